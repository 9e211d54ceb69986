#include "core/io/trace/LogReorderBuffer.h"

#include <algorithm>

namespace ratelab {

namespace {

// std::push_heap keeps the largest first; "larger" here is later, so the earliest is on top.
bool later(const LogRecord& a, const LogRecord& b)
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
    m_heap.push_back(std::move(record));
    std::push_heap(m_heap.begin(), m_heap.end(), later);
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
    std::pop_heap(m_heap.begin(), m_heap.end(), later);
    LogRecord record = std::move(m_heap.back());
    m_heap.pop_back();
    return record;
}

} // namespace ratelab
