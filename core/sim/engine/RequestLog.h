// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One lane's bounded request log: its first decisions, in the order it made them (time order).
// The run puts the lanes' records in (time, lane) order and cuts the result at `limit`. Lanes of
// one engine may share a LogBudget so that together they keep about `limit` records instead of
// `limit` each: a record is still kept whenever fewer than `limit` records of any lane came
// strictly before its instant, which is all the cut can need. The parts of a run split over
// threads count each other's records too (OtherPartsLog), by the same rule. Writes into a vector
// the run owns, which the lanes of one engine may share (records then interleave in decision order,
// and orderRequestLog sorts them), or into a RequestLogSink when the run streams its log;
// single-threaded.
#include "core/sim/engine/OtherPartsLog.h"
#include "core/sim/engine/RequestLogSink.h"
#include "core/sim/model/RunResult.h"

#include <cstdint>
#include <deque>
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
    // `others` (may be null): the other parts of a split run, told this one's progress.
    RequestLog(std::vector<RequestRecord>& out, bool& truncated, std::int64_t limit,
               LogBudget* shared = nullptr, RequestLogSink* sink = nullptr,
               OtherPartsLog* others = nullptr)
        : m_out(out)
        , m_truncated(truncated)
        , m_limit(limit)
        , m_shared(shared)
        , m_sink(sink)
        , m_others(others)
    {
    }

    // Whether a decision at `time` (not before any logged one) can be among the first `limit`;
    // once it says no, it says no for good.
    [[nodiscard]] bool wants(SimTime time)
    {
        if (m_closed)
            return false;
        const LogBudget& b = budget();
        std::int64_t before = time > b.last ? b.logged : b.loggedBeforeLast;
        if (m_others && before < m_limit)
            before += m_others->loggedBefore(time);
        if (before < m_limit && m_count < m_limit)
            return true;
        m_truncated = true;
        // For good: a later decision comes at this instant or after it, with at least as many
        // records before it, and no lane logs in between (each would be refused as this one;
        // this lane's own count only grows).
        m_closed = true;
        return false;
    }
    // Returns the record's index, for at() and settle(). A sink takes each record as it will
    // stay, so one that awaits the backend's answer is held until settle() (and the lane's later
    // records behind it, to keep its order).
    std::int64_t add(const RequestRecord& r, bool awaitsAnswer = false)
    {
        LogBudget& b = budget();
        if (r.time > b.last) {
            b.loggedBeforeLast = b.logged;
            b.last = r.time;
            if (m_others)
                m_others->publish(b.last, b.loggedBeforeLast);
        }
        ++b.logged;
        ++m_count;
        if (!m_sink) {
            m_out.push_back(r);
            return static_cast<std::int64_t>(m_out.size()) - 1;
        }
        const std::int64_t index = m_count - 1;
        if (!awaitsAnswer && m_held.empty())
            m_sink->append(r);
        else
            m_held.push_back({r, !awaitsAnswer});
        return index;
    }
    // A record added earlier and not yet settled, to note what happened to its request later.
    RequestRecord& at(std::int64_t index)
    {
        return m_sink ? held(index).record : m_out[static_cast<std::size_t>(index)];
    }
    // The record's request has its answer: the record is final.
    void settle(std::int64_t index)
    {
        if (!m_sink)
            return;
        held(index).settled = true;
        while (!m_held.empty() && m_held.front().settled) {
            m_sink->append(m_held.front().record);
            m_held.pop_front();
        }
    }
    // The run is over: records still waiting for an answer go as they are.
    void flush()
    {
        for (const Held& h : m_held)
            m_sink->append(h.record);
        m_held.clear();
    }

private:
    struct Held {
        RequestRecord record;
        bool settled = false;
    };

    LogBudget& budget() const { return m_shared ? *m_shared : m_own; }
    Held& held(std::int64_t index)
    {
        const std::int64_t first = m_count - static_cast<std::int64_t>(m_held.size());
        return m_held[static_cast<std::size_t>(index - first)];
    }

    std::vector<RequestRecord>& m_out;
    bool& m_truncated;
    std::int64_t m_limit;
    mutable LogBudget m_own; // when no budget is shared
    LogBudget* m_shared;
    RequestLogSink* m_sink;
    OtherPartsLog* m_others;
    std::int64_t m_count = 0; // this lane's records
    bool m_closed = false;    // wants() says no to every later decision
    std::deque<Held> m_held;  // with a sink: the oldest record awaiting an answer and those after
};

} // namespace ratelab
