// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editor/FieldText.h"

#include "core/io/scenario/ScenarioOverride.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

namespace ratelab {

QString fieldtext::display(const FieldSpec& field, const QVariant& value)
{
    if (field.type == FieldType::IntegerList) {
        QStringList parts;
        for (const QVariant& v : value.toList())
            parts << QString::number(v.toLongLong());
        return parts.join(QStringLiteral(", "));
    }
    if (field.type == FieldType::Number)
        return QString::number(value.toDouble(), 'g', 12);
    if (field.type == FieldType::ObjectList) // e.g. store.faults, edited as one line of JSON
        return QString::fromUtf8(
            QJsonDocument(field.toJson(value).toArray()).toJson(QJsonDocument::Compact));
    return value.toString();
}

QJsonValue fieldtext::toJson(const FieldSpec& field, const QString& text)
{
    if (field.type == FieldType::String || field.type == FieldType::Text
        || field.type == FieldType::Choice)
        return text;
    if (field.type == FieldType::IntegerList) {
        QJsonArray array;
        for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
            array.append(ScenarioOverride::parseValue(part.trimmed()));
        return array;
    }
    if (field.type == FieldType::ObjectList) {
        const QJsonDocument doc = QJsonDocument::fromJson(text.trimmed().toUtf8());
        return doc.isArray() ? QJsonValue(doc.array())
                             : QJsonValue(text); // not JSON: fromJson names it
    }
    return ScenarioOverride::parseValue(text.trimmed());
}

QString fieldtext::tooltip(const FieldSpec& field)
{
    QString tip =
        QStringLiteral("<p>%1</p><p><i>%2</i> &nbsp;·&nbsp; <code>%3</code></p>")
            .arg(field.tooltip.toHtmlEscaped(), field.expected().toHtmlEscaped(), field.path);
    return tip;
}

QString fieldtext::label(const FieldSpec& field)
{
    if (field.unit.isEmpty())
        return field.label;
    // The common unit in its short form keeps the form (and the dock) narrow.
    const QString unit =
        field.unit == QLatin1String("milliseconds") ? QStringLiteral("ms") : field.unit;
    // "Instances per region" already says what it counts: "(instances)" would only repeat it.
    if (field.label.contains(field.unit, Qt::CaseInsensitive))
        return field.label;
    return QStringLiteral("%1 (%2)").arg(field.label, unit);
}

bool fieldtext::needsWorld(const FieldSpec& field)
{
    const QString& p = field.path;
    if (p == QLatin1String("world.instances_per_region")
        || p.startsWith(QLatin1String("store.fault")))
        return false;
    return p.startsWith(QLatin1String("world.")) || p.startsWith(QLatin1String("store."))
           || p == QLatin1String("region");
}

} // namespace ratelab
