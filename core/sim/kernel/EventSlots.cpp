#include "core/sim/kernel/EventSlots.h"

#include <stdexcept>

namespace ratelab {

EventSlots::EventSlots()
    : m_key(2, kVacant)
    , m_winner(2, 0)
{
}

std::uint32_t EventSlots::add(std::uint32_t count)
{
    const std::uint32_t first = size();
    const std::uint64_t total = std::uint64_t{first} + count;
    if (total >= (std::uint64_t{1} << 31))
        throw std::length_error("too many event slots");
    m_events.resize(total);
    if (total <= m_leaves)
        return first;
    std::uint32_t leaves = m_leaves;
    while (leaves < total)
        leaves *= 2;
    std::vector<Key> key(2 * std::size_t{leaves}, kVacant);
    std::vector<std::uint32_t> winner(2 * std::size_t{leaves}, 0);
    for (std::uint32_t s = 0; s < leaves; ++s) {
        if (s < first)
            key[leaves + s] = m_key[m_leaves + s];
        winner[leaves + s] = s;
    }
    for (std::uint32_t n = leaves - 1; n >= 1; --n) {
        const std::uint32_t child = key[2 * n + 1] < key[2 * n] ? 2 * n + 1 : 2 * n;
        key[n] = key[child];
        winner[n] = winner[child];
    }
    m_leaves = leaves;
    m_key = std::move(key);
    m_winner = std::move(winner);
    return first;
}

void EventSlots::replay(std::uint32_t slot, Key key)
{
    // Equal keys cannot meet (every seq is unique, vacant leaves carry no event), so the order
    // of the two operands never decides anything. Which side wins is a coin toss to the branch
    // predictor: the winner is selected by masks, not jumps.
    std::size_t node = std::size_t{m_leaves} + slot;
    m_key[node] = key;
    std::uint32_t winner = slot;
    while (node > 1) {
        const std::size_t sibling = node ^ 1;
        const Key other = m_key[sibling];
        const std::uint32_t otherWinner = m_winner[sibling];
        const bool otherWins = other < key;
        key = otherWins ? other : key;
        winner = otherWins ? otherWinner : winner;
        node >>= 1;
        m_key[node] = key;
        m_winner[node] = winner;
    }
}

} // namespace ratelab
