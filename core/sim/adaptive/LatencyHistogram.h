// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The latency histogram Envoy's gradient controller summarises its samples with: libcircllhist's
// log-linear bins (two significant decimal digits: 1230 us falls in [1200, 1300)) and its
// hist_approx_quantile, which interpolates linearly inside the bin that holds the quantile (the
// libcircllhist of the Envoy commit docs/algorithms.md names; 0.3.2 differs, as it says there).
// Written from libcircllhist's code, for positive integer microseconds only. A value owned by
// EnvoyGradientLimit; single-threaded.
#include <cstdint>
#include <map>

namespace ratelab {

class LatencyHistogram {
public:
    // A bin: val (10..99) x 10^(exp - 1) is its left edge, 10^(exp - 1) its width.
    struct Bin {
        int val = 0;
        int exp = 0;
    };

    void insert(std::int64_t micros); // micros >= 1
    void clear();
    [[nodiscard]] std::uint64_t count() const { return m_count; }
    // hist_approx_quantile for one q in [0, 1]; 0 when empty (Envoy never asks then).
    [[nodiscard]] double quantile(double q) const;

    static Bin binOf(std::int64_t micros);
    static double left(Bin bin);
    static double width(Bin bin);

private:
    std::map<int, std::uint64_t> m_bins; // exp * 100 + val -> count, in value order
    std::uint64_t m_count = 0;
};

} // namespace ratelab
