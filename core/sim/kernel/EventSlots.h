// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
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
        replay(slot, timeKey(event.time));
    }
    void vacate(std::uint32_t slot)
    {
        m_events[slot].seq = kVacantSeq;
        replay(slot, kVacantTime);
    }

    [[nodiscard]] bool vacant(std::uint32_t slot) const { return m_events[slot].seq == kVacantSeq; }
    [[nodiscard]] bool empty() const { return vacant(m_winner[1]); }
    // The earliest pending event and its slot; only when not empty().
    [[nodiscard]] const Event& top() const { return m_events[m_winner[1]]; }
    [[nodiscard]] std::uint32_t topSlot() const { return m_winner[1]; }
    [[nodiscard]] std::uint32_t size() const { return m_count; }

private:
    // The tree compares times alone, as unsigned numbers (the sign bit flipped), and looks at the
    // two events' seq only when their times are equal, which is rare: half the bytes and a third
    // fewer instructions a level than a 128-bit (time, seq) key. A vacant slot holds the latest
    // time and a seq no event has, so it loses to every event, a tie included.
    static constexpr std::uint64_t kVacantTime = ~std::uint64_t{0};
    static constexpr std::uint64_t kVacantSeq = ~std::uint64_t{0};
    static std::uint64_t timeKey(SimTime time)
    {
        return static_cast<std::uint64_t>(time) ^ (std::uint64_t{1} << 63);
    }

    void replay(std::uint32_t slot, std::uint64_t time);

    std::uint32_t m_count = 0;  // slots added
    std::uint32_t m_leaves = 1; // a power of two, at least size()
    // Node n's winner (1 is the root, n's children are 2n and 2n + 1, the leaves start at
    // m_leaves): its time key, and the slot it came from.
    std::vector<std::uint64_t> m_time;
    std::vector<std::uint32_t> m_winner;
    std::vector<Event> m_events; // per leaf; seq kVacantSeq when vacant (and past the slots)
};

} // namespace ratelab
