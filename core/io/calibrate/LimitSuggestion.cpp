// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/LimitSuggestion.h"

#include "core/io/csv/NumberFormat.h"

#include <algorithm>

namespace ratelab {
namespace {

std::int64_t ceilPercent(std::int64_t value, std::int64_t percent)
{
    return std::max<std::int64_t>(1, (value * percent + 99) / 100);
}

std::string factor(std::int64_t percent)
{
    return formatDouble(static_cast<double>(percent) / 100.0);
}

} // namespace

std::int64_t burstFor(std::int64_t limit, std::int64_t burstPercent)
{
    return ceilPercent(limit, burstPercent);
}

LimitSuggestion suggestLimit(const RatePercentileRow& legitimate, const RatePercentileRow& all,
                             const LimitRule& rule)
{
    LimitSuggestion s;
    s.legitimateOnly = legitimate.identities > 0;
    const RatePercentileRow& from = s.legitimateOnly ? legitimate : all;
    s.p99 = from.p99;
    s.identities = from.identities;
    s.limit = ceilPercent(s.p99, rule.limitPercent);
    s.upper = std::max(s.limit, ceilPercent(s.p99, rule.upperPercent));
    s.burst = burstFor(s.limit, rule.burstPercent);
    const std::string p99 = formatInteger(s.p99);
    const std::string unit(kRateWindowUnits[from.window]);
    const std::string name(kRateWindowNames[from.window]);
    s.reason = "limit " + formatInteger(s.limit) + "/" + unit + " = ceil("
               + factor(rule.limitPercent) + " x " + p99 + "), " + p99 + " being the p99 over "
               + formatInteger(s.identities)
               + (s.legitimateOnly ? " legitimate" : " (none legitimate, so all)")
               + " identities of each one's busiest " + name + " count; the rule's upper end "
               + factor(rule.upperPercent) + " x " + p99 + " = " + formatInteger(s.upper)
               + "; burst " + formatInteger(s.burst) + " = ceil(" + factor(rule.burstPercent)
               + " x " + formatInteger(s.limit) + ")";
    return s;
}

} // namespace ratelab
