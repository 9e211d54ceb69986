// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/live/LiveInbox.h"

#include <utility>

namespace ratelab {

void LiveInbox::post(LiveReply reply)
{
    {
        const std::lock_guard lock(m_mutex);
        m_replies.push_back(std::move(reply));
    }
    m_arrived.notify_one();
}

std::vector<LiveReply> LiveInbox::takeUntil(std::chrono::steady_clock::time_point until)
{
    std::vector<LiveReply> taken;
    {
        std::unique_lock lock(m_mutex);
        m_arrived.wait_until(lock, until, [this] { return !m_replies.empty(); });
        taken.swap(m_replies);
    }
    m_inFlight -= static_cast<std::int64_t>(taken.size());
    return taken;
}

} // namespace ratelab
