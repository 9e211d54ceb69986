// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// slot = decide() would have the algorithm return into a temporary that is then copied; that copy
// reads back, 16 bytes at a time, what the callee has just stored 8 bytes at a time, and the
// failed store forwarding stalls the hot path (it was the largest cost of the policy loop and of
// the in-process store). Initialising the slot from the call's prvalue lets the callee write the
// slot itself (guaranteed elision).
#include "core/sim/algorithms/Decision.h"

#include <new>
#include <type_traits>
#include <utility>

namespace ratelab {

template <typename Decide>
void decideInto(Decision& slot, Decide&& decide)
{
    static_assert(std::is_trivially_destructible_v<Decision>);
    ::new (static_cast<void*>(&slot)) Decision(std::forward<Decide>(decide)());
}

// Room for a decision that decideInto() will write whole: left uninitialised, since the default
// values would only be overwritten (six stores a decision on the lane's hot path).
struct DecisionSlot {
    DecisionSlot() {} // NOLINT(modernize-use-equals-default): `= default` would initialise
    union {
        Decision decision;
    };
};

} // namespace ratelab
