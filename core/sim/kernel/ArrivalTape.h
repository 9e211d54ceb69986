// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The shared traffic as a tape: one part of a split run draws every client's arrivals and
// records them in the order it hands them to its lanes; the other parts play that record
// instead of drawing the same arrivals again (RunEnvironment::tapeOut, tapeIn). Drawing is a
// good share of a lane's cost, and every part paid it in full. The tape itself is core/io's
// (ArrivalTapeChannel, between threads); core/sim only writes and reads it through these.
#include "core/sim/SimTime.h"

#include <cstddef>
#include <cstdint>
#include <span>

namespace ratelab {

// A first attempt of `client` at `time`, as TrafficSource handed it to its lanes.
struct TapedArrival {
    SimTime time = 0;
    std::int32_t client = 0;
};

class ArrivalTapeWriter {
public:
    virtual ~ArrivalTapeWriter() = default;
    // The next arrivals, in the order they were handled.
    virtual void write(std::span<const TapedArrival> arrivals) = 0;
    // No more arrivals: `complete` when the run reached its end, false when it stopped early
    // (cancelled or failed), so that a reader does not close its lanes as if it had ended.
    virtual void close(bool complete) = 0;
};

class ArrivalTapeReader {
public:
    virtual ~ArrivalTapeReader() = default;
    // Fills the front of `into` with the next arrivals and returns how many; 0 once the tape is
    // closed and read to its end. May wait for the writer.
    virtual std::size_t read(std::span<TapedArrival> into) = 0;
    // Whether the writer closed the tape complete; asked once read() returned 0.
    [[nodiscard]] virtual bool complete() const = 0;
    // This reader reads no further (its lanes draw their own arrivals, or it stopped): the
    // writer never waits for it again.
    virtual void leave() = 0;
};

} // namespace ratelab
