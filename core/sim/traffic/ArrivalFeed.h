// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Arrivals that come from outside the simulation: a client group whose requests are the lines of
// an access log or trace (arrival kind trace-file). core/sim does no I/O, so it pulls them through
// this interface in batches, in time order, and never holds more than one batch; core/io
// implements it over the file (TraceFileFeeds). The group's members (one per identity, method
// and endpoint category of the file) are fixed before the run, so keys and rule matches are
// computed once per member as for any client. An ArrivalFeeds is shared, read-only, by the
// threads of a split run; each run part opens feeds of its own and uses them on its thread.
#include "core/sim/SimTime.h"
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>

namespace ratelab {

struct FeedArrival {
    SimTime time = 0;        // true virtual time, µs
    std::int32_t member = 0; // index into the group's members()
};

struct FeedMember {
    std::string name;  // for charts and requests.csv
    Identity identity; // the group's identity with the member's own fields set
};

class ArrivalFeed {
public:
    virtual ~ArrivalFeed() = default;
    // Writes the next arrivals into `out` from its front, times never decreasing from call to
    // call, and says how many; 0 when there are no more. Throws std::runtime_error ("FILE:LINE:
    // why") when the source fails mid-run.
    virtual std::size_t nextBatch(std::span<FeedArrival> out) = 0;
};

class ArrivalFeeds {
public:
    virtual ~ArrivalFeeds() = default;
    // The members of client group `group` (an index into Scenario::clients), the same on every
    // call; empty for a group whose arrivals are not fed.
    [[nodiscard]] virtual std::span<const FeedMember> members(std::int32_t group) const = 0;
    // The group's arrivals from the start. Callable from any thread.
    [[nodiscard]] virtual std::unique_ptr<ArrivalFeed> open(std::int32_t group) const = 0;
};

} // namespace ratelab
