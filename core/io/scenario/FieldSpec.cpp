// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/FieldSpec.h"

#include "core/io/scenario/NameSuggestion.h"

#include "core/io/csv/NumberFormat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace ratelab {

namespace {

// Numbers in messages: whole numbers plainly ("1000000000", not "1e+09").
QString numberText(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15)
        return QString::number(static_cast<qint64>(value));
    return QString::fromStdString(formatDouble(value));
}

} // namespace

QString FieldSpec::key() const
{
    return path.section(QLatin1Char('.'), -1);
}

QString FieldSpec::withUnit(const QString& phrase) const
{
    return unit.isEmpty() ? phrase : QStringLiteral("%1 (%2)").arg(phrase, unit);
}

QString FieldSpec::integerPhrase() const
{
    const bool bounded = maxInteger < kQuietMax;
    if (bounded)
        return QStringLiteral("an integer from %1 to %2").arg(minInteger).arg(maxInteger);
    if (minInteger == 1)
        return QStringLiteral("a positive integer");
    if (minInteger == 0)
        return QStringLiteral("a non-negative integer");
    if (minInteger == std::numeric_limits<std::int64_t>::min())
        return QStringLiteral("an integer");
    return QStringLiteral("an integer >= %1").arg(minInteger);
}

QString FieldSpec::expected() const
{
    switch (type) {
    case FieldType::Integer:
        return withUnit(integerPhrase());
    case FieldType::Number: {
        const bool hasMin = std::isfinite(minNumber);
        const bool hasMax = std::isfinite(maxNumber);
        QString phrase;
        if (hasMin && hasMax)
            phrase = QStringLiteral("a number from %1 to %2")
                         .arg(numberText(minNumber), numberText(maxNumber));
        else if (hasMin && minNumber == 0.0)
            phrase = minExclusive ? QStringLiteral("a positive number")
                                  : QStringLiteral("a non-negative number");
        else if (hasMin)
            phrase = QStringLiteral("a number %1 %2")
                         .arg(minExclusive ? QStringLiteral(">") : QStringLiteral(">="),
                              numberText(minNumber));
        else
            phrase = QStringLiteral("a number");
        return withUnit(phrase);
    }
    case FieldType::Boolean:
        return QStringLiteral("true or false");
    case FieldType::String:
    case FieldType::Text:
        return QStringLiteral("a string");
    case FieldType::Choice: {
        QStringList quoted;
        for (const QString& choice : choices)
            quoted.append(QLatin1Char('"') + choice + QLatin1Char('"'));
        return QStringLiteral("one of ") + quoted.join(QStringLiteral(", "));
    }
    case FieldType::IntegerList: {
        QString element = integerPhrase();
        element.replace(QStringLiteral("a positive integer"), QStringLiteral("positive integers"));
        element.replace(QStringLiteral("a non-negative integer"),
                        QStringLiteral("non-negative integers"));
        element.replace(QStringLiteral("an integer"), QStringLiteral("integers"));
        return withUnit(QStringLiteral("a list of ") + element);
    }
    case FieldType::ObjectList: {
        QStringList keys;
        for (const FieldSpec& item : itemFields)
            keys.append(item.path);
        return QStringLiteral("a list of objects with %1").arg(keys.join(QStringLiteral(", ")));
    }
    }
    return {};
}

