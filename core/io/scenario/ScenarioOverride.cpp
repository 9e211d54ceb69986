// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/ScenarioOverride.h"

#include "core/io/scenario/JsonTextScan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace ratelab {

namespace {

bool isIndex(const QString& segment)
{
    bool ok = false;
    segment.toUInt(&ok);
    return ok;
}

QString display(const QString& walked, const QString& segment)
{
    if (isIndex(segment) || segment == QLatin1String("*"))
        return walked + QLatin1Char('[') + segment + QLatin1Char(']');
    return walked.isEmpty() ? segment : walked + QLatin1Char('.') + segment;
}

// Returns the modified node; sets error on failure.
QJsonValue setIn(QJsonValue node, const QStringList& segments, qsizetype at,
                 const QJsonValue& value, const QString& walked, QString& error)
{
    const QString& segment = segments[at];
    const bool last = at + 1 == segments.size();
    const QString here = display(walked, segment);
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        if (segment == QLatin1String("*")) {
            for (qsizetype i = 0; i < array.size() && error.isEmpty(); ++i)
                array[i] = last ? value
                                : setIn(array[i], segments, at + 1, value,
                                        walked + QStringLiteral("[%1]").arg(i), error);
            return array;
        }
        if (!isIndex(segment)) {
            error = QStringLiteral("%1: %2 is a list; expected an index or *, got \"%3\"")
                        .arg(here, walked, segment);
            return node;
        }
        const qsizetype index = segment.toUInt();
        if (index >= array.size()) {
            error = QStringLiteral("%1: %2 has %3 element(s), so the index must be below %3")
                        .arg(here, walked)
                        .arg(array.size());
            return node;
        }
        array[index] = last ? value : setIn(array[index], segments, at + 1, value, here, error);
        return array;
    }
    if (node.isUndefined() || node.isNull())
        node = QJsonObject();
    if (!node.isObject()) {
        error = QStringLiteral("%1: %2 is not an object, so it has no field \"%3\"")
                    .arg(here, walked.isEmpty() ? QStringLiteral("the scenario") : walked, segment);
        return node;
    }
    if (segment == QLatin1String("*")) {
        error =
            QStringLiteral("%1: * applies to lists only, and %2 is not a list").arg(here, walked);
        return node;
    }
    QJsonObject object = node.toObject();
    if (last) {
        object.insert(segment, value);
    } else {
        const QJsonValue child = object.value(segment);
        if (child.isUndefined()
            && (isIndex(segments[at + 1]) || segments[at + 1] == QLatin1String("*"))) {
            error = QStringLiteral("%1: there is no list %1 to index").arg(here);
            return node;
        }
        object.insert(segment, setIn(child, segments, at + 1, value, here, error));
    }
    return object;
}

} // namespace

QJsonValue ScenarioOverride::parseValue(const QString& text)
{
    // QJsonDocument only parses arrays and objects at the top, so wrap the value in a list.
    QJsonParseError parseError;
    const QJsonDocument doc =
        QJsonDocument::fromJson((QLatin1Char('[') + text + QLatin1Char(']')).toUtf8(), &parseError);
    if (parseError.error == QJsonParseError::NoError && doc.isArray() && doc.array().size() == 1)
        return doc.array().at(0);
    return QJsonValue(text);
}

std::optional<ScenarioOverride> ScenarioOverride::parse(const QString& assignment, QString* error)
{
    const qsizetype equals = assignment.indexOf(QLatin1Char('='));
    auto fail = [&](const QString& what) -> std::optional<ScenarioOverride> {
        if (error)
            *error = QStringLiteral("--set %1: %2").arg(assignment, what);
        return std::nullopt;
    };
    if (equals < 0)
        return fail(QStringLiteral("expected PATH=VALUE, e.g. lanes.0.limit=50"));
    QString path = assignment.left(equals).trimmed();
    static const QRegularExpression brackets(QStringLiteral("\\[(\\d+|\\*)\\]"));
    path.replace(brackets, QStringLiteral(".\\1"));
    ScenarioOverride result;
    result.text = assignment;
    result.segments = path.split(QLatin1Char('.'));
    if (path.isEmpty() || result.segments.contains(QString()))
        return fail(QStringLiteral("expected a dotted field path before '=', e.g. lanes.0.limit"));
    const QString value = assignment.mid(equals + 1);
    result.value = parseValue(value);
    // Written as a number, read as text: it is out of a double's range, as in a file.
    if (result.value.isString() && JsonTextScan::isNumber(value.trimmed()))
        return fail(JsonTextScan::outOfRange(value.trimmed()));
    return result;
}

bool ScenarioOverride::apply(QJsonObject& root, QString* error) const
{
    QString problem;
    const QJsonValue updated = setIn(root, segments, 0, value, QString(), problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = QStringLiteral("--set %1: %2").arg(text, problem);
        return false;
    }
    root = updated.toObject();
    return true;
}

} // namespace ratelab
