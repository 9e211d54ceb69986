// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One policy rule's standing as a response reports it: the structured dialect names one item per
// rule, the older dialects report the rule that speaks for the lane.
#include <cstdint>
#include <string>

namespace ratelab {

struct RuleQuota {
    std::string name;           // the structured dialect's item name
    std::int64_t limit = 0;     // Decision::limit
    std::int64_t windowMs = 0;  // LimitParams::windowMs
    std::int64_t remaining = 0; // Decision::remaining
    std::int64_t resetMs = 0;   // Decision::resetMs, limiter clock
    // Decision::effectiveWindowSeconds, the structured dialect's `t`; -1 when not known, and
    // then `t` counts to resetMs, the pre-#164 drafts' reading.
    std::int64_t effectiveWindowSeconds = -1;
};

} // namespace ratelab
