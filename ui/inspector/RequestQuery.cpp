// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/inspector/RequestQuery.h"

#include "core/sim/model/RequestLogAccess.h"

#include <algorithm>

namespace ratelab {

RequestSelection requestsNear(const RunResult& result, int lane, SimTime time, std::size_t limit)
{
    RequestSelection selection;
    const SimTime bucket = fromMillis(std::max<std::int64_t>(result.bucketMs, 1));
    selection.from = floorDiv(time, bucket) * bucket;
    selection.to = selection.from + bucket;
    // The first record at or after `from`, by bisection (a streamed log is read from disk).
    std::int64_t first = 0;
    for (std::int64_t count = requestLogSize(result); count > 0;) {
        const std::int64_t half = count / 2;
        if (requestAt(result, first + half).time < selection.from) {
            first += half + 1;
            count -= half + 1;
        } else {
            count = half;
        }
    }
    forEachRequest(
        result,
        [&](const RequestRecord& r, std::int64_t index) {
            if (r.time >= selection.to)
                return false;
            if (r.lane != lane)
                return true;
            if (selection.indices.size() == limit) {
                selection.truncated = true;
                return false;
            }
            selection.indices.push_back(static_cast<std::size_t>(index));
            return true;
        },
        first);
    return selection;
}

} // namespace ratelab
