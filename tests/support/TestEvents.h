// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An event at `t` for `target`, the rest default: what the kernel's tests push and pop.
#include "core/sim/kernel/Event.h"

namespace ratelab::test {

inline Event eventAt(SimTime t, std::int32_t target)
{
    Event e;
    e.time = t;
    e.target = target;
    return e;
}

} // namespace ratelab::test
