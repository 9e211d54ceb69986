// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Per-region enforcement of one global quota (N per fixed window) with periodic async sync to a
// central store: each region counts locally, pushes its count and pulls the others' last pushed
// counts, and admits while its own count stays within
//     effective limit = floor((N - others' last known usage) * (100 - headroom%) / 100).
// The arithmetic of one key; the engine schedules push/pull events and owns one per key.
// docs/distributed.md derives the bound on global over-admission (overAdmissionBound).
// Single-threaded.
#include <cstdint>
#include <vector>

namespace ratelab {

class HeadroomSync {
public:
    HeadroomSync(int regions, std::int64_t limit, int headroomPercent);

    // Region r decides a request of window `window` (index); a newer window starts r afresh.
    bool tryAdmit(int region, std::int64_t window, std::int64_t cost = 1);

    void push(int region); // the central store takes r's current count
    void pull(int region); // r learns the others' pushed counts for its current window
    void syncAll();        // every region pushes, then every region pulls

    [[nodiscard]] std::int64_t effectiveLimit(int region) const;
    [[nodiscard]] std::int64_t localCount(int region) const;
    [[nodiscard]] std::int64_t knownOthers(int region) const;
    // The true global count of window `window` (what a perfect store would hold).
    [[nodiscard]] std::int64_t globalCount(std::int64_t window) const;

    // The most a window can be over N when the regions sync together and no region admits more
    // than maxAdmitsPerRegionPerInterval between two syncs:
    //   max over 0 <= x <= N of min(R * D - x, floor(R * (100 - h) * x / 100) - x).
    static std::int64_t overAdmissionBound(int regions, std::int64_t limit, int headroomPercent,
                                           std::int64_t maxAdmitsPerRegionPerInterval);

private:
    struct Region {
        std::int64_t window = 0;
        std::int64_t count = 0;
        std::int64_t others = 0;
    };
    struct Pushed {
        std::int64_t window = 0;
        std::int64_t count = 0;
    };
    void roll(Region& r, std::int64_t window) const;

    std::int64_t m_limit;
    int m_headroomPercent;
    std::vector<Region> m_regions;
    std::vector<Pushed> m_central;
};

} // namespace ratelab
