// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sweep/SweepPlan.h"

#include "core/io/scenario/ScenarioLoader.h"

#include <QFileInfo>

#include <utility>

namespace ratelab {

std::vector<qsizetype> SweepPlan::valueIndices(qsizetype point) const
{
    std::vector<qsizetype> indices(static_cast<std::size_t>(m_axes.size()));
    for (qsizetype a = m_axes.size() - 1; a >= 0; --a) {
        const qsizetype n = m_axes[a].values.size();
        indices[static_cast<std::size_t>(a)] = point % n;
        point /= n;
    }
    return indices;
}

QList<ScenarioOverride> SweepPlan::overridesAt(qsizetype point) const
{
    const std::vector<qsizetype> at = valueIndices(point);
    QList<ScenarioOverride> overrides;
    for (qsizetype a = 0; a < m_axes.size(); ++a)
        overrides.append(m_axes[a].overrideAt(at[static_cast<std::size_t>(a)]));
    return overrides;
}

std::optional<SweepPlan> SweepPlan::build(const QJsonObject& base, const QString& source,
                                          QList<SweepAxis> axes, std::vector<std::uint64_t> seeds,
                                          QStringList* problems)
{
    SweepPlan plan;
    plan.m_axes = std::move(axes);
    plan.m_seeds = std::move(seeds);
    qsizetype points = 1;
    for (const SweepAxis& axis : plan.m_axes) {
        points *= axis.values.size();
        if (points * plan.seedCount() > kMaxRuns) {
            problems->append(
                QStringLiteral("--vary %1: the grid has more than %2 runs (points x seeds)")
                    .arg(axis.text)
                    .arg(kMaxRuns));
            return std::nullopt;
        }
    }
    plan.m_points = points;
    plan.m_scenarios.reserve(static_cast<std::size_t>(plan.runCount()));
    for (qsizetype p = 0; p < points; ++p) {
        const QList<ScenarioOverride> overrides = plan.overridesAt(p);
        QJsonObject root = base;
        for (qsizetype a = 0; a < plan.m_axes.size(); ++a) {
            QString error;
            if (!overrides[a].apply(root, &error)) {
                problems->append(
                    QStringLiteral("--vary %1: %2")
                        .arg(plan.m_axes[a].text, error.section(QStringLiteral(": "), 1, -1)));
                return std::nullopt;
            }
        }
        ScenarioLoadResult loaded = ScenarioLoader::fromObject(root, source);
        if (!loaded.ok()) {
            QStringList where;
            for (const ScenarioOverride& o : overrides)
                where.append(o.text);
            for (const ScenarioError& e : loaded.errors)
                problems->append(QStringLiteral("--vary %1: %2")
                                     .arg(where.join(QStringLiteral(" ")), e.toString()));
            return std::nullopt;
        }
        Scenario scenario = std::move(*loaded.scenario);
        // Trace files are found beside the scenario file, as when it is run.
        if (QFileInfo(source).isFile())
            scenario.sourceDir = QFileInfo(source).absolutePath().toStdString();
        // A sweep writes summaries only: no request log to fill.
        scenario.requestLogLimit = 0;
        if (plan.m_seeds.empty()) {
            plan.m_scenarios.push_back(std::move(scenario));
            continue;
        }
        for (const std::uint64_t seed : plan.m_seeds) {
            plan.m_scenarios.push_back(scenario);
            plan.m_scenarios.back().seed = seed;
        }
    }
    return plan;
}

} // namespace ratelab
