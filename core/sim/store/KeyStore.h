// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a lane's key states live and how a decision reaches them. The algorithm is a pure
// transition; the store decides when and how atomically it runs. MemoryStore answers at once;
// later stores (a simulated Redis, per-instance memory, replicas) may answer Pending and
// complete the decision through an EventKind::StoreReply event to the lane, or answer
// Unavailable so the lane applies its failure policy. Owned by one lane; single-threaded.
#include "core/sim/SimTime.h"
#include "core/sim/algorithms/Algorithm.h"

#include <cstdint>
#include <limits>

namespace ratelab {

enum class StoreStatus : std::uint8_t {
    Decided,     // `decision` is the answer, now
    Pending,     // the answer arrives later as a StoreReply event carrying the ticket
    Unavailable, // the store failed (down, OOM, timeout): the lane's failure policy decides
};

struct StoreAnswer {
    StoreStatus status = StoreStatus::Decided;
    Decision decision;
    // Set by stores that apply a failure policy themselves (the distributed world).
    bool error = false;         // the store failed for this request
    bool failedOpen = false;    // admitted because the store failed
    bool failedClosed = false;  // rejected because the store failed
    std::int32_t instance = -1; // the instance that decided, -1 when there are none
    // The limiter clock the store decided with (an instance's skewed clock, the store's TIME);
    // kLaneClock: the lane's own clock.
    static constexpr std::int64_t kLaneClock = std::numeric_limits<std::int64_t>::min();
    std::int64_t clockMs = kLaneClock;
    // A policy's answer (Policy::Verdict): the rule that refused (-1 none; kRefusedByPenalty a
    // penalty block) and the rule whose decision it is (-1 when no rule speaks).
    std::int32_t refusedBy = -1;
    std::int32_t speaker = -1;

    // All an in-process store says besides its decision.
    static const StoreAnswer kInProcess;
};
inline constexpr StoreAnswer StoreAnswer::kInProcess{};

// What a store holds at a bucket boundary, for the series.
struct StoreGauges {
    std::int64_t memoryBytes = 0;
    std::int64_t evictionsTotal = 0; // since the start of the run
};

struct LaneTopologyTotals;

class KeyStore {
public:
    virtual ~KeyStore() = default;

    // Runs `algorithm`'s transition on `key`. `ticket` identifies the request if the answer
    // is deferred.
    virtual StoreAnswer decide(const Algorithm& algorithm, std::int32_t key,
                               const DecideInput& input, std::int64_t ticket) = 0;

    // decide() for a request of `client`: stores that route by client (load balancers, regions)
    // override it. MemoryStore overrides it too so the lane's hot path stays one direct call.
    virtual StoreAnswer decideFor(const Algorithm& algorithm, std::int32_t key,
                                  const DecideInput& input, std::int64_t ticket,
                                  std::int32_t client)
    {
        (void)client;
        return decide(algorithm, key, input, ticket);
    }

    // Whether the store decides a policy's requests itself (decidePolicy); otherwise the lane's
    // Policy decides them in process.
    [[nodiscard]] virtual bool holdsPolicy() const { return false; }
    // A request of `client` under the policy the store was built with: every matching rule
    // decides, charged as the policy says; the answer names the refusing and the speaking rule.
    virtual StoreAnswer decidePolicy(std::int32_t client, const DecideInput& input,
                                     std::int64_t ticket)
    {
        (void)client;
        (void)input;
        (void)ticket;
        return {StoreStatus::Unavailable, {}};
    }

    // Memory and evictions now (true time t); in-process stores have none to report.
    [[nodiscard]] virtual StoreGauges gauges(SimTime t) const
    {
        (void)t;
        return {};
    }
    // Per-instance / per-region totals; false when the store has no topology.
    virtual bool fillTopology(LaneTopologyTotals& totals) const
    {
        (void)totals;
        return false;
    }

    // The answer for a request this store answered Pending, once its StoreReply event (sent to
    // the requesting lane's handler with arg = ticket) has arrived. Synchronous stores never
    // answer Pending and keep this default.
    virtual StoreAnswer collect(std::int64_t ticket)
    {
        (void)ticket;
        return {StoreStatus::Unavailable, {}};
    }

    // The key's current state for charts, or nullptr if the key is absent. Never changes it.
    [[nodiscard]] virtual const KeyState* find(std::int32_t key) const = 0;

    // Keys held now, and the bytes their states occupy.
    [[nodiscard]] virtual std::int64_t keyCount() const = 0;
    [[nodiscard]] virtual std::int64_t stateBytes(const Algorithm& algorithm) const = 0;
    // The keys stateBytes() counts: every key seen, unless the store can expire or evict them.
    [[nodiscard]] virtual std::int64_t keysWithState() const { return keyCount(); }
};

} // namespace ratelab
