#include "core/sim/engine/LaneRunMerge.h"

#include <algorithm>
#include <utility>

namespace ratelab {

namespace {

class VectorCursor : public RequestCursor {
public:
    explicit VectorCursor(const std::vector<RequestRecord>& log)
        : m_log(log)
    {
    }
    const RequestRecord* current() override
    {
        return m_next < m_log.size() ? &m_log[m_next] : nullptr;
    }
    void advance() override { ++m_next; }

private:
    const std::vector<RequestRecord>& m_log;
    std::size_t m_next = 0;
};

class VectorSink : public RequestLogSink {
public:
    explicit VectorSink(std::vector<RequestRecord>& out)
        : m_out(out)
    {
    }
    void append(const RequestRecord& record) override { m_out.push_back(record); }

private:
    std::vector<RequestRecord>& m_out;
};

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

std::vector<RequestRecord> mergeRequestLogs(const std::vector<std::vector<RequestRecord>>& logs,
                                            std::int64_t limit, bool& truncated)
{
    std::size_t total = 0;
    for (const auto& log : logs)
        total += log.size();
    std::vector<RequestRecord> out;
    out.reserve(std::min(total, static_cast<std::size_t>(std::max<std::int64_t>(0, limit))));
    std::vector<VectorCursor> cursors(logs.begin(), logs.end());
    std::vector<RequestCursor*> inputs;
    for (VectorCursor& c : cursors)
        inputs.push_back(&c);
    VectorSink sink(out);
    mergeRequestLogs(inputs, limit, truncated, sink);
    return out;
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
