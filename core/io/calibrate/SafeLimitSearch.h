// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Finds the smallest limit whose false-positive rate is at most a target, for one endpoint
// category, in few passes over the log. The false-positive rate of these algorithms does not grow
// with the limit (at a fixed burst share, the burst grows with it), so a bracket suffices: the
// first pass tries geometric points from 1 to a cap where nothing legitimate can be rejected; each
// next pass tries points inside the bracket (the largest failing limit, the smallest passing one),
// every integer once the bracket holds few enough. The answer is the smallest passing limit whose
// predecessor fails. A plain value: the caller runs the passes and reports each result.
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace ratelab {

class SafeLimitSearch {
public:
    // cap >= 1: the largest limit tried. pointsPerPass >= 2.
    SafeLimitSearch(std::int64_t cap, double targetFalsePositiveRate, std::size_t pointsPerPass);

    // The limits to try in the next pass, ascending, none tried before; empty when done.
    [[nodiscard]] std::vector<std::int64_t> nextCandidates() const;
    // Any limit's result may be reported, tried by this search or not (the suggestion's own).
    void report(std::int64_t limit, double falsePositiveRate);

    [[nodiscard]] bool done() const { return nextCandidates().empty(); }
    // The smallest passing limit found; nullopt if even the cap fails (or nothing was tried).
    [[nodiscard]] std::optional<std::int64_t> smallestSafe() const;
    [[nodiscard]] bool passes(double falsePositiveRate) const
    {
        return falsePositiveRate <= m_target;
    }
    [[nodiscard]] const std::map<std::int64_t, double>& results() const { return m_results; }

    // Up to `count` distinct integers geometrically spaced in [from, to], both ends included.
    static std::vector<std::int64_t> geometric(std::int64_t from, std::int64_t to,
                                               std::size_t count);

private:
    std::int64_t m_cap;
    double m_target;
    std::size_t m_points;
    std::map<std::int64_t, double> m_results;
};

} // namespace ratelab
