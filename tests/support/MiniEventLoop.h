// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A tiny discrete-event loop for driving the distributed building blocks in tests the way the
// engine will: events run in time order, ties in the order scheduled.
#include "core/sim/SimTime.h"

#include <cstdint>
#include <functional>
#include <queue>
#include <vector>

namespace ratelab::test {

class MiniEventLoop {
public:
    void at(SimTime t, std::function<void()> action)
    {
        m_queue.push({t, m_seq++, std::move(action)});
    }

    void run()
    {
        while (!m_queue.empty()) {
            Event e = m_queue.top();
            m_queue.pop();
            m_now = e.time;
            e.action();
        }
    }

    [[nodiscard]] SimTime now() const { return m_now; }

private:
    struct Event {
        SimTime time;
        std::uint64_t seq;
        std::function<void()> action;
        bool operator>(const Event& o) const
        {
            return time != o.time ? time > o.time : seq > o.seq;
        }
    };
    std::priority_queue<Event, std::vector<Event>, std::greater<>> m_queue;
    std::uint64_t m_seq = 0;
    SimTime m_now = 0;
};

} // namespace ratelab::test
