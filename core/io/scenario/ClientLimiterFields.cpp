// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/ClientLimiterFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

#include "core/sim/model/ScenarioLimits.h"

namespace ratelab::schema {

void appendClientLimiterFields(std::vector<SchemaField<ClientSpec>>& fields)
{
    using C = ClientSpec;
    const auto limited = [](const ClientSpec& c) { return c.limiter.enabled(); };
    const auto limitedField = [&](SchemaField<C> f) {
        fields.push_back(quietDefault(when<C>(std::move(f), limited)));
    };
    fields.push_back(quietDefault(integer<C>(
        "client_limiter.capacity", "Own bucket", 0, kMaxLimit, "tokens",
        "The client's own token bucket in front of the API it calls: a request waits in the "
        "client's queue until a token is there. 0: the client sends whenever its traffic says.",
        [](auto& c) -> auto& { return c.limiter.capacity; })));
    limitedField(integer<C>(
        "client_limiter.refill_per_sec", "Own refill", 1, kMaxLimit, "tokens per second",
        "How fast the client's own bucket fills again.",
        [](auto& c) -> auto& { return c.limiter.refillPerSec; }));
    limitedField(integer<C>(
        "client_limiter.reserve_percent", "Reserve", 0, 90, "% of the stated limit",
        "The share of the upstream's stated limit the client never uses (the seeds: 10 %, never "
        "more than 90 % of it), to absorb clock skew and other callers. Needs sync \"headers\".",
        [](auto& c) -> auto& { return c.limiter.reservePercent; }));
    limitedField(choice<C>(
        "client_limiter.sync", "Sync",
        "Whether the client's bucket follows the upstream's headers.", limiterSyncNames(),
        [](auto& c) -> auto& { return c.limiter.sync; }));
    limitedField(integer<C>(
        "client_limiter.max_wait_ms", "Max wait", 0, kMaxDurationMs, "milliseconds",
        "How long a request may wait in the client's queue; one that waits longer is dropped.",
        [](auto& c) -> auto& { return c.limiter.maxWaitMs; }));
}

} // namespace ratelab::schema
