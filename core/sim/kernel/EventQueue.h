#pragma once
// The future event set: a binary min-heap of Event values ordered by (time, push sequence), so
// two events at the same instant leave in the order they were scheduled, on every platform.
// Owned by the Engine; single-threaded.
#include "core/sim/kernel/Event.h"

#include <cstddef>
#include <vector>

namespace ratelab {

class EventQueue {
public:
    // Stamps the event with the next sequence number and inserts it.
    void push(Event event);
    // Removes and returns the earliest event. The queue must not be empty.
    Event pop();

    [[nodiscard]] const Event& top() const { return m_heap.front(); }
    [[nodiscard]] bool empty() const { return m_heap.empty(); }
    [[nodiscard]] std::size_t size() const { return m_heap.size(); }
    [[nodiscard]] std::uint64_t pushed() const { return m_nextSeq; }
    void reserve(std::size_t n) { m_heap.reserve(n); }

private:
    std::vector<Event> m_heap;
    std::uint64_t m_nextSeq = 0;
};

} // namespace ratelab
