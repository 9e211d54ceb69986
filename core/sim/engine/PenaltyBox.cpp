// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/PenaltyBox.h"

namespace ratelab {

std::optional<Millis> PenaltyBox::blockedUntil(std::int32_t key, Millis now) const
{
    const auto it = m_keys.find(key);
    if (it == m_keys.end() || !it->second.blocked || now >= it->second.blockedUntil)
        return std::nullopt;
    return it->second.blockedUntil;
}

bool PenaltyBox::strike(std::int32_t key, Millis now)
{
    KeyPenalty& k = m_keys[key];
    k.blocked = false; // a refusal by the limiter means any earlier block has ended
    k.strikes.push_back(now);
    // Strikes older than `within` no longer count: [now - within, now] holds those that do.
    while (!k.strikes.empty() && k.strikes.front() < now - m_spec.withinMs)
        k.strikes.pop_front();
    while (static_cast<std::int64_t>(k.strikes.size()) > m_spec.strikes)
        k.strikes.pop_front();
    if (static_cast<std::int64_t>(k.strikes.size()) < m_spec.strikes)
        return false;
    k.strikes.clear();
    k.blocked = true;
    k.blockedUntil = now + m_spec.blockMs;
    return true;
}

} // namespace ratelab
