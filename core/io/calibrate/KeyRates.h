// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The request rates of one identity in one endpoint category, measured as its requests arrive
// (in non-decreasing time) over each window of RateWindows.h:
// - busiest: the most requests in any half-open interval [t, t + W) of the log's time, exact:
//   two requests at s <= t share such an interval iff t - s < W (so 0, 500, 999 and 1000 ms
//   give 3 in one second, not 4);
// - p50 / p99 over fixed windows [k W, (k + 1) W) aligned to the epoch, counting only the windows
//   in which the identity made at least one request (an idle hour is not a quiet hour of use).
// Memory: the request times of the last longest window, plus one small histogram of window
// counts per length; never the whole log. Single-threaded; owned by RateAnalysis.
#include "core/io/calibrate/RateWindows.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace ratelab {

class KeyRates {
public:
    void add(std::int64_t timeMs);
    // Counts the windows still open; call once after the last add().
    void finish();

    [[nodiscard]] std::int64_t requests() const { return m_requests; }
    [[nodiscard]] std::int64_t busiest(std::size_t window) const { return m_busiest[window]; }
    // Nearest rank (NearestRank.h) over the fixed windows with a request; valid after finish().
    [[nodiscard]] std::int64_t fixedPercentile(std::size_t window, int percent) const;
    // (requests in a window, how many such windows), ascending: what the percentiles read.
    [[nodiscard]] const std::vector<std::pair<std::int64_t, std::int64_t>>&
    fixedHistogram(std::size_t window) const
    {
        return m_fixed[window].histogram;
    }

private:
    struct FixedWindows {
        std::int64_t index = 0; // the open window's floor(t / W)
        std::int64_t count = 0; // its requests so far; 0 before the first
        std::vector<std::pair<std::int64_t, std::int64_t>> histogram;
    };
    static void countWindow(FixedWindows& fixed);
    void dropExpired();

    // Times of the requests of the last kLongestRateWindowMs; m_times[i] is request number
    // m_dropped + i of this key. m_heads[w] is the number of the oldest request still inside
    // window w of the latest request.
    std::vector<std::int64_t> m_times;
    std::int64_t m_dropped = 0;
    std::array<std::int64_t, kRateWindowCount> m_heads{};
    std::array<std::int64_t, kRateWindowCount> m_busiest{};
    std::array<FixedWindows, kRateWindowCount> m_fixed{};
    std::int64_t m_requests = 0;
};

} // namespace ratelab
