#include "ui/inspector/RequestQuery.h"

#include <algorithm>

namespace ratelab {

RequestSelection requestsNear(const RunResult& result, int lane, SimTime time, std::size_t limit)
{
    RequestSelection selection;
    const SimTime bucket = fromMillis(std::max<std::int64_t>(result.bucketMs, 1));
    selection.from = floorDiv(time, bucket) * bucket;
    selection.to = selection.from + bucket;
    const auto& requests = result.requests;
    auto it = std::lower_bound(requests.begin(), requests.end(), selection.from,
                               [](const RequestRecord& r, SimTime t) { return r.time < t; });
    for (; it != requests.end() && it->time < selection.to; ++it) {
        if (it->lane != lane)
            continue;
        if (selection.indices.size() == limit) {
            selection.truncated = true;
            break;
        }
        selection.indices.push_back(static_cast<std::size_t>(it - requests.begin()));
    }
    return selection;
}

} // namespace ratelab
