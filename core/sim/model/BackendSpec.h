// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The service behind the limiters, as plain values: workers with a service-time distribution, a
// waiting line with a limit and a longest wait, a share of the workers kept for critical traffic,
// an optional dependency (a database) with its own connections, and scheduled capacity changes.
// workers 0 means no backend: admitted requests are served at once, as before, so scenarios
// without a "backend" keep their results byte for byte. Read by the engine only.
#include "core/sim/EnumTable.h"

#include <cstdint>
#include <span>
#include <vector>

namespace ratelab {

enum class ServiceTimeKind : std::uint8_t {
    Constant,    // every request takes the mean
    Exponential, // memoryless, mean as given (the Erlang C model's)
    LogNormal,   // the long tail of real services, by its mean and its 99th percentile
};
std::span<const EnumEntry<ServiceTimeKind>> serviceTimeKindNames();

struct ServiceTimeSpec {
    ServiceTimeKind kind = ServiceTimeKind::Constant;
    double meanMs = 0.0; // 0: each client's own service_ms
    double p99Ms = 0.0;  // LogNormal only: the 99th percentile, above the mean
};

// A dependency every request calls while it holds its worker: a pool of connections, each
// serving one call at a time, with a wait of at most timeoutMs for a free one.
struct DependencySpec {
    std::int64_t connections = 0; // 0: no dependency
    ServiceTimeSpec service;
    std::int64_t timeoutMs = 0; // the longest a call waits for a connection; 0: no limit

    [[nodiscard]] bool enabled() const { return connections > 0; }
};

enum class BackendChangeKind : std::uint8_t {
    Workers, // the worker (or connection) count becomes `workers`: a lost node, a deploy
    Slow,    // service times are multiplied by slowPercent / 100: a slow database, a GC storm
};
std::span<const EnumEntry<BackendChangeKind>> backendChangeKindNames();

// One scheduled change of capacity, like a store fault: from startMs for durationMs (0: to the
// end of the run). Of two changes of one kind and target in force at once, the later-starting
// one (then the later-listed one) wins.
struct BackendChangeSpec {
    BackendChangeKind kind = BackendChangeKind::Slow;
    std::int64_t startMs = 0;
    std::int64_t durationMs = 0;
    std::int64_t workers = 1;
    std::int64_t slowPercent = 200;
    bool dependency = false; // the change hits the dependency, not the service's own workers
};

struct BackendSpec {
    std::int64_t workers = 0; // 0: no backend
    ServiceTimeSpec service;
    std::int64_t queueLimit = -1;    // requests that may wait for a worker; -1: no limit
    std::int64_t queueTimeoutMs = 0; // a request waiting longer is shed (503); 0: no limit
    std::int64_t timeoutMs = 0; // a client waits this long for its answer, then gives up; 0: never
    std::int64_t reservedPercent = 0; // of the workers (and the queue) kept for critical traffic
    std::int64_t retryAfterMs = 1000; // the Retry-After of a 503
    DependencySpec dependency;
    std::vector<BackendChangeSpec> changes;

    [[nodiscard]] bool enabled() const { return workers > 0; }
};

} // namespace ratelab
