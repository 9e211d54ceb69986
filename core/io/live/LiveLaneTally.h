#pragma once
// The metrics of one lane of a live run, counted after the run from its instances' decisions
// merged in time order (ties: instance order, then each instance's own order) exactly as the
// engine's lane counts them: LaneMetrics fed one decision at a time, each bucket closed with the
// tracked key's level from a shadow copy of the lane's algorithm. Plain function; one thread.
#include "core/io/live/LiveLaneWorker.h"

#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

struct LiveTallySetup {
    const LaneSpec* spec = nullptr;
    std::int32_t lane = 0;
    const std::vector<std::string>* keyNames = nullptr;
    std::int32_t trackedKey = -1; // the key whose level the charts show (the first client's)
    SimTime end = 0;
    SimTime bucket = 0;
    std::size_t bucketCount = 0;
    bool complete = true; // false for a cancelled run: buckets close up to its last decision
};

// Fills summary and series (not keys and stateBytes: the caller knows them).
void tallyLiveLane(const LiveTallySetup& setup,
                   const std::vector<const std::vector<LiveDecision>*>& instances,
                   LaneSummary& summary, LaneSeries& series);

} // namespace ratelab
