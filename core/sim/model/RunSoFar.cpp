// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/RunSoFar.h"

#include <algorithm>

namespace ratelab {

LaneSoFar laneSoFar(const RunResult& result, std::size_t lane, SimTime cursor)
{
    LaneSoFar out;
    if (lane >= result.series.size() || result.bucketMs <= 0)
        return out;
    out.complete = cursor >= fromMillis(result.durationMs);
    const std::vector<SeriesBucket>& buckets = result.series[lane].buckets;
    const SimTime width = fromMillis(result.bucketMs);
    for (std::size_t i = 0; i < buckets.size(); ++i) {
        if (!out.complete && static_cast<SimTime>(i + 1) * width > cursor)
            break;
        out.admitted += buckets[i].admitted;
        out.rejected += buckets[i].rejected;
        out.wouldReject += buckets[i].wouldReject;
        out.retries += buckets[i].retries;
        out.busiestBucket = std::max(out.busiestBucket, buckets[i].admitted + buckets[i].rejected
                                                            + buckets[i].wouldReject);
    }
    return out;
}

} // namespace ratelab
