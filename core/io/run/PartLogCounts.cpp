// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/run/PartLogCounts.h"

#include <algorithm>

namespace ratelab {

class PartLogCounts::View final : public OtherPartsLog {
public:
    View(PartLogCounts& counts, std::size_t self)
        : m_counts(counts)
        , m_self(self)
        , m_cursor(counts.m_published.size(), 0)
    {
    }

    void publish(SimTime instant, std::int64_t before) override
    {
        Published& mine = m_counts.m_published[m_self];
        // Every m_step records, and only while there is room: a lower bound may lag.
        if (before < m_lastBefore + m_counts.m_step)
            return;
        const std::size_t n = mine.count.load(std::memory_order_relaxed);
        if (n == mine.checkpoints.size())
            return;
        mine.checkpoints[n] = {instant, before};
        mine.count.store(n + 1, std::memory_order_release);
        m_lastBefore = before;
    }

    std::int64_t loggedBefore(SimTime instant) override
    {
        std::int64_t sum = 0;
        for (std::size_t p = 0; p < m_counts.m_published.size(); ++p) {
            if (p == m_self)
                continue;
            const Published& other = m_counts.m_published[p];
            const std::size_t n = other.count.load(std::memory_order_acquire);
            // Instants asked only grow, and so do a part's checkpoints: the cursor only moves on.
            std::size_t& at = m_cursor[p];
            while (at < n && other.checkpoints[at].instant <= instant)
                ++at;
            if (at > 0)
                sum += other.checkpoints[at - 1].before;
        }
        return sum;
    }

private:
    PartLogCounts& m_counts;
    std::size_t m_self;
    std::vector<std::size_t> m_cursor; // per other part: its checkpoints at or before the last ask
    std::int64_t m_lastBefore = 0;
};

PartLogCounts::PartLogCounts(int parts, std::int64_t limit)
    : m_step(std::max<std::int64_t>(1024, limit / 256))
    , m_published(static_cast<std::size_t>(std::max(parts, 0)))
{
    // A part's count passes the limit at the latest m_step records after it; beyond, no other
    // part needs to hear more.
    const auto room = static_cast<std::size_t>(std::max<std::int64_t>(0, limit) / m_step + 2);
    for (Published& p : m_published)
        p.checkpoints.resize(room);
    for (std::size_t p = 0; p < m_published.size(); ++p)
        m_views.push_back(std::make_unique<View>(*this, p));
}

PartLogCounts::~PartLogCounts() = default;

OtherPartsLog& PartLogCounts::part(int index)
{
    return *m_views.at(static_cast<std::size_t>(index));
}

} // namespace ratelab
