// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The quota headers of one dialect, exactly as docs/algorithms.md "Header dialects" lists them.
// Retry-After is not among them: every dialect sends it the same way (delay-seconds).
#include "core/sim/http/HeaderDialect.h"
#include "core/sim/http/HttpResponse.h"
#include "core/sim/http/RuleQuota.h"

#include <cstdint>
#include <span>
#include <vector>

namespace ratelab {

// quotas.front() speaks for the single-quota dialects; quotas must not be empty.
std::vector<HttpHeader> rateLimitHeaders(HeaderDialect dialect, std::span<const RuleQuota> quotas,
                                         std::int64_t nowMs, std::int64_t epochSeconds);

} // namespace ratelab
