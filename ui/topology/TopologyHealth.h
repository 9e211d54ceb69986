// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of a lane's topology at one moment (the playback cursor): which of its scheduled
// store faults are active, how much each region admitted in the cursor's bucket, and what that
// makes of each store and link (healthy, degraded, down). Computed from the scenario's faults and
// the run's per-bucket counts; a value, rebuilt whenever the cursor or the result changes. GUI
// thread.
#include "ui/topology/TopologyModel.h"

#include "core/sim/SimTime.h"
#include "core/sim/model/RunResult.h"

#include <QColor>

#include <optional>

namespace ratelab {

enum class Health : std::uint8_t { Healthy, Degraded, Down };

class TopologyHealth {
public:
    TopologyHealth() = default;
    // `result` may be null or stale (another lane count): then only the faults are known.
    // `shownUntil` (lesson mode's horizon): only buckets that ended by then are read, and the
    // loads are shares of the busiest of those, so nothing after it shows.
    TopologyHealth(const TopologyModel& model, const Scenario& scenario, const RunResult* result,
                   SimTime cursor, std::optional<SimTime> shownUntil = std::nullopt);

    [[nodiscard]] Health store(int index) const;
    [[nodiscard]] QString
    storeStatus(int index) const; // every active fault and failure, for tooltips
    // The two short lines inside a store's box: the fault ("down until 40 s") or `detail`, then
    // what the failure policy did in the bucket ("40 failed open") or "ok".
    [[nodiscard]] QStringList storeLines(int index, const QString& detail) const;
    [[nodiscard]] Health link(int index) const;
    [[nodiscard]] QString linkStatus(int index) const;
    [[nodiscard]] double
    regionLoad(int region) const; // 0..1 of the busiest region bucket of the run
    [[nodiscard]] double storeLoad(int index) const;
    [[nodiscard]] std::int64_t
    regionAdmitted(int region) const; // in the cursor's bucket; -1: no data
    // The lane's copy of the backend at the cursor's bucket's end (a scenario without a world):
    // Down without a worker, Degraded while requests wait or were shed or timed out in the
    // bucket; its load is the share of workers busy, 0..1.
    [[nodiscard]] Health backend() const;
    [[nodiscard]] double backendLoad() const;
    [[nodiscard]] const SeriesBucket& laneBucket() const { return m_lane; }
    [[nodiscard]] bool hasBucket() const { return m_bucket >= 0; }
    [[nodiscard]] std::int64_t bucketStartMs() const { return m_bucketStartMs; }
    [[nodiscard]] std::int64_t bucketEndMs() const { return m_bucketEndMs; }
    [[nodiscard]] SimTime cursor() const { return m_cursor; }

    // The app's colours for a state: green, amber, red (ui/ColorScheme).
    static QColor color(Health health);
    static QString faultText(const StoreFaultSpec& fault);      // "down 10–40 s"
    static QString shortFaultText(const StoreFaultSpec& fault); // "down until 40 s"

private:
    void takeBucket(const RunResult* result, int lane);
    // The active faults that hit store `index`: those aimed at it and those without a target.
    [[nodiscard]] std::vector<StoreFaultSpec> activeOn(int index) const;
    // The lane's failures in the bucket, for a store's box: none when a fault elsewhere explains
    // them (a store that is up did not fail anyone).
    [[nodiscard]] SeriesBucket failuresOn(int index) const;

    const TopologyModel* m_model = nullptr;
    SimTime m_cursor = 0;
    std::optional<SimTime> m_shownUntil;
    int m_bucket = -1;
    std::int64_t m_bucketStartMs = 0;
    std::int64_t m_bucketEndMs = 0;
    std::vector<std::int64_t> m_regionAdmitted;
    std::int64_t m_regionPeak = 0;
    SeriesBucket m_lane;
    std::vector<StoreFaultSpec> m_active;
};

} // namespace ratelab
