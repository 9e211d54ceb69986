// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs a scenario to completion in virtual time and returns what happened. Deterministic:
// the same scenario and seed give the same RunResult, bit for bit. One object per run;
// not shared between threads.
#include "core/sim/kernel/SimObserver.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <vector>

// How a run is put together (engine/*): an Engine (event queue + handler table + bucket ticks)
// drives a TrafficSource (every client's first attempts, shared by all lanes) and one Lane per
// LaneSpec (algorithm, key per client, a KeyStore, a LimiterClock, lane-local retries and
// LaneMetrics). New parts of the simulated world plug in as EventHandlers with their own
// EventKinds, stores as KeyStore implementations (answering Pending and replying with a
// StoreReply event), and instance clocks behind LimiterClock. Live mode is this same run with
// another Scheduler and other stores (RunEnvironment).

namespace ratelab {

class ArrivalFeeds;
class ArrivalTapeReader;
class ArrivalTapeWriter;
class OtherPartsLog;
class LaneStoreFactory;
class RequestLogSink;
class Scheduler;

// What a run is played against besides its scenario. The default is the simulation: as fast as
// possible, the simulated stores. Both are owned by the caller and must outlive the run.
struct RunEnvironment {
    Scheduler* scheduler = nullptr;
    LaneStoreFactory* stores = nullptr;
    // Only these lanes (indices into scenario.lanes, ascending); empty runs them all. The others'
    // summaries and series stay empty: mergeLaneRuns() puts such partial runs together.
    std::vector<std::int32_t> lanes;
    // The trace-file groups' arrivals (core/io's TraceFileFeeds); needed only when the scenario
    // has such a group.
    const ArrivalFeeds* feeds = nullptr;
    // Where the request log goes instead of RunResult::requests (the lanes' own logs, cut at
    // request_log_limit each but not merged: the caller merges them, mergeRequestLogs).
    RequestLogSink* requestLog = nullptr;
    // Only the summaries' figures are wanted (a sweep): no request log, time series or per-client
    // counts are kept, so none is computed. The figures are those of a full run, bit for bit.
    bool figuresOnly = false;
    // Lane i draws the random streams of lane laneStreams[i] (empty: of lane i), so a lane run
    // beside other lanes than its own scenario's draws what it would draw there: a sweep runs
    // points that share their traffic as the lanes of one run.
    std::vector<std::int32_t> laneStreams;
    // A run split over threads draws the shared traffic once: the part given `tapeOut` records
    // every arrival on it, a part given `tapeIn` plays that record instead of drawing, when
    // none of its lanes schedules an event of its own (Lane::schedulesNothing); otherwise it
    // leaves the tape and draws. Both are the caller's (core/io's ArrivalTapeChannel).
    ArrivalTapeWriter* tapeOut = nullptr;
    ArrivalTapeReader* tapeIn = nullptr;
    // This part's view of the other parts' request logs (core/io's PartLogCounts), so that it
    // stops logging what the merged log would cut anyway; null for a run in one part.
    OtherPartsLog* otherParts = nullptr;
};

// Throws std::invalid_argument with a field path if the scenario cannot run.
RunResult runScenario(const Scenario& scenario, SimObserver* observer = nullptr);
RunResult runScenario(const Scenario& scenario, const RunEnvironment& environment,
                      SimObserver* observer = nullptr);

} // namespace ratelab
