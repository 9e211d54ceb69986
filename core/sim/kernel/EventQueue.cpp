// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/kernel/EventQueue.h"

#include <stdexcept>
#include <string>

namespace ratelab {

void EventQueue::push(const Event& event)
{
    const Event e = stamped(event);
    // Sift a hole up instead of swapping: one copy per level.
    std::size_t hole = m_heap.size();
    m_heap.emplace_back();
    while (hole > 0) {
        const std::size_t parent = (hole - 1) / 2;
        if (!eventBefore(e, m_heap[parent]))
            break;
        m_heap[hole] = m_heap[parent];
        hole = parent;
    }
    m_heap[hole] = e;
}

void EventQueue::checkFree(std::uint32_t slot) const
{
    if (slot >= m_slots.size() || !m_slots.vacant(slot))
        throw std::logic_error("event slot " + std::to_string(slot) + " is not free");
}

Event EventQueue::popHeap()
{
    Event result = m_heap.front();
    const Event last = m_heap.back();
    m_heap.pop_back();
    const std::size_t n = m_heap.size();
    if (n == 0)
        return result;
    std::size_t hole = 0;
    for (;;) {
        std::size_t child = 2 * hole + 1;
        if (child >= n)
            break;
        if (child + 1 < n && eventBefore(m_heap[child + 1], m_heap[child]))
            ++child;
        if (!eventBefore(m_heap[child], last))
            break;
        m_heap[hole] = m_heap[child];
        hole = child;
    }
    m_heap[hole] = last;
    return result;
}

} // namespace ratelab
