// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/CacheWorkload.h"

namespace ratelab {

CacheWorkload::CacheWorkload(CacheWorkloadSpec spec, Random rng)
    : m_spec(std::move(spec))
    , m_rng(rng)
{
}

SimTime CacheWorkload::nextTime() const
{
    if (m_spec.writesPerSecond <= 0)
        return kNoDeadline;
    // Write i at start + floor(i * 1e6 / rate): exact, no drift from a rounded interval.
    const SimTime t = m_spec.startUs + m_index * kMicrosPerSecond / m_spec.writesPerSecond;
    return t < m_spec.endUs ? t : kNoDeadline;
}

RedisCommand CacheWorkload::next()
{
    RedisCommand c;
    c.op = RedisOp::CacheSet;
    c.arrival = nextTime();
    const std::int64_t id = m_spec.distinctKeys > 0 ? static_cast<std::int64_t>(
                                m_rng.uniformBelow(static_cast<std::uint64_t>(m_spec.distinctKeys)))
                                                    : m_index;
    c.key = m_spec.keyPrefix + std::to_string(id);
    c.valueBytes = m_spec.valueBytes;
    c.ttlUs = m_spec.ttlUs;
    c.shape = RedisShape::CacheString;
    ++m_index;
    return c;
}

} // namespace ratelab
