// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/Algorithm.h"

#include <algorithm>

namespace ratelab {

std::size_t Algorithm::stateBytes(const KeyState& state) const
{
    return sizeof(KeyState) + state.log.capacity() * sizeof(LogEntry);
}

std::int64_t Algorithm::effectiveWindowMs(const KeyState& after, const DecideInput& in,
                                          std::int64_t remaining) const
{
    KeyState copy = after;
    DecideInput next = in;
    next.effectiveWindow = false;
    if (remaining > 0)
        spendAtOnce(copy, next, remaining);
    next.cost = 1;
    return admissionWaitMs(copy, next);
}

std::int64_t Algorithm::admissionWaitMs(KeyState& scratch, const DecideInput& in) const
{
    const Decision d = decide(scratch, in);
    return d.allowed ? 0 : std::max<std::int64_t>(0, d.retryAfterMs);
}

void Algorithm::spendAtOnce(KeyState& state, const DecideInput& in, std::int64_t units) const
{
    DecideInput all = in;
    all.cost = units;
    (void)decide(state, all);
}

} // namespace ratelab
