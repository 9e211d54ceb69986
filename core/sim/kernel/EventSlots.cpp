// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/kernel/EventSlots.h"

#include <stdexcept>

namespace ratelab {

namespace {

Event vacantEvent()
{
    Event e;
    e.seq = ~std::uint64_t{0};
    return e;
}

} // namespace

EventSlots::EventSlots()
    : m_time(2, kVacantTime)
    , m_winner(2, 0)
    , m_events(1, vacantEvent())
{
}

std::uint32_t EventSlots::add(std::uint32_t count)
{
    const std::uint32_t first = size();
    const std::uint64_t total = std::uint64_t{first} + count;
    if (total >= (std::uint64_t{1} << 31))
        throw std::length_error("too many event slots");
    m_count = static_cast<std::uint32_t>(total);
    if (total <= m_leaves)
        return first;
    std::uint32_t leaves = m_leaves;
    while (leaves < total)
        leaves *= 2;
    // Every leaf has an event, vacant past the slots, for the seq a tie of times compares.
    m_events.resize(leaves, vacantEvent());
    std::vector<std::uint64_t> time(2 * std::size_t{leaves}, kVacantTime);
    std::vector<std::uint32_t> winner(2 * std::size_t{leaves}, 0);
    for (std::uint32_t s = 0; s < leaves; ++s) {
        if (s < first)
            time[leaves + s] = m_time[m_leaves + s];
        winner[leaves + s] = s;
    }
    for (std::uint32_t n = leaves - 1; n >= 1; --n) {
        const std::uint32_t left = winner[2 * n];
        const std::uint32_t right = winner[2 * n + 1];
        const bool rightWins =
            time[2 * n + 1] < time[2 * n]
            || (time[2 * n + 1] == time[2 * n] && m_events[right].seq < m_events[left].seq);
        time[n] = time[rightWins ? 2 * n + 1 : 2 * n];
        winner[n] = rightWins ? right : left;
    }
    m_leaves = leaves;
    m_time = std::move(time);
    m_winner = std::move(winner);
    return first;
}

void EventSlots::replay(std::uint32_t slot, std::uint64_t time)
{
    // Which side wins is a coin toss to the branch predictor: the winner is selected by masks,
    // not jumps. Equal times are rare (and vacant leaves, whose seq decides for them alike).
    std::size_t node = std::size_t{m_leaves} + slot;
    m_time[node] = time;
    std::uint32_t winner = slot;
    while (node > 1) {
        const std::size_t sibling = node ^ 1;
        const std::uint64_t other = m_time[sibling];
        const std::uint32_t otherWinner = m_winner[sibling];
        bool otherWins = other < time;
        if (other == time) [[unlikely]]
            otherWins = m_events[otherWinner].seq < m_events[winner].seq;
        time = otherWins ? other : time;
        winner = otherWins ? otherWinner : winner;
        node >>= 1;
        m_time[node] = time;
        m_winner[node] = winner;
    }
}

} // namespace ratelab