QString FieldSpec::describe(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const qint64 asInteger = value.toInteger(0);
        if (asInteger == value.toInteger(1))
            return QString::number(asInteger);
        return numberText(value.toDouble());
    }
    case QJsonValue::String: {
        QString text = value.toString();
        if (text.size() > 40)
            text = text.left(40) + QStringLiteral("...");
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

bool FieldSpec::integerFromJson(const QJsonValue& value, std::int64_t& out) const
{
    if (!value.isDouble())
        return false;
    // toInteger() falls back to its argument for non-integral values; two calls tell them apart.
    const qint64 a = value.toInteger(0);
    if (a != value.toInteger(1))
        return false;
    if (a < minInteger || a > maxInteger)
        return false;
    out = a;
    return true;
}

bool FieldSpec::fromJson(const QJsonValue& value, QVariant& out, QString& subPath,
                         QString& message) const
{
    subPath.clear();
    auto fail = [&](const QJsonValue& got) {
        message = QStringLiteral("expected %1, got %2").arg(expected(), describe(got));
        return false;
    };
    switch (type) {
    case FieldType::Integer: {
        std::int64_t v = 0;
        if (!integerFromJson(value, v)) {
            if (value.isDouble() && value.toInteger(0) == value.toInteger(1)
                && value.toInteger(0) > maxInteger) {
                message = QStringLiteral("expected %1 no larger than %2, got %3")
                              .arg(expected())
                              .arg(maxInteger)
                              .arg(describe(value));
                return false;
            }
            return fail(value);
        }
        out = QVariant::fromValue<qint64>(v);
        return true;
    }
    case FieldType::Number: {
        if (!value.isDouble())
            return fail(value);
        const double v = value.toDouble();
        if (!std::isfinite(v) || v < minNumber || (minExclusive && v == minNumber) || v > maxNumber)
            return fail(value);
        out = v;
        return true;
    }
    case FieldType::Boolean:
        if (!value.isBool())
            return fail(value);
        out = value.toBool();
        return true;
    case FieldType::String:
    case FieldType::Text:
        if (!value.isString())
            return fail(value);
        out = value.toString();
        return true;
    case FieldType::Choice:
        if (!value.isString() || !choices.contains(value.toString())) {
            fail(value);
            if (value.isString()) {
                const QString suggestion = closestName(value.toString(), choices);
                if (!suggestion.isEmpty())
                    message += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
            }
            return false;
        }
        out = value.toString();
        return true;
    case FieldType::IntegerList: {
        if (!value.isArray())
            return fail(value);
        const QJsonArray array = value.toArray();
        QVariantList list;
        list.reserve(array.size());
        for (qsizetype i = 0; i < array.size(); ++i) {
            std::int64_t v = 0;
            if (!integerFromJson(array[i], v)) {
                subPath = QStringLiteral("[%1]").arg(i);
                QString element = withUnit(integerPhrase());
                message = QStringLiteral("expected %1, got %2").arg(element, describe(array[i]));
                return false;
            }
            list.append(QVariant::fromValue<qint64>(v));
        }
        out = list;
        return true;
    }
    case FieldType::ObjectList:
        return objectListFromJson(value, out, subPath, message);
    }
    return fail(value);
}

bool FieldSpec::objectListFromJson(const QJsonValue& value, QVariant& out, QString& subPath,
                                   QString& message) const
{
    if (!value.isArray()) {
        message = QStringLiteral("expected %1, got %2").arg(expected(), describe(value));
        return false;
    }
    QStringList keys; // the item's top-level keys; "match.endpoint" lives in a group "match"
    for (const FieldSpec& item : itemFields)
        if (const QString head = item.path.section(QLatin1Char('.'), 0, 0); !keys.contains(head))
            keys.append(head);
    // An item field's value, looked up through its groups.
    const auto lookup = [](const QJsonObject& object, const QString& itemPath) {
        QJsonValue node = object;
        for (const QString& segment : itemPath.split(QLatin1Char('.'))) {
            if (!node.isObject())
                return QJsonValue(QJsonValue::Undefined);
            node = node.toObject().value(segment);
        }
        return node;
    };
    const QJsonArray array = value.toArray();
    QVariantList list;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("[%1]").arg(i);
        if (!array[i].isObject()) {
            subPath = at;
            message = QStringLiteral("expected an object with %1, got %2")
                          .arg(keys.join(QStringLiteral(", ")), describe(array[i]));
            return false;
        }
        const QJsonObject object = array[i].toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            QStringList inner; // the fields of a group such as "match"
            for (const FieldSpec& item : itemFields)
                if (item.path.startsWith(it.key() + QLatin1Char('.')))
                    inner.append(item.path.mid(it.key().size() + 1));
            if (keys.contains(it.key()) && !inner.isEmpty() && !it.value().isObject()) {
                subPath = at + QLatin1Char('.') + it.key();
                message = QStringLiteral("expected an object with %1, got %2")
                              .arg(inner.join(QStringLiteral(", ")), describe(it.value()));
                return false;
            }
            if (keys.contains(it.key()) && inner.isEmpty())
                continue;
            if (keys.contains(it.key())) { // a group: its keys must be item fields too
                const QJsonObject group = it.value().toObject();
                for (auto g = group.begin(); g != group.end(); ++g) {
                    if (inner.contains(g.key()))
                        continue;
                    subPath = at + QLatin1Char('.') + it.key() + QLatin1Char('.') + g.key();
                    message = QStringLiteral("unknown field; expected one of: %1")
                                  .arg(inner.join(QStringLiteral(", ")));
                    return false;
                }
                continue;
            }
            subPath = at + QLatin1Char('.') + it.key();
            const QString suggestion = closestName(it.key(), keys);
            message = suggestion.isEmpty()
                          ? QStringLiteral("unknown field; expected one of: %1")
                                .arg(keys.join(QStringLiteral(", ")))
                          : QStringLiteral("unknown field (did you mean \"%1\"?)").arg(suggestion);
            return false;
        }
        QVariantMap element = itemDefaults;
        for (const FieldSpec& item : itemFields) {
            const QJsonValue v = lookup(object, item.path);
            if (v.isUndefined()) {
                if (item.required) {
                    subPath = at + QLatin1Char('.') + item.path;
                    message =
                        QStringLiteral("missing required field; expected %1").arg(item.expected());
                    return false;
                }
                continue;
            }
            QVariant converted;
            QString inner;
            if (!item.fromJson(v, converted, inner, message)) {
                subPath = at + QLatin1Char('.') + item.path + inner;
                return false;
            }
            element.insert(item.path, converted);
        }
        list.append(element);
    }
    out = list;
    return true;
}

QJsonValue FieldSpec::toJson(const QVariant& value) const
{
    switch (type) {
    case FieldType::Integer:
        return QJsonValue(value.toLongLong());
    case FieldType::Number:
        return QJsonValue(value.toDouble());
    case FieldType::Boolean:
        return QJsonValue(value.toBool());
    case FieldType::String:
    case FieldType::Text:
    case FieldType::Choice:
        return QJsonValue(value.toString());
    case FieldType::IntegerList: {
        QJsonArray array;
        for (const QVariant& v : value.toList())
            array.append(QJsonValue(v.toLongLong()));
        return array;
    }
    case FieldType::ObjectList: {
        QJsonArray array;
        for (const QVariant& v : value.toList()) {
            const QVariantMap element = v.toMap();
            QJsonObject object;
            for (const FieldSpec& item : itemFields) {
                const QVariant x = element.value(item.path, itemDefaults.value(item.path));
                if (item.required || x != itemDefaults.value(item.path))
                    object.insert(item.path, item.toJson(x));
            }
            array.append(object);
        }
        return array;
    }
    }
    return {};
}

} // namespace ratelab
