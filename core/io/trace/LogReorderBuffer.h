// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Puts a log's slightly out-of-order lines back in time order with bounded memory: servers write
// a line when a request completes but stamp it with its start, so neighbours swap by up to a
// request's duration. Holds only the records within `windowMs` of the latest time seen (a
// min-heap by time, then line), releasing each once no later line may precede it.
#include "core/io/trace/LogRecord.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ratelab {

class LogReorderBuffer {
public:
    explicit LogReorderBuffer(std::int64_t windowMs)
        : m_windowMs(windowMs)
    {
    }

    // False (the record dropped) when it is more than the window earlier than the latest time
    // seen; then latestMs() and latestLine() say against what.
    bool push(LogRecord record);
    // The earliest record, once every line still to come must be at or after it.
    std::optional<LogRecord> popReady();
    // The earliest record regardless: at the end of the input.
    std::optional<LogRecord> popAny();

    [[nodiscard]] std::int64_t latestMs() const { return m_latestMs; }
    [[nodiscard]] std::int64_t latestLine() const { return m_latestLine; }
    [[nodiscard]] std::int64_t windowMs() const { return m_windowMs; }
    [[nodiscard]] std::size_t size() const { return m_heap.size(); }

private:
    // The heap orders these small keys; the records stay put in their slots (cheaper to sift).
    struct Key {
        std::int64_t timeMs;
        std::int64_t line;
        std::uint32_t slot;
    };

    std::int64_t m_windowMs;
    bool m_any = false;
    std::int64_t m_latestMs = 0;
    std::int64_t m_latestLine = 0;
    std::vector<Key> m_heap;
    std::vector<LogRecord> m_slots;
    std::vector<std::uint32_t> m_free;
};

} // namespace ratelab
