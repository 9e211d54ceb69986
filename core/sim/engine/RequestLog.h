#pragma once
// One lane's bounded request log: its first decisions, in the order it made them (time order).
// The run merges the lanes' logs by (time, lane) and cuts the result at `limit`. Lanes of one
// engine may share a LogBudget so that together they keep about `limit` records instead of
// `limit` each: a record is still kept whenever fewer than `limit` records of any lane came
// strictly before its instant, which is all the merged cut can need. Writes into vectors the run
// owns, or into a RequestLogSink when the run streams its log; single-threaded.
#include "core/sim/engine/RequestLogSink.h"
#include "core/sim/model/RunResult.h"

#include <cstdint>
#include <vector>

namespace ratelab {

// Records logged so far by the lanes sharing it, and how many of them before the latest instant.
struct LogBudget {
    std::int64_t logged = 0;
    std::int64_t loggedBeforeLast = 0;
    SimTime last = -1;
};

class RequestLog {
public:
    // With a sink, records go there and `out` stays empty.
    RequestLog(std::vector<RequestRecord>& out, bool& truncated, std::int64_t limit,
               LogBudget* shared = nullptr, RequestLogSink* sink = nullptr)
        : m_out(out)
        , m_truncated(truncated)
        , m_limit(limit)
        , m_shared(shared)
        , m_sink(sink)
    {
    }

    // Whether a decision at `time` (not before any logged one) can be among the first `limit`.
    [[nodiscard]] bool wants(SimTime time) const
    {
        const LogBudget& b = budget();
        const std::int64_t before = time > b.last ? b.logged : b.loggedBeforeLast;
        if (before < m_limit && m_count < m_limit)
            return true;
        m_truncated = true;
        return false;
    }
    void add(const RequestRecord& r)
    {
        LogBudget& b = budget();
        if (r.time > b.last) {
            b.loggedBeforeLast = b.logged;
            b.last = r.time;
        }
        ++b.logged;
        ++m_count;
        if (m_sink)
            m_sink->append(r);
        else
            m_out.push_back(r);
    }

private:
    LogBudget& budget() const { return m_shared ? *m_shared : m_own; }

    std::vector<RequestRecord>& m_out;
    bool& m_truncated;
    std::int64_t m_limit;
    mutable LogBudget m_own; // when no budget is shared
    LogBudget* m_shared;
    RequestLogSink* m_sink;
    std::int64_t m_count = 0; // this lane's records
};

} // namespace ratelab
