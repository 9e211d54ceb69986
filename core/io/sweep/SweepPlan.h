// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The grid of a sweep: its axes (the first --vary outermost, the last changing fastest) and the
// seeds each point runs with, and the scenario of every run, loaded and checked before anything
// runs. Built on one thread; read-only afterwards, so workers may share it.
#include "core/io/sweep/SweepAxis.h"

#include "core/sim/model/Scenario.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ratelab {

class SweepPlan {
public:
    // At most this many runs (points x seeds): a sweep is a batch job, not a search.
    static constexpr qsizetype kMaxRuns = 10'000;

    // `base` is the scenario file's JSON with the --set overrides applied, `source` its name for
    // messages. `seeds` empty: each point runs once with the file's seed. Nullopt with the
    // problems (each naming its --vary) when a point does not load.
    static std::optional<SweepPlan> build(const QJsonObject& base, const QString& source,
                                          QList<SweepAxis> axes, std::vector<std::uint64_t> seeds,
                                          QStringList* problems);

    [[nodiscard]] const QList<SweepAxis>& axes() const { return m_axes; }
    [[nodiscard]] qsizetype pointCount() const { return m_points; }
    // 1 without --seeds.
    [[nodiscard]] qsizetype seedCount() const { return std::max<qsizetype>(1, m_seeds.size()); }
    [[nodiscard]] bool hasSeeds() const { return !m_seeds.empty(); }
    [[nodiscard]] qsizetype runCount() const { return m_points * seedCount(); }
    // The value index of each axis at `point`.
    [[nodiscard]] std::vector<qsizetype> valueIndices(qsizetype point) const;
    // The overrides that make `point` out of the base, one per axis: what build() applied, and
    // what the app applies to open a point's configuration.
    [[nodiscard]] QList<ScenarioOverride> overridesAt(qsizetype point) const;
    // Run r is point r / seedCount() with seed r % seedCount().
    [[nodiscard]] const Scenario& scenario(qsizetype run) const
    {
        return m_scenarios[static_cast<std::size_t>(run)];
    }

private:
    QList<SweepAxis> m_axes;
    std::vector<std::uint64_t> m_seeds;
    qsizetype m_points = 0;
    std::vector<Scenario> m_scenarios; // by run
};

} // namespace ratelab
