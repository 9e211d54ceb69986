// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The arrival tape between the threads of one split run (RunEnvironment::tapeOut, tapeIn): the
// part that draws the traffic writes into a ring, every other part reads all of it in order.
// The writer waits while the slowest reader still reading is a whole ring behind, a reader
// while it has caught up; the ring is copied in and out outside the lock, which guards only
// the counts. One writer thread; each reader on its own thread.
#include "core/sim/kernel/ArrivalTape.h"

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace ratelab {

class ArrivalTapeChannel final : public ArrivalTapeWriter {
public:
    // A ring of 2^17 arrivals (2 MiB): tens of milliseconds of drawing, so neither side waits
    // on the other's passing hiccups.
    static constexpr std::size_t kDefaultCapacity = std::size_t{1} << 17;

    explicit ArrivalTapeChannel(int readers, std::size_t capacity = kDefaultCapacity);
    ~ArrivalTapeChannel() override;
    ArrivalTapeChannel(const ArrivalTapeChannel&) = delete;
    ArrivalTapeChannel& operator=(const ArrivalTapeChannel&) = delete;

    [[nodiscard]] ArrivalTapeReader& reader(int index);

    void write(std::span<const TapedArrival> arrivals) override;
    // Later calls change nothing: a run's safety net may close a tape its writer closed.
    void close(bool complete) override;

private:
    class Reader;

    // The lowest position of the readers still reading, or `m_written` when none is.
    [[nodiscard]] std::uint64_t slowestLocked() const;

    std::vector<TapedArrival> m_ring;
    std::vector<std::unique_ptr<Reader>> m_readers;
    mutable std::mutex m_mutex;
    std::condition_variable m_wroteSome; // readers wait on it
    std::condition_variable m_readSome;  // the writer waits on it
    std::uint64_t m_written = 0;         // arrivals written so far, under m_mutex
    bool m_closed = false;
    bool m_complete = false;
};

} // namespace ratelab
