// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One scheduled happening in virtual time: a small POD the event queue orders by (time, seq).
// The engine dispatches it to the handler at index `handler`, which interprets `kind`, `target`
// and `arg`. New parts of the world (stores, clocks, faults) add kinds and handlers, not queues.
#include "core/sim/SimTime.h"

#include <cstdint>

namespace ratelab {

enum class EventKind : std::uint16_t {
    Arrival,    // a client's next first attempt; target = client index
    Retry,      // a lane-local retry of a rejected request; target = client, arg = attempt
    StoreReply, // an asynchronous store completes a decision; arg = ticket
    ClientWake, // a client's own limiter may let a queued request go; target = client, arg = wake
    Custom,     // first kind free for handlers added later (clock steps, faults, replication...)
};

struct Event {
    SimTime time = 0;
    std::uint64_t seq = 0;     // assigned by EventQueue::push; breaks ties between equal times
    std::int64_t arg = 0;      // payload: attempt number, ticket, fault id...
    std::int32_t target = 0;   // what the handler acts on: client index, key id, instance...
    std::uint16_t handler = 0; // index into the engine's handler table
    EventKind kind = EventKind::Arrival;
};

static_assert(sizeof(Event) == 32, "events are copied around the heap: keep them small");

// Strict order of the queue: earlier time first, then earlier push.
constexpr bool eventBefore(const Event& a, const Event& b)
{
    return a.time != b.time ? a.time < b.time : a.seq < b.seq;
}

} // namespace ratelab
