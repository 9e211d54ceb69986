// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Live mode: the simulation's own run (runScenario: the same traffic, Lanes, request records,
// retries and metrics) under another scheduler and other stores. The RealTimeScheduler plays the
// events on the wall clock times a speed factor; each lane's LiveKeyStore decides through the
// lane's Lua twin in a real Redis on this machine, on one connection (and thread) per simulated
// instance, so the instances race each other at the server: without a world one instance per
// lane; with one (Scenario::world) the world's instances, each request routed by its region's
// load balancer as the simulated world routes it (LoadBalancer, same streams, retries too), each
// instance reading its own InstanceClock (offset, drift, NTP step) when the lane's store.clock is
// "instance". A decision is recorded when its reply arrives, with the round trip as added
// latency, as for any store that answers Pending. Keys live under "rl:{lane<i>:<key>}" for every
// placement but local-memory, where each instance has its own ("lane<i>:i<n>:"). The rest of the
// world (per-region stores, replicas, TTL factor, maxmemory, faults, the breaker) is not played:
// one Redis, the one given. Nothing is flushed. When Redis stops answering mid-run, requests are
// decided by the failure policy (fail-open by default), counted as errors, and each instance
// keeps reconnecting. So `run` and `live` write the same CSV files.
//
// For the GUI: call runLive() on a worker thread; the observer's onProgress() is called on that
// thread about ten times a second with the virtual time reached, and cancelRequested() is polled
// as often (a cancelled run returns its partial result with report.cancelled set). The call
// blocks for about durationMs / speed of wall time.
#include "core/io/live/LiveOptions.h"

#include "core/sim/kernel/SimObserver.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

namespace ratelab {

// Throws std::invalid_argument (with a field path) for a scenario that cannot run or options out
// of range. Returns false when the run could not start (no Redis at host:port, not a loopback
// address...): report.fatal then says why, naming host:port, and nothing was played.
bool runLive(const Scenario& scenario, const LiveOptions& options, RunResult& result,
             LiveReport& report, SimObserver* observer = nullptr);

} // namespace ratelab
