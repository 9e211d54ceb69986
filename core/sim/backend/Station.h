// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A pool of servers with a waiting line: a service's workers or a dependency's connections. It
// only decides who runs and who waits; its owner draws service times and keeps the clock. Two
// classes of jobs: critical ones go first and may use every server; the others may use the
// servers (and the waiting room) outside the reserved share. Each class waits first in, first
// out; a job that has waited maxWait is expired at the head of its line. Single-threaded.
#include "core/sim/SimTime.h"

#include <cstdint>
#include <deque>
#include <limits>
#include <vector>

namespace ratelab {

struct StationConfig {
    std::int64_t servers = 1;
    std::int64_t queueLimit = -1;     // jobs that may wait; -1: no limit
    SimTime maxWait = 0;              // 0: a job waits as long as it takes
    std::int64_t reservedPercent = 0; // of the servers and the waiting room, for critical jobs
};

class Station {
public:
    enum class Admit : std::uint8_t { Start, Queued, Shed };

    explicit Station(const StationConfig& config);

    // A job arrives: it starts on a free server, waits, or is turned away.
    Admit arrive(SimTime now, std::int32_t job, bool critical);
    // A job of that class left its server; the jobs that start now are appended to `started`.
    void release(bool critical, std::vector<std::int32_t>& started);
    // The server count changes (a started job keeps its server until it leaves).
    void setServers(std::int64_t servers, std::vector<std::int32_t>& started);
    // Jobs that have waited maxWait by `now` leave the line; appended to `expired`.
    void expire(SimTime now, std::vector<std::int32_t>& expired);

    // The earliest time a waiting job expires, kNever when none can.
    [[nodiscard]] SimTime nextExpiry() const;
    static constexpr SimTime kNever = std::numeric_limits<SimTime>::max();

    [[nodiscard]] std::int64_t servers() const { return m_servers; }
    [[nodiscard]] std::int64_t busy() const { return m_busy; }
    [[nodiscard]] std::int64_t waiting() const
    {
        return static_cast<std::int64_t>(m_critical.size() + m_normal.size());
    }

private:
    struct Waiting {
        std::int32_t job;
        SimTime deadline;
    };
    [[nodiscard]] std::int64_t normalServers() const;
    void dispatch(std::vector<std::int32_t>& started);

    StationConfig m_config;
    std::int64_t m_servers;
    std::int64_t m_busy = 0;
    std::int64_t m_busyNormal = 0;
    std::int64_t m_normalQueueLimit; // -1: no limit
    std::deque<Waiting> m_critical;
    std::deque<Waiting> m_normal;
};

} // namespace ratelab
