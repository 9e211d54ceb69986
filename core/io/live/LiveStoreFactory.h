// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The stores of a live run, for runScenario: a LiveKeyStore per lane, and per lane one
// LiveConnection per simulated instance (one without a world), each with its own thread. It
// outlives the run, so that after it runLive can stop the connections and read what the stores
// left (LiveLaneTrace, reconnections, MEMORY USAGE). Owned by runLive; its own thread only
// (the connections' threads never call it).
#include "core/io/live/LiveConnection.h"
#include "core/io/live/LiveKeyStore.h"

#include "core/sim/engine/LaneStoreFactory.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <memory>
#include <stdexcept>
#include <vector>

namespace ratelab {

class LiveStoreFactory final : public LaneStoreFactory {
public:
    LiveStoreFactory(const Scenario& scenario, const LiveOptions& options,
                     const RealTimeScheduler& scheduler, LiveInbox& inbox);
    ~LiveStoreFactory() override;
    LiveStoreFactory(const LiveStoreFactory&) = delete;
    LiveStoreFactory& operator=(const LiveStoreFactory&) = delete;

    // Thrown out of makeStore() (and so out of runScenario) when a connection cannot be opened:
    // the run has not started. what() is the RedisError's message.
    struct Unreachable final : std::runtime_error {
        using std::runtime_error::runtime_error;
    };

    // Opens and starts the lane's connections, then makes its store.
    std::unique_ptr<KeyStore> makeStore(const LaneStoreContext& lane) override;
    void laneAttached(std::int32_t lane, std::uint16_t laneHandler) override;

    // After the run: stops every connection, then adds to `result` Redis's count of the bytes
    // each lane's keys take and returns each lane's report.
    std::vector<LiveLaneReport> finish(RunResult& result);

private:
    struct Lane {
        std::vector<std::unique_ptr<LiveConnection>> connections; // by global instance
        LiveLaneTrace trace;
        LiveKeyStore* store = nullptr; // owned by the run's Lane; valid during the run
    };

    const Scenario& m_scenario;
    const LiveOptions& m_options;
    const LuaScripts& m_scripts;
    const RealTimeScheduler& m_scheduler;
    LiveInbox& m_inbox;
    std::vector<Lane> m_lanes;
};

} // namespace ratelab
