// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/LaneRunMerge.h"

#include <algorithm>
#include <utility>

namespace ratelab {

namespace {

bool comesBefore(const RequestRecord& a, const RequestRecord& b)
{
    return a.time < b.time || (a.time == b.time && a.lane < b.lane);
}

} // namespace

void orderRequestLog(std::vector<RequestRecord>& log, std::int64_t limit, bool& truncated)
{
    // Records come in time order, so only the few of one instant can be out of lane order: an
    // insertion sort of each instant's run (stable, so a lane keeps its own order) costs one
    // comparison a record when nothing moves.
    const auto end = log.end();
    bool timeOrdered = true;
    for (auto run = log.begin(); run != end && timeOrdered;) {
        auto next = run + 1;
        while (next != end && next->time == run->time)
            ++next;
        for (auto i = run + 1; i < next; ++i) {
            if (i->lane >= (i - 1)->lane)
                continue;
            const RequestRecord moving = *i;
            auto j = i;
            for (; j != run && moving.lane < (j - 1)->lane; --j)
                *j = *(j - 1);
            *j = moving;
        }
        timeOrdered = next == end || next->time > run->time;
        run = next;
    }
    if (!timeOrdered) // not written in time order after all: the general way
        std::stable_sort(log.begin(), log.end(), comesBefore);
    const auto kept = static_cast<std::size_t>(std::max<std::int64_t>(0, limit));
    if (log.size() > kept) {
        log.resize(kept);
        truncated = true;
    }
}

void mergeRequestLogInto(std::vector<RequestRecord>& log, const std::vector<RequestRecord>& more,
                         std::int64_t limit, bool& truncated)
{
    const std::size_t total = log.size() + more.size();
    const std::size_t kept =
        std::min(total, static_cast<std::size_t>(std::max<std::int64_t>(0, limit)));
    truncated = truncated || kept < total;
    // How many of each the first `kept` records take: the two never hold the same (time, lane).
    std::size_t fromLog = 0;
    std::size_t fromMore = 0;
    while (fromLog + fromMore < kept) {
        if (fromMore == more.size()
            || (fromLog < log.size() && comesBefore(log[fromLog], more[fromMore])))
            ++fromLog;
        else
            ++fromMore;
    }
    // From the back, the later of the two each time: a record of `log` moves only to a place
    // it has already left, or one past its end.
    log.resize(kept);
    for (std::size_t at = kept; fromMore > 0;) {
        if (fromLog > 0 && comesBefore(more[fromMore - 1], log[fromLog - 1]))
            log[--at] = log[--fromLog];
        else
            log[--at] = more[--fromMore];
    }
}

void mergeRequestLogs(std::span<RequestCursor* const> logs, std::int64_t limit, bool& truncated,
                      RequestLogSink& out)
{
    // A k-way merge: k is the number of lanes or parts, small, so a linear scan per record.
    for (std::int64_t kept = 0;; ++kept) {
        RequestCursor* best = nullptr;
        const RequestRecord* b = nullptr;
        for (RequestCursor* log : logs) {
            const RequestRecord* r = log->current();
            if (r && (!b || comesBefore(*r, *b))) {
                best = log;
                b = r;
            }
        }
        if (!best)
            return;
        if (kept >= limit) {
            truncated = true;
            return;
        }
        out.append(*b);
        best->advance();
    }
}

RunResult mergeLaneRuns(std::vector<RunResult> parts,
                        const std::vector<std::vector<std::int32_t>>& laneSets, std::int64_t limit)
{
    if (parts.empty())
        return {};
    RunResult merged = std::move(parts.front());
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
        mergeRequestLogInto(merged.requests, part.requests, limit, truncated);
        part.requests = {};
    }
    merged.requestLogTruncated = truncated;
    return merged;
}

} // namespace ratelab
