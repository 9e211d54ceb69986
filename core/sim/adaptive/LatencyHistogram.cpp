// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/adaptive/LatencyHistogram.h"

#include <iterator>

namespace ratelab {

namespace {

double powerOfTen(int exponent)
{
    double p = 1.0;
    for (int i = 0; i < exponent; ++i)
        p *= 10.0;
    for (int i = 0; i > exponent; --i)
        p /= 10.0;
    return p;
}

} // namespace

LatencyHistogram::Bin LatencyHistogram::binOf(std::int64_t micros)
{
    // libcircllhist's int_scale_to_hist_bucket: scale a one-digit value up, longer ones down
    // to two digits, counting the exponent.
    Bin bin{0, 1};
    std::int64_t value = micros;
    if (value < 10) {
        value *= 10;
        bin.exp = 0;
    }
    while (value >= 100) {
        value /= 10;
        ++bin.exp;
    }
    bin.val = static_cast<int>(value);
    return bin;
}

double LatencyHistogram::left(Bin bin)
{
    return bin.val * powerOfTen(bin.exp - 1);
}

double LatencyHistogram::width(Bin bin)
{
    return powerOfTen(bin.exp - 1);
}

void LatencyHistogram::insert(std::int64_t micros)
{
    const Bin bin = binOf(micros);
    ++m_bins[bin.exp * 100 + bin.val];
    ++m_count;
}

void LatencyHistogram::clear()
{
    m_bins.clear();
    m_count = 0;
}

double LatencyHistogram::quantile(double q) const
{
    if (m_bins.empty())
        return 0.0;
    const double target = static_cast<double>(m_count) * q;
    auto it = m_bins.begin();
    auto track = [](auto bin, double& lower, double& upper, double& binLeft, double& binWidth) {
        const Bin b{bin->first % 100, bin->first / 100};
        binLeft = left(b);
        binWidth = width(b);
        lower = upper;
        upper = lower + static_cast<double>(bin->second);
    };
    double lower = 0.0;
    double upper = 0.0;
    double binLeft = 0.0;
    double binWidth = 0.0;
    track(it, lower, upper, binLeft, binWidth);
    // Advance while the quantile lies past this bin, stopping at the last one.
    while (std::next(it) != m_bins.end() && upper < target) {
        ++it;
        track(it, lower, upper, binLeft, binWidth);
    }
    if (lower == target)
        return binLeft;
    if (upper == target)
        return binLeft + binWidth;
    return binLeft + (target - lower) / (upper - lower) * binWidth;
}

} // namespace ratelab
