#pragma once
// The shared traffic played from an arrival tape (Engine::runTaped) instead of drawn: each
// arrival goes to every lane at once, as TrafficSource hands it over. Owned by the run;
// single-threaded.
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

    void handle(const Event& event) override
    {
        ++m_arrivalsHandled;
        Lane::arrive(m_lanes, event.time, event.target);
    }
    [[nodiscard]] std::int64_t arrivalsHandled() const { return m_arrivalsHandled; }

private:
    std::vector<Lane*> m_lanes;
    std::int64_t m_arrivalsHandled = 0;
};

} // namespace ratelab
