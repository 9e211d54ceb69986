// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the backend charts need to know about a lane that the run result does not carry: whether
// a backend stands behind it, whether its limit counts requests in flight until their answer (a
// concurrency limit in front of a backend, an adaptive limit) and the client's time-out, drawn
// as a line over the latency. Plain values, built from the scenario that was run; any thread.
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <vector>

namespace ratelab {

struct BackendLaneInfo {
    bool backend = false;         // the scenario's backend serves the lane's admitted requests
    bool gated = false;           // the limit is requests in flight, held until the answer
    bool adaptive = false;        // the limit moves (aimd, vegas, gradient2, envoy-gradient)
    std::int64_t timeoutMs = 0;   // backend.timeout_ms: when a client gives up; 0: never
    std::int64_t queueLimit = -1; // backend.queue_limit

    [[nodiscard]] bool shown() const { return backend || adaptive; }

    // One entry per lane; empty when no lane has a backend or an adaptive limit.
    static std::vector<BackendLaneInfo> fromScenario(const Scenario& scenario);
};

} // namespace ratelab
