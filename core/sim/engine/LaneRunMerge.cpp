#include "core/sim/engine/LaneRunMerge.h"

#include <algorithm>
#include <utility>

namespace ratelab {

std::vector<RequestRecord> mergeRequestLogs(const std::vector<std::vector<RequestRecord>>& logs,
                                            std::int64_t limit, bool& truncated)
{
    std::size_t total = 0;
    for (const auto& log : logs)
        total += log.size();
    const auto keep = static_cast<std::size_t>(std::max<std::int64_t>(0, limit));
    if (total > keep)
        truncated = true;
    std::vector<RequestRecord> out;
    out.reserve(std::min(total, keep));
    // A k-way merge: k is the number of lanes or parts, small, so a linear scan per record.
    std::vector<std::size_t> next(logs.size(), 0);
    while (out.size() < keep) {
        std::size_t best = logs.size();
        for (std::size_t i = 0; i < logs.size(); ++i) {
            if (next[i] >= logs[i].size())
                continue;
            const RequestRecord& r = logs[i][next[i]];
            if (best == logs.size())
                best = i;
            else {
                const RequestRecord& b = logs[best][next[best]];
                if (r.time < b.time || (r.time == b.time && r.lane < b.lane))
                    best = i;
            }
        }
        if (best == logs.size())
            break;
        out.push_back(logs[best][next[best]++]);
    }
    return out;
}

RunResult mergeLaneRuns(std::vector<RunResult> parts,
                        const std::vector<std::vector<std::int32_t>>& laneSets, std::int64_t limit)
{
    if (parts.empty())
        return {};
    RunResult merged = std::move(parts.front());
    std::vector<std::vector<RequestRecord>> logs;
    logs.push_back(std::move(merged.requests));
    bool truncated = merged.requestLogTruncated;
    for (std::size_t p = 1; p < parts.size(); ++p) {
        RunResult& part = parts[p];
        for (const std::int32_t lane : laneSets[p]) {
            const auto l = static_cast<std::size_t>(lane);
            merged.summaries[l] = std::move(part.summaries[l]);
            merged.series[l] = std::move(part.series[l]);
            if (l < merged.topology.size() && l < part.topology.size())
                merged.topology[l] = std::move(part.topology[l]);
        }
        // Every part ran the same arrivals: count them once.
        merged.events += part.events - part.sharedEvents;
        truncated = truncated || part.requestLogTruncated;
        logs.push_back(std::move(part.requests));
    }
    merged.requestLogTruncated = truncated;
    merged.requests = mergeRequestLogs(logs, limit, merged.requestLogTruncated);
    return merged;
}

} // namespace ratelab
