// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Renders a limiter Decision into the HTTP response a client receives: the X-RateLimit-* and
// IETF RateLimit headers, Retry-After and the JSON body on 429, the soft-limit warning and the
// dry-run marker, exactly as docs/algorithms.md specifies. Pure function, any thread.
#include "core/sim/algorithms/AlgorithmKind.h"
#include "core/sim/algorithms/Decision.h"
#include "core/sim/http/HeaderDialect.h"
#include "core/sim/http/HttpResponse.h"
#include "core/sim/http/RuleQuota.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

struct ResponseOptions {
    double softLimitFraction = 0.0; // > 0: warn once this fraction of the quota is used
    bool dryRun = false;            // a rejection is only recorded: 200 plus X-RateLimit-Dry-Run
    int rejectStatus = 429;         // AlgorithmInfo::rejectStatus: nginx answers 503
    std::string rule; // the policy rule that refused: the 429 body's "rule" (empty: left out)
    HeaderDialect dialect = HeaderDialect::XRateLimit;
    // The rule whose decision this is, naming the structured dialect's item (empty: rule).
    std::string speaker;
    // Every rule of the lane, for the structured dialect's one item per rule. Empty: one item from
    // decision and params, named after speaker (or rule, or "default").
    std::vector<RuleQuota> quotas;
};

// nowMs is the limiter clock that decided; epochSeconds the Unix second of limiter time 0.
HttpResponse renderResponse(const Decision& decision, const LimitParams& params, std::int64_t nowMs,
                            std::int64_t epochSeconds, const ResponseOptions& options = {});

} // namespace ratelab
