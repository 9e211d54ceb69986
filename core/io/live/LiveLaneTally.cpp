#include "core/io/live/LiveLaneTally.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/LaneMetrics.h"

#include <algorithm>
#include <stdexcept>

namespace ratelab {

void tallyLiveLane(const LiveTallySetup& setup,
                   const std::vector<const std::vector<LiveDecision>*>& instances,
                   LaneSummary& summary, LaneSeries& series)
{
    const LaneSpec& spec = *setup.spec;
    const auto shadow = makeAlgorithm(spec.algorithm, spec.params);
    if (!shadow)
        throw std::invalid_argument("lanes[" + std::to_string(setup.lane) +
                                    "].algorithm: not available");
    std::vector<const LiveDecision*> merged;
    for (const std::vector<LiveDecision>* decisions : instances)
        for (const LiveDecision& d : *decisions)
            merged.push_back(&d);
    std::stable_sort(merged.begin(), merged.end(), [](const LiveDecision* a, const LiveDecision* b) {
        return a->facts.time < b->facts.time;
    });

    LaneMetrics metrics(setup.keyNames->size(), fromMillis(spec.params.windowMs),
                        setup.bucketCount);
    KeyState tracked;
    std::int64_t nextBucket = 0;
    // As the engine's ticks: bucket i closes once time reaches its end (the last may be short).
    const auto closeUpTo = [&](SimTime time) {
        while (static_cast<std::size_t>(nextBucket) < setup.bucketCount &&
               (nextBucket + 1) * setup.bucket <= time) {
            const SimTime bucketEnd = std::min((nextBucket + 1) * setup.bucket, setup.end);
            const double level =
                tracked.present ? shadow->level(tracked, toMillisFloor(bucketEnd - 1)) : 0.0;
            metrics.closeBucket(nextBucket, level);
            ++nextBucket;
        }
    };
    for (const LiveDecision* d : merged) {
        closeUpTo(d->facts.time);
        const bool isTracked = d->facts.key == setup.trackedKey;
        if (isTracked)
            (void)shadow->decide(tracked, d->input);
        metrics.record(d->facts);
        if (isTracked)
            metrics.noteLevel(shadow->level(tracked, d->input.nowMs));
    }
    if (setup.complete)
        closeUpTo(setup.end + setup.bucket);

    summary.lane = spec.name;
    summary.algorithm = spec.algorithm;
    summary.limit = spec.params.limit;
    summary.windowMs = spec.params.windowMs;
    metrics.fill(summary, series, *setup.keyNames);
    series.levelLimit = shadow->levelLimit();
    series.levelName = std::string(algorithmInfo(spec.algorithm).levelName);
    if (setup.trackedKey >= 0)
        series.trackedKey = (*setup.keyNames)[static_cast<std::size_t>(setup.trackedKey)];
}

} // namespace ratelab
