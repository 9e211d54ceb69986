// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Exact percentiles of the whole-millisecond delays the limiter added to admitted requests,
// without keeping one value per request: a dense count per millisecond up to a bound, and the
// rare larger values kept individually. Single-threaded.
#include <cstdint>
#include <vector>

namespace ratelab {

class DelayHistogram {
public:
    void add(std::int64_t delayMs)
    {
        ++m_count;
        if (delayMs <= 0) {
            ++m_zero;
        } else if (static_cast<std::uint64_t>(delayMs) < m_dense.size()) {
            // A queueing lane delays nearly every request: keep its common case inline.
            ++m_dense[static_cast<std::size_t>(delayMs)];
        } else {
            addPositive(delayMs);
        }
    }

    // Nearest-rank percentile, q in (0, 1]; 0 when empty.
    [[nodiscard]] std::int64_t percentile(double q) const;
    [[nodiscard]] std::int64_t count() const { return m_count; }

    static constexpr std::int64_t kDenseLimit = 1 << 20;

private:
    void addPositive(std::int64_t delayMs);

    std::vector<std::int64_t> m_dense; // m_dense[d] = admissions delayed by d ms
    std::vector<std::int64_t> m_large; // delays >= kDenseLimit
    std::int64_t m_zero = 0;           // the common case, kept out of the vector
    std::int64_t m_count = 0;
};

} // namespace ratelab
