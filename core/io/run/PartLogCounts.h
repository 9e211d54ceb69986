// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the parts of a run split over threads (ParallelRun) tell each other of their request
// logs (OtherPartsLog): each part publishes, every so many records, how many it logged strictly
// before an instant; another part adds the latest such count at or before its own instant as a
// lower bound. Checkpoints go into an array fixed at construction, each made visible by a
// release store of its part's count, so reading takes no lock. One view per part, each used
// from its own part's thread.
#include "core/sim/engine/OtherPartsLog.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace ratelab {

class PartLogCounts {
public:
    // `limit`: the run's request_log_limit, which bounds how many checkpoints are ever useful.
    PartLogCounts(int parts, std::int64_t limit);
    ~PartLogCounts();
    PartLogCounts(const PartLogCounts&) = delete;
    PartLogCounts& operator=(const PartLogCounts&) = delete;

    [[nodiscard]] OtherPartsLog& part(int index);

private:
    struct Checkpoint {
        SimTime instant = 0;
        std::int64_t before = 0;
    };
    struct Published {
        std::vector<Checkpoint> checkpoints; // sized once; the first `count` are written
        std::atomic<std::size_t> count{0};
    };
    class View;

    std::int64_t m_step;
    std::vector<Published> m_published;
    std::vector<std::unique_ptr<View>> m_views;
};

} // namespace ratelab
