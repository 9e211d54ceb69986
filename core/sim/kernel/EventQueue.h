// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The future event set, ordered by (time, push sequence), so two events at the same instant leave
// in the order they were scheduled, on every platform. Most events go to a binary min-heap; a
// source that keeps exactly one event of its own in flight (a client's next arrival) can own a
// slot instead (EventSlots), and pop() takes whichever of the two is earlier. Both draw their
// sequence numbers from one counter, so where an event waits never changes the order.
// Owned by the Engine; single-threaded.
#include "core/sim/kernel/Event.h"
#include "core/sim/kernel/EventSlots.h"

#include <cstddef>
#include <vector>

namespace ratelab {

class EventQueue {
public:
    // Stamps the event with the next sequence number and inserts it.
    void push(const Event& event);
    // Adds `count` slots, each holding at most one event, and returns the index of the first.
    std::uint32_t addSlots(std::uint32_t count) { return m_slots.add(count); }
    // As push(), into a slot that holds no event (std::logic_error otherwise).
    void pushSlot(std::uint32_t slot, const Event& event)
    {
        if (slot == m_taken)
            m_taken = kNone;
        else
            checkFree(slot);
        m_slots.set(slot, stamped(event));
        ++m_slotEvents;
    }
    // Removes and returns the earliest event. The queue must not be empty.
    Event pop()
    {
        settle();
        if (heapFirst())
            return popHeap();
        m_taken = m_slots.topSlot();
        --m_slotEvents;
        return m_slots.top();
    }

    [[nodiscard]] const Event& top() const
    {
        settle();
        return heapFirst() ? m_heap.front() : m_slots.top();
    }
    [[nodiscard]] bool empty() const
    {
        settle();
        return m_heap.empty() && m_slots.empty();
    }
    [[nodiscard]] std::size_t size() const { return m_heap.size() + m_slotEvents; }
    [[nodiscard]] std::uint64_t pushed() const { return m_nextSeq; }
    void reserve(std::size_t n) { m_heap.reserve(n); }

private:
    static constexpr std::uint32_t kNone = ~std::uint32_t{0};

    Event stamped(const Event& event)
    {
        Event e = event;
        e.seq = m_nextSeq++;
        return e;
    }
    // The slot whose event pop() took last leaves the tree lazily: most often its source refills
    // it at once, and one replay of its path then does for both.
    void settle() const
    {
        if (m_taken != kNone) {
            m_slots.vacate(m_taken);
            m_taken = kNone;
        }
    }
    [[nodiscard]] bool heapFirst() const
    {
        return !m_heap.empty() && (m_slots.empty() || eventBefore(m_heap.front(), m_slots.top()));
    }
    void checkFree(std::uint32_t slot) const;
    Event popHeap();

    std::vector<Event> m_heap;
    mutable EventSlots m_slots;
    mutable std::uint32_t m_taken = kNone;
    std::size_t m_slotEvents = 0; // events waiting in slots
    std::uint64_t m_nextSeq = 0;
};

} // namespace ratelab
