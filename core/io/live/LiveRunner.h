#pragma once
// Live mode: plays a scenario's traffic in scaled wall-clock time against a real Redis on this
// machine and fills the same RunResult a simulation does, so `run` and `live` write the same CSV
// files. The base traffic is the simulator's for the seed (scheduleArrivals). Every simulated
// instance of every lane is a limiter with its own thread and its own RedisClient, deciding
// through the lane's Lua twin with its clock's time as the time argument: without a world one
// instance per lane; with one (Scenario::world) the world's instances, each arrival routed to one
// by its region's load balancer as the engine routes it (LoadBalancer, same streams; a retry
// stays on the instance that refused it), each instance reading its own InstanceClock (offset,
// drift, NTP step) when the lane's store.clock is "instance". Keys live under "rl:{lane<i>:<key>}"
// for every placement but local-memory, where each instance has its own ("lane<i>:i<n>:"). The
// rest of the world (per-region stores, replicas, TTL factor, maxmemory, faults, the breaker) is
// not played: one Redis, the one given. The lane's metrics count the instances' decisions merged
// in time order (LiveLaneTally); RunResult::topology gets the per-instance and per-region
// admissions. Nothing is flushed. Retries follow the clients' policies on the same clock. When
// Redis stops answering mid-run, requests are decided by the failure policy (fail-open by
// default), counted as errors, and the instance keeps reconnecting.
//
// For the GUI: call runLive() on a worker thread; the observer's onProgress() is called on that
// thread about ten times a second with the virtual time reached, and cancelRequested() is polled
// as often (a cancelled run returns its partial result with report.cancelled set). The call
// blocks for about durationMs / speed of wall time.
#include "core/io/live/LiveOptions.h"

#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"
#include "core/sim/kernel/SimObserver.h"

namespace ratelab {

// Throws std::invalid_argument (with a field path) for a scenario that cannot run or options out
// of range. Returns false when the run could not start (no Redis at host:port, not a loopback
// address...): report.fatal then says why, naming host:port, and nothing was played.
bool runLive(const Scenario& scenario, const LiveOptions& options, RunResult& result,
             LiveReport& report, SimObserver* observer = nullptr);

} // namespace ratelab
