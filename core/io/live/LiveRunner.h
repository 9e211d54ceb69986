#pragma once
// Live mode: plays a scenario's traffic in scaled wall-clock time against a real Redis on this
// machine and fills the same RunResult a simulation does, so `run` and `live` write the same CSV
// files. The base traffic is the simulator's for the seed (scheduleArrivals); each lane is one
// limiter instance with its own thread, its own RedisClient and its own key prefix
// ("rl:{lane<i>:<key>}:..."), deciding through the lane's Lua twin with the virtual time reached
// as the time argument. Nothing is flushed. Retries follow the clients' policies on the same
// clock. When Redis stops answering mid-run, requests are decided by the failure policy
// (fail-open by default), counted as errors, and the lane keeps reconnecting. A scenario's
// distributed world (Scenario::world: instances per region, lane stores, instance clocks,
// faults) is not played: one instance per lane, against the one Redis given.
//
// For the GUI: call runLive() on a worker thread; the observer's onProgress() is called on that
// thread about ten times a second with the virtual time reached, and cancelRequested() is polled
// as often (a cancelled run returns its partial result with report.cancelled set). The call
// blocks for about durationMs / speed of wall time.
#include "LiveOptions.h"

#include "engine/RunResult.h"
#include "engine/Scenario.h"
#include "engine/SimObserver.h"

namespace ratelab {

// Throws std::invalid_argument (with a field path) for a scenario that cannot run or options out
// of range. Returns false when the run could not start (no Redis at host:port, not a loopback
// address...): report.fatal then says why, naming host:port, and nothing was played.
bool runLive(const Scenario& scenario, const LiveOptions& options, RunResult& result,
             LiveReport& report, SimObserver* observer = nullptr);

} // namespace ratelab
