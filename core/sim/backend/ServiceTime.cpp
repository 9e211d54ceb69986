// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/backend/ServiceTime.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace ratelab {
namespace {

constexpr double kZ99 = 2.3263478740408408; // the standard normal's 99th percentile

std::string number(double v)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", v);
    return text;
}

} // namespace

ServiceTime::ServiceTime(const ServiceTimeSpec& spec)
    : m_kind(spec.kind)
    , m_meanUs(static_cast<SimTime>(std::llround(spec.meanMs * 1000.0)))
{
    if (m_kind == ServiceTimeKind::LogNormal && spec.meanMs > 0.0) {
        m_sigma = logNormalSigma(spec.p99Ms / spec.meanMs);
        m_medianOverMean = std::exp(-m_sigma * m_sigma / 2.0);
    }
}

double ServiceTime::logNormalSigma(double p99OverMean)
{
    const double logRatio = std::log(p99OverMean);
    const double discriminant = kZ99 * kZ99 - 2.0 * logRatio;
    if (!(logRatio > 0.0) || discriminant < 0.0)
        return std::numeric_limits<double>::quiet_NaN();
    return kZ99 - std::sqrt(discriminant);
}

SimTime ServiceTime::draw(Random& random, SimTime meanUs) const
{
    const SimTime mean = this->meanUs(meanUs);
    double us = 0.0;
    switch (m_kind) {
    case ServiceTimeKind::Constant:
        return std::max<SimTime>(mean, 1);
    case ServiceTimeKind::Exponential:
        us = random.exponential(static_cast<double>(mean));
        break;
    case ServiceTimeKind::LogNormal:
        us = random.logNormal(static_cast<double>(mean) * m_medianOverMean, m_sigma);
        break;
    }
    // Far beyond any run (a day) is as good as forever, and keeps the sum of times exact.
    return std::clamp<SimTime>(static_cast<SimTime>(std::llround(std::min(us, 8.64e10))), 1,
                               SimTime{86'400'000'000});
}

std::string serviceTimeProblem(const ServiceTimeSpec& spec)
{
    if (!(spec.meanMs >= 0.0) || spec.meanMs > 86'400'000.0)
        return "mean_ms: expected 0 (each client's service_ms) or a positive number of ms up to a "
               "day";
    if (spec.kind != ServiceTimeKind::LogNormal) {
        if (spec.p99Ms != 0.0)
            return "p99_ms: applies to a lognormal service time only";
        return {};
    }
    if (spec.meanMs <= 0.0)
        return "mean_ms: a lognormal service time needs its own mean (the p99 is relative to it)";
    const double ratio = spec.p99Ms / spec.meanMs;
    if (std::isnan(ServiceTime::logNormalSigma(ratio)))
        return "p99_ms: a log-normal's 99th percentile lies between its mean and "
               + number(std::exp(kZ99 * kZ99 / 2.0)) + " times its mean (got " + number(spec.p99Ms)
               + " for a mean of " + number(spec.meanMs) + ")";
    return {};
}

} // namespace ratelab
