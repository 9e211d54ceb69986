// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/LogReorderBuffer.h"

#include <algorithm>

namespace ratelab {

namespace {

// std::push_heap keeps the largest first; "larger" here is later, so the earliest is on top.
template <class K>
bool later(const K& a, const K& b)
{
    return a.timeMs != b.timeMs ? a.timeMs > b.timeMs : a.line > b.line;
}

} // namespace

bool LogReorderBuffer::push(LogRecord record)
{
    if (m_any && record.timeMs < m_latestMs - m_windowMs)
        return false;
    if (!m_any || record.timeMs > m_latestMs) {
        m_latestMs = record.timeMs;
        m_latestLine = record.line;
        m_any = true;
    }
    std::uint32_t slot = 0;
    if (m_free.empty()) {
        slot = static_cast<std::uint32_t>(m_slots.size());
        m_slots.push_back(std::move(record));
    } else {
        slot = m_free.back();
        m_free.pop_back();
        m_slots[slot] = std::move(record);
    }
    m_heap.push_back({m_slots[slot].timeMs, m_slots[slot].line, slot});
    std::push_heap(m_heap.begin(), m_heap.end(), later<Key>);
    return true;
}

std::optional<LogRecord> LogReorderBuffer::popReady()
{
    // A line still to come is at or after latest - window, and has a larger line number.
    if (m_heap.empty() || m_heap.front().timeMs > m_latestMs - m_windowMs)
        return std::nullopt;
    return popAny();
}

std::optional<LogRecord> LogReorderBuffer::popAny()
{
    if (m_heap.empty())
        return std::nullopt;
    std::pop_heap(m_heap.begin(), m_heap.end(), later<Key>);
    const std::uint32_t slot = m_heap.back().slot;
    m_heap.pop_back();
    m_free.push_back(slot);
    return std::optional<LogRecord>(std::move(m_slots[slot]));
}

} // namespace ratelab
