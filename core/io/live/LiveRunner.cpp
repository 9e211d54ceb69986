// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/live/LiveRunner.h"

#include "core/io/live/LiveInbox.h"
#include "core/io/live/LiveStoreFactory.h"
#include "core/io/live/RealTimeScheduler.h"
#include "core/io/redis/RedisEndpoint.h"

#include "core/sim/engine/Simulation.h"

#include <cmath>
#include <stdexcept>

namespace ratelab {

bool runLive(const Scenario& scenario, const LiveOptions& options, RunResult& result,
             LiveReport& report, SimObserver* observer)
{
    if (!(options.speed > 0.0) || !std::isfinite(options.speed))
        throw std::invalid_argument("--speed: must be a number above 0");
    report = LiveReport{};
    report.endpoint = endpointText(options.host, options.port);

    // Declared in this order so that the connections stop before the inbox they post to goes.
    LiveInbox inbox;
    RealTimeScheduler scheduler(options.speed, inbox, observer);
    LiveStoreFactory stores(scenario, options, scheduler, inbox);
    RunEnvironment environment;
    environment.scheduler = &scheduler;
    environment.stores = &stores;
    try {
        result = runScenario(scenario, environment, observer);
    } catch (const LiveStoreFactory::Unreachable& e) {
        result = RunResult{};
        report.fatal = "cannot reach Redis at " + report.endpoint + ": " + e.what();
        return false;
    }
    report.cancelled = scheduler.cancelled() || (observer && observer->cancelRequested());
    report.lanes = stores.finish(result);
    return true;
}

} // namespace ratelab
