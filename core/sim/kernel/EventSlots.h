#pragma once
// Fixed places that each hold at most one pending event, for sources that keep exactly one event
// of their own in flight (a client's next arrival): a tournament tree whose root is the earliest
// (time, seq) over all slots. Refilling a slot replays its one path to the root, log2(slots)
// branch-free steps, where a heap pays a sift-down to remove and a sift-up to insert. Owned by
// the EventQueue, which stamps the sequence numbers; single-threaded.
#include "core/sim/kernel/Event.h"

#include <cstdint>
#include <vector>

namespace ratelab {

class EventSlots {
public:
    EventSlots();

    // Adds `count` vacant slots and returns the index of the first.
    std::uint32_t add(std::uint32_t count);
    // Fills a slot with an event whose seq is already stamped.
    void set(std::uint32_t slot, const Event& event)
    {
        m_events[slot] = event;
        replay(slot, keyOf(event));
    }
    void vacate(std::uint32_t slot) { replay(slot, kVacant); }

    [[nodiscard]] bool vacant(std::uint32_t slot) const { return leafKey(slot) == kVacant; }
    [[nodiscard]] bool empty() const { return m_key[1] == kVacant; }
    // The earliest pending event and its slot; only when not empty().
    [[nodiscard]] const Event& top() const { return m_events[m_winner[1]]; }
    [[nodiscard]] std::uint32_t topSlot() const { return m_winner[1]; }
    [[nodiscard]] std::uint32_t size() const { return static_cast<std::uint32_t>(m_events.size()); }

private:
    // (time, seq) as one unsigned number: the sign bit of the time flipped, so that unsigned
    // order is the queue's order; a vacant slot is later than any event.
    __extension__ typedef unsigned __int128 Key;
    static constexpr Key kVacant = ~Key{0};
    static Key keyOf(const Event& e)
    {
        const std::uint64_t time = static_cast<std::uint64_t>(e.time) ^ (std::uint64_t{1} << 63);
        return (static_cast<Key>(time) << 64) | e.seq;
    }

    [[nodiscard]] Key leafKey(std::uint32_t slot) const { return m_key[m_leaves + slot]; }
    void replay(std::uint32_t slot, Key key);

    std::uint32_t m_leaves = 1; // a power of two, at least size()
    // Node n's winner (1 is the root, n's children are 2n and 2n + 1, the leaves start at
    // m_leaves): its key, and the slot it came from.
    std::vector<Key> m_key;
    std::vector<std::uint32_t> m_winner;
    std::vector<Event> m_events; // per slot
};

} // namespace ratelab
