// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/ArrivalSchedule.h"

#include "core/sim/engine/ScenarioValidator.h"
#include "core/sim/engine/TrafficSource.h"
#include "core/sim/kernel/EventQueue.h"
#include "core/sim/traffic/ArrivalProcess.h"
#include "core/sim/traffic/ClientTable.h"

namespace ratelab {

std::vector<Arrival> scheduleArrivals(const Scenario& scenario)
{
    validateScenario(scenario);
    const ClientTable clients(scenario);
    const Random root(scenario.seed);
    const SimTime end = fromMillis(scenario.durationMs);

    const ArrivalDefaults defaults = arrivalDefaults(scenario);

    std::vector<ArrivalProcess> processes;
    processes.reserve(clients.size());
    for (const Client& c : clients.clients())
        processes.emplace_back(c.spec->arrival, defaults, end,
                               TrafficSource::clientStream(root, c));

    // The engine's own queue, fed as TrafficSource feeds it (every client's first arrival, then
    // each client's next one when its current one leaves), gives the engine's tie order exactly:
    // retries share that queue in a run but never reorder arrivals among themselves.
    EventQueue queue;
    const auto pushNext = [&](std::int32_t client) {
        const SimTime t = processes[static_cast<std::size_t>(client)].next();
        if (t != ArrivalProcess::kNever && t < end) {
            Event e;
            e.time = t;
            e.target = client;
            queue.push(e);
        }
    };
    for (std::size_t c = 0; c < processes.size(); ++c)
        pushNext(static_cast<std::int32_t>(c));

    std::vector<Arrival> out;
    while (!queue.empty()) {
        const Event e = queue.pop();
        out.push_back({e.time, e.target});
        pushNext(e.target);
    }
    return out;
}

} // namespace ratelab
