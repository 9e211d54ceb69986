// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweep/SweepParameters.h"

#include "core/io/scenario/ScenarioSchema.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace ratelab {

namespace {

constexpr double kFactors[] = {0.25, 0.5, 1, 2, 4};

bool numeric(const FieldSpec& field)
{
    return field.aliasOf.isEmpty()
           && (field.type == FieldType::Integer || field.type == FieldType::Number);
}

} // namespace

QString SweepParameters::defaultSpec(const FieldSpec& field, double current)
{
    // A field at 0 (often "same as another field") has no scale of its own: count up from 0.
    const double base = current > 0 ? current : 0;
    QStringList values;
    if (field.type == FieldType::Integer) {
        qint64 last = -1;
        for (const double f : kFactors) {
            const auto lo = static_cast<double>(std::max<std::int64_t>(field.minInteger, 0));
            const double hi = static_cast<double>(field.maxInteger);
            const double v = base > 0 ? base * f : f * 4 - 1; // 0, 1, 3, 7, 15 from nothing
            const auto n = static_cast<qint64>(std::llround(std::clamp(v, lo, hi)));
            if (n != last)
                values << QString::number(n);
            last = n;
        }
        return values.join(QLatin1Char(','));
    }
    for (const double f : kFactors) {
        double v = base > 0 ? base * f : f;
        v = std::clamp(v, field.minNumber, field.maxNumber);
        if (field.minExclusive && v <= field.minNumber)
            continue;
        values << QString::number(v, 'g', 6);
    }
    values.removeDuplicates();
    return values.join(QLatin1Char(','));
}

QList<SweepParameter> SweepParameters::offered(const Scenario& scenario)
{
    QList<SweepParameter> all;
    QList<SweepParameter> perLane;
    const auto& lanes = scenario.lanes;
    for (const SchemaField<LaneSpec>& field : ScenarioSchema::laneFields()) {
        if (!numeric(field))
            continue;
        const auto first = std::find_if(lanes.begin(), lanes.end(),
                                        [&](const LaneSpec& l) { return field.isRelevant(l); });
        if (first == lanes.end())
            continue;
        const double now = field.get(*first).toDouble();
        all.append({QStringLiteral("lanes.*.") + field.path,
                    QStringLiteral("%1, every lane (now %2 in %3)")
                        .arg(field.label)
                        .arg(now)
                        .arg(QString::fromStdString(first->name)),
                    defaultSpec(field, now)});
        if (lanes.size() < 2)
            continue;
        for (std::size_t i = 0; i < lanes.size(); ++i) {
            if (!field.isRelevant(lanes[i]))
                continue;
            const double v = field.get(lanes[i]).toDouble();
            perLane.append({QStringLiteral("lanes.%1.%2").arg(i).arg(field.path),
                            QStringLiteral("%1 of %2 (now %3)")
                                .arg(field.label, QString::fromStdString(lanes[i].name))
                                .arg(v),
                            defaultSpec(field, v)});
        }
    }
    return all + perLane;
}

} // namespace ratelab
