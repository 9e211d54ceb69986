// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/store/MemoryStore.h"

namespace ratelab {

MemoryStore::MemoryStore(std::size_t keyCount)
    : m_states(keyCount)
    , m_known(keyCount, 0)
{
}

StoreAnswer MemoryStore::decide(const Algorithm& algorithm, std::int32_t key,
                                const DecideInput& input, std::int64_t ticket)
{
    return decideFor(algorithm, key, input, ticket, -1);
}

const KeyState* MemoryStore::find(std::int32_t key) const
{
    const auto k = static_cast<std::size_t>(key);
    return m_known[k] ? &m_states[k] : nullptr;
}

std::int64_t MemoryStore::stateBytes(const Algorithm& algorithm) const
{
    std::int64_t bytes = 0;
    for (std::size_t k = 0; k < m_states.size(); ++k)
        if (m_known[k])
            bytes += static_cast<std::int64_t>(algorithm.stateBytes(m_states[k]));
    return bytes;
}

} // namespace ratelab
