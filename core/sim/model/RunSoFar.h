// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lane's totals up to a moment of the run, summed from its time series: what a lesson shows
// before the playback cursor reaches the end, so the final figures do not spoil a prediction.
// Only whole buckets that ended by the cursor count. Plain values; any thread.
#include "core/sim/model/RunResult.h"

namespace ratelab {

struct LaneSoFar {
    std::int64_t admitted = 0; // the same counts as LaneSummary's, bucket by bucket
    std::int64_t rejected = 0;
    std::int64_t wouldReject = 0;
    std::int64_t retries = 0;
    std::int64_t busiestBucket = 0; // the most requests one bucket decided so far
    bool complete = false;          // the cursor is at or past the end: the summary's figures apply
};

LaneSoFar laneSoFar(const RunResult& result, std::size_t lane, SimTime cursor);

} // namespace ratelab
