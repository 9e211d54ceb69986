// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An arrival tape held in memory, for tests of one thread: a writer that keeps what it is
// given, and a reader that plays a recording in batches of a chosen size and counts its calls.
#include "core/sim/kernel/ArrivalTape.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace ratelab::test {

struct TapeRecorder final : ArrivalTapeWriter {
    std::vector<TapedArrival> arrivals;
    int closes = 0;
    bool complete = false;

    void write(std::span<const TapedArrival> more) override
    {
        arrivals.insert(arrivals.end(), more.begin(), more.end());
    }
    void close(bool done) override
    {
        ++closes;
        complete = done;
    }
};

struct TapePlayer final : ArrivalTapeReader {
    std::vector<TapedArrival> arrivals;
    bool ends = true; // whether the recording was closed complete
    std::size_t batch = 1000;
    std::size_t next = 0;
    int reads = 0;
    bool left = false;

    TapePlayer(std::vector<TapedArrival> recorded, bool complete)
        : arrivals(std::move(recorded))
        , ends(complete)
    {
    }

    std::size_t read(std::span<TapedArrival> into) override
    {
        ++reads;
        const std::size_t n = std::min({batch, into.size(), arrivals.size() - next});
        std::copy_n(arrivals.begin() + static_cast<std::ptrdiff_t>(next), n, into.begin());
        next += n;
        return n;
    }
    [[nodiscard]] bool complete() const override { return ends; }
    void leave() override { left = true; }
};

} // namespace ratelab::test
