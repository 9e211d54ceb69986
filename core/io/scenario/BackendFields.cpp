// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/BackendFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

#include "core/sim/model/ScenarioLimits.h"

namespace ratelab::schema {
namespace {

using S = Scenario;
constexpr auto kMs = "milliseconds";

// The fields of one capacity change, bound to BackendChangeSpec: the items of backend.changes.
const std::vector<SchemaField<BackendChangeSpec>>& changeFields()
{
    using X = BackendChangeSpec;
    static const std::vector<SchemaField<X>> fields{
        required(choice<X>(
            "kind", "Change", "What changes: the worker count, or how long each request takes.",
            backendChangeKindNames(), [](auto& c) -> auto& { return c.kind; })),
        integer<X>(
            "start_ms", "Change start", 0, kMaxDurationMs, kMs, "When the change begins.",
            [](auto& c) -> auto& { return c.startMs; }),
        integer<X>(
            "duration_ms", "Change duration", 0, kMaxDurationMs, kMs,
            "How long it lasts; 0 keeps it to the end of the run.",
            [](auto& c) -> auto& { return c.durationMs; }),
        integer<X>(
            "workers", "Workers during", 0, kMaxWorkers, "workers",
            "Workers change: the worker (or connection) count while it lasts; 0 is an outage.",
            [](auto& c) -> auto& { return c.workers; }),
        integer<X>(
            "slow_percent", "Slowdown", 1, kMaxSlowPercent, "percent",
            "Slow change: service times started while it lasts are multiplied by this / 100.",
            [](auto& c) -> auto& { return c.slowPercent; }),
        boolean<X>(
            "dependency", "Hits the dependency",
            "The change hits the dependency's connections and call times, not the service's own.",
            [](auto& c) -> auto& { return c.dependency; }),
    };
    return fields;
}

template <class Access>
void serviceFields(std::vector<SchemaField<S>>& v, const char* prefix, const char* what,
                   const std::function<bool(const S&)>& relevant, Access access)
{
    const std::string kind = std::string(prefix) + ".kind";
    const std::string mean = std::string(prefix) + ".mean_ms";
    const std::string p99 = std::string(prefix) + ".p99_ms";
    const auto logNormal = [relevant, access](const S& s) {
        return relevant(s) && access(s).kind == ServiceTimeKind::LogNormal;
    };
    v.push_back(quietDefault(
        when<S>(choice<S>(
                    kind.c_str(), "Service times", what,
                    serviceTimeKindNames(), [access](auto& s) -> auto& { return access(s).kind; }),
                relevant)));
    v.push_back(quietDefault(
        when<S>(number<S>(
                    mean.c_str(), "Mean service time", 0.0, false, 86'400'000.0, kMs,
                    "The mean time a request takes; 0 (the service only) takes each client's "
                    "service_ms as its mean.",
                    [access](auto& s) -> auto& { return access(s).meanMs; }),
                relevant)));
    v.push_back(quietDefault(
        when<S>(number<S>(
                    p99.c_str(), "p99 service time", 0.0, false, 86'400'000.0, kMs,
                    "Lognormal: the 99th percentile of the time a request takes (above the mean, "
                    "below about 15 times it).",
                    [access](auto& s) -> auto& { return access(s).p99Ms; }),
                std::function<bool(const S&)>(logNormal))));
}

} // namespace

void appendBackendFields(std::vector<SchemaField<S>>& v)
{
    const std::function<bool(const S&)> on = [](const S& s) { return s.backend.enabled(); };
    const std::function<bool(const S&)> dependency = [](const S& s) {
        return s.backend.enabled() && s.backend.dependency.enabled();
    };
    const auto add = [&](SchemaField<S> f, const std::function<bool(const S&)>& relevant) {
        v.push_back(quietDefault(when<S>(std::move(f), relevant)));
    };
    v.push_back(quietDefault(integer<S>(
        "backend.workers", "Backend workers", 0, kMaxWorkers, "workers",
        "The service behind the limiters: how many requests it works on at once. Each lane has "
        "its own copy. 0: no backend, an admitted request is served at once.",
        [](auto& s) -> auto& { return s.backend.workers; })));
    serviceFields(
        v, "backend.service", "How long the service works on one request.", on,
        [](auto& s) -> auto& { return s.backend.service; });
    add(integer<S>(
            "backend.queue_limit", "Waiting places", -1, kMaxQueueLimit, "requests",
            "How many requests may wait for a worker; one more is shed with 503. -1: no limit, "
            "0: no waiting at all.",
            [](auto& s) -> auto& { return s.backend.queueLimit; }),
        on);
    add(integer<S>(
            "backend.queue_timeout_ms", "Longest wait", 0, kMaxDurationMs, kMs,
            "A request that has waited this long for a worker is shed with 503 (the seeds queue "
            "internal calls up to 200 ms); 0: it waits as long as it takes.",
            [](auto& s) -> auto& { return s.backend.queueTimeoutMs; }),
        on);
    add(integer<S>(
            "backend.timeout_ms", "Client timeout", 0, kMaxDurationMs, kMs,
            "How long a client waits for its answer before it gives up (timed out); the "
            "service still finishes the work. 0: clients wait as long as it takes.",
            [](auto& s) -> auto& { return s.backend.timeoutMs; }),
        on);
    add(integer<S>(
            "backend.reserved_percent", "Reserved share", 0, 100, "percent",
            "The share of the workers and waiting places only critical clients may use (Stripe "
            "reserves 20 %); the others are shed sooner.",
            [](auto& s) -> auto& { return s.backend.reservedPercent; }),
        on);
    add(integer<S>(
            "backend.retry_after_ms", "503 Retry-After", 0, kMaxDurationMs, kMs,
            "The Retry-After a shed request's 503 carries (sent as whole seconds).",
            [](auto& s) -> auto& { return s.backend.retryAfterMs; }),
        on);
    add(integer<S>(
            "backend.dependency.connections", "Dependency connections", 0, kMaxWorkers,
            "connections",
            "A dependency (a database) every request calls while it holds its worker: how many "
            "calls it serves at once. 0: no dependency.",
            [](auto& s) -> auto& { return s.backend.dependency.connections; }),
        on);
    serviceFields(
        v, "backend.dependency.service", "How long one call to the dependency takes.", dependency,
        [](auto& s) -> auto& { return s.backend.dependency.service; });
    add(integer<S>(
            "backend.dependency.timeout_ms", "Dependency wait", 0, kMaxDurationMs, kMs,
            "A call that has waited this long for a connection fails and the request times out; "
            "0: it waits as long as it takes.",
            [](auto& s) -> auto& { return s.backend.dependency.timeoutMs; }),
        dependency);
    add(objectList<BackendChangeSpec, S>(
            "backend.changes", "Capacity changes",
            "Scheduled changes of the backend, like store faults: a lost node or a deploy "
            "(workers), a slow database (slow).",
            changeFields(), [](auto& s) -> auto& { return s.backend.changes; }),
        on);
}

void appendClientBackendFields(std::vector<SchemaField<ClientSpec>>& v)
{
    v.push_back(quietDefault(boolean<ClientSpec>(
        "critical", "Critical",
        "The backend keeps its reserved share of workers for critical requests and serves them "
        "first.",
        [](auto& c) -> auto& { return c.critical; })));
}

} // namespace ratelab::schema
