// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The shared traffic played from an arrival tape (Engine::runTaped) instead of drawn: each
// arrival goes to every lane at once, as TrafficSource hands it over. The engine's event count is
// its arrival count: a taped run has no other events. Owned by the run; single-threaded.
#include "core/sim/engine/Lane.h"
#include "core/sim/kernel/EventHandler.h"

#include <vector>

namespace ratelab {

class TapedTraffic final : public EventHandler {
public:
    explicit TapedTraffic(std::vector<Lane*> lanes)
        : m_lanes(std::move(lanes))
    {
    }

    void handle(const Event& event) override { Lane::arrive(m_lanes, event.time, event.target); }

private:
    std::vector<Lane*> m_lanes;
};

} // namespace ratelab
