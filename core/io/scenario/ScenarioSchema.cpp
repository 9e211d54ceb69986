// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/ScenarioSchema.h"

#include "core/io/scenario/AdaptiveLaneFields.h"
#include "core/io/scenario/BackendFields.h"
#include "core/io/scenario/CategoryFields.h"
#include "core/io/scenario/ClientLimiterFields.h"
#include "core/io/scenario/ConnectionFields.h"
#include "core/io/scenario/IdentityFields.h"
#include "core/io/scenario/PenaltyFields.h"
#include "core/io/scenario/PolicyFields.h"
#include "core/io/scenario/ReferenceLimiterFields.h"
#include "core/io/scenario/ScenarioEnums.h"
#include "core/io/scenario/SchemaFieldFactory.h"
#include "core/io/scenario/TraceArrivalFields.h"
#include "core/io/scenario/WorldSchemaFields.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/ScenarioLimits.h"

#include <algorithm>
#include <vector>

namespace ratelab {

namespace {

using namespace schema;

constexpr auto kMs = "milliseconds";
// The engine's own bounds (model/ScenarioLimits.h), so a file it would refuse fails here first,
// with this file's field names.
constexpr std::int64_t kMaxMs = kMaxDurationMs;

// A lane field that applies when the lane's algorithm has a trait of the registry.
std::function<bool(const LaneSpec&)> algorithmHas(bool AlgorithmInfo::*trait)
{
    return [trait](const LaneSpec& l) { return algorithmInfo(l.algorithm).*trait; };
}

std::vector<SchemaField<Scenario>> buildScenarioFields()
{
    using S = Scenario;
    return {
        text<S>(
            "name", "Name", FieldType::String,
            "A short title for the scenario, shown in the app and in run history.",
            [](auto& s) -> auto& { return s.name; }),
        text<S>(
            "description", "Description", FieldType::Text,
            "What the scenario demonstrates and what to look for; the app shows it as the lesson text.",
            [](auto& s) -> auto& { return s.description; }),
        integer<S>(
            "seed", "Seed", 0, FieldSpec::kNoMax, "",
            "The random seed: the same scenario with the same seed gives exactly the same results.",
            [](auto& s) -> auto& { return s.seed; }),
        integer<S>(
            "duration_ms", "Duration", 1, kMaxMs, kMs,
            "How long the simulated run lasts, in virtual time.",
            [](auto& s) -> auto& { return s.durationMs; }),
        integer<S>(
            "bucket_ms", "Chart bucket", 1, kMaxMs, kMs,
            "The width of one time-series bucket: the charts and timeseries.csv count requests per bucket.",
            [](auto& s) -> auto& { return s.bucketMs; }),
        integer<S>(
            "epoch_seconds", "Epoch", 0, FieldSpec::kNoMax, "Unix seconds",
            "The wall-clock second that virtual time 0 stands for; used only to render reset headers.",
            [](auto& s) -> auto& { return s.epochSeconds; }),
        integer<S>(
            "request_log_limit", "Request log limit", 0, 100'000'000, "requests",
            "How many individual requests the run keeps for the inspector and requests.csv (0 keeps none).",
            [](auto& s) -> auto& { return s.requestLogLimit; }),
    };
}

std::vector<SchemaField<ClientSpec>> buildClientFields()
{
    using C = ClientSpec;
    using A = ArrivalKind;
    const auto rateKinds = arrivalIs({A::Constant, A::Poisson, A::OnOff, A::Diurnal});
    const auto notTrace =
        arrivalIs({A::Constant, A::Poisson, A::OnOff, A::Diurnal, A::BoundaryAttacker, A::Burst});
    const auto retries = [](const C& c) { return c.retry.kind != RetryKind::None; };
    const auto backoff = [](const C& c) {
        return c.retry.kind == RetryKind::ExponentialBackoff
               || c.retry.kind == RetryKind::ExponentialJitter
               || c.retry.kind == RetryKind::RetryAfterJitter;
    };
    std::vector<SchemaField<C>> fields{
        text<C>(
            "name", "Name", FieldType::String,
            "A name for this client (or group), used in charts and requests.csv.",
            [](auto& c) -> auto& { return c.name; }),
        integer<C>(
            "count", "Clients", 1, kMaxClients, "",
            "How many identical clients this entry stands for; \"{i}\" in an identity field becomes each one's number.",
            [](auto& c) -> auto& { return c.count; }),
        choice<C>(
            "arrival.kind", "Arrivals", "How the client's requests are spread over time.",
            arrivalKindNames(), [](auto& c) -> auto& { return c.arrival.kind; }),
        when<C>(number<C>(
                    "arrival.rate_per_sec", "Rate", 0.001, false, 1e9, "requests per second",
                    "The average number of requests per second this client sends.",
                    [](auto& c) -> auto& { return c.arrival.ratePerSec; }),
                rateKinds),
        when<C>(number<C>(
                    "arrival.peak_rate_per_sec", "Peak rate", 0.0, false, 1e9,
                    "requests per second", "The rate at the busiest point of the daily cycle.",
                    [](auto& c) -> auto& { return c.arrival.peakRatePerSec; }),
                arrivalIs({A::Diurnal})),
        when<C>(integer<C>(
                    "arrival.start_ms", "Start", 0, kMaxMs, kMs, "When the client starts sending.",
                    [](auto& c) -> auto& { return c.arrival.startMs; }),
                notTrace),
        when<C>(integer<C>(
                    "arrival.end_ms", "End", -1, kMaxMs, kMs,
                    "When the client stops sending; -1 means it keeps going until the run ends.",
                    [](auto& c) -> auto& { return c.arrival.endMs; }),
                notTrace),
        when<C>(
            integer<C>(
                "arrival.phase_ms", "Phase", 0, kMaxMs, kMs,
                "Delay before the first request of a constant client, to offset it from others.",
                [](auto& c) -> auto& { return c.arrival.phaseMs; }),
            arrivalIs({A::Constant})),
        when<C>(integer<C>(
                    "arrival.on_ms", "On time", 1, kMaxMs, kMs,
                    "How long each active period lasts.",
                    [](auto& c) -> auto& { return c.arrival.onMs; }),
                arrivalIs({A::OnOff})),
        when<C>(integer<C>(
                    "arrival.off_ms", "Off time", 0, kMaxMs, kMs,
                    "How long each silent period between bursts lasts.",
                    [](auto& c) -> auto& { return c.arrival.offMs; }),
                arrivalIs({A::OnOff})),
        when<C>(integer<C>(
                    "arrival.period_ms", "Period", 1, kMaxWindowMs, kMs,
                    "The length of one traffic cycle (a day is 86400000 ms).",
                    [](auto& c) -> auto& { return c.arrival.periodMs; }),
                arrivalIs({A::Diurnal})),
        when<C>(integer<C>(
                    "arrival.count", "Requests per burst", 0, kMaxLimit, "requests",
                    "How many requests each burst fires; 0 means the first lane's limit.",
                    [](auto& c) -> auto& { return c.arrival.count; }),
                arrivalIs({A::BoundaryAttacker, A::Burst})),
        when<C>(
            integer<C>(
                "arrival.window_ms", "Attacked window", 0, kMaxWindowMs, kMs,
                "The window length whose boundaries the attacker aims at; 0 means the first lane's window.",
                [](auto& c) -> auto& { return c.arrival.windowMs; }),
            arrivalIs({A::BoundaryAttacker})),
        when<C>(
            integer<C>(
                "arrival.spread_ms", "Spread", 0, kMaxMs, kMs,
                "Each half of the attack is spread over this many milliseconds (0 = all at once).",
                [](auto& c) -> auto& { return c.arrival.spreadMs; }),
            arrivalIs({A::BoundaryAttacker})),
        when<C>(integer<C>(
                    "arrival.repeat_every_ms", "Repeat every", 0, kMaxMs, kMs,
                    "How often the burst or attack repeats; 0 means it happens once.",
                    [](auto& c) -> auto& { return c.arrival.repeatEveryMs; }),
                arrivalIs({A::BoundaryAttacker, A::Burst})),
        when<C>(integer<C>(
                    "arrival.spacing_ms", "Spacing", 0, kMaxMs, kMs,
                    "The gap between the requests of one burst (0 = all at the same instant).",
                    [](auto& c) -> auto& { return c.arrival.spacingMs; }),
                arrivalIs({A::Burst})),
        choice<C>(
            "retry.kind", "Retries", "What the client does when it gets a 429.", retryKindNames(),
            [](auto& c) -> auto& { return c.retry.kind; }),
        when<C>(integer<C>(
                    "retry.max_attempts", "Max retries", 0, kMaxRetryAttempts, "",
                    "How many times a rejected request is retried before the client gives up.",
                    [](auto& c) -> auto& { return c.retry.maxAttempts; }),
                retries),
        when<C>(
            integer<C>(
                "retry.base_ms", "Backoff base", 0, kMaxMs, kMs,
                "The first backoff delay; each retry doubles it (retry-after-jitter: the most extra "
                "time drawn on top of the Retry-After header).",
                [](auto& c) -> auto& { return c.retry.baseMs; }),
            backoff),
        when<C>(integer<C>(
                    "retry.cap_ms", "Backoff cap", 0, kMaxMs, kMs,
                    "The longest the backoff delay may grow.",
                    [](auto& c) -> auto& { return c.retry.capMs; }),
                backoff),
        integer<C>(
            "cost", "Cost", 1, kMaxLimit, "units",
            "How many quota units each request uses (an expensive endpoint may cost more than 1).",
            [](auto& c) -> auto& { return c.cost; }),
        integer<C>(
            "service_ms", "Service time", 0, kMaxMs, kMs,
            "How long the server works on a request; a concurrency limit holds the slot this long.",
            [](auto& c) -> auto& { return c.serviceMs; }),
        boolean<C>(
            "legitimate", "Legitimate",
            "Whether this is a well-behaved client: rejecting its requests counts as a false positive.",
            [](auto& c) -> auto& { return c.legitimate; }),
    };
    // Before the retry fields, where the forms and written files have always had them.
    const auto trace = schema::traceArrivalFields();
    const auto retryKind = std::find_if(fields.begin(), fields.end(), [](const auto& f) {
        return f.path == QLatin1String("retry.kind");
    });
    fields.insert(retryKind, trace.begin(), trace.end());
    // After name and count, where the forms and written files have always had them.
    const auto identity = schema::identityFields();
    fields.insert(fields.begin() + 2, identity.begin(), identity.end());
    schema::appendClientLimiterFields(fields);
    return fields;
}

SchemaField<LaneSpec> algorithmField()
{
    auto f = base<LaneSpec>("algorithm", "Algorithm", FieldType::Choice,
                            "The rate-limiting algorithm this lane runs.");
    for (const AlgorithmInfo& info : allAlgorithms()) {
        f.choices.append(
            QString::fromLatin1(info.id.data(), static_cast<qsizetype>(info.id.size())));
        f.choiceDescriptions.append(QString::fromUtf8(
            info.description.data(), static_cast<qsizetype>(info.description.size())));
    }
    f.get = [](const LaneSpec& l) {
        const std::string_view id = algorithmInfo(l.algorithm).id;
        return QVariant(QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size())));
    };
    f.set = [](LaneSpec& l, const QVariant& v) {
        if (const auto kind = algorithmFromId(v.toString().toStdString()))
            l.algorithm = *kind;
    };
    return required(f);
}

std::vector<SchemaField<LaneSpec>> buildLaneFields()
{
    using L = LaneSpec;
    return {
        text<L>(
            "name", "Name", FieldType::String,
            "A name for this lane in charts and CSV files; it defaults to the algorithm id.",
            [](auto& l) -> auto& { return l.name; }),
        algorithmField(),
        required(integer<L>(
            "limit", "Limit", 1, kMaxLimit, "requests",
            "N: how many requests (cost units) a key may make per window.",
            [](auto& l) -> auto& { return l.params.limit; })),
        when<L>(integer<L>(
                    "window_ms", "Window", 1, kMaxWindowMs, kMs,
                    "W: the length of the window the limit applies to.",
                    [](auto& l) -> auto& { return l.params.windowMs; }),
                algorithmHas(&AlgorithmInfo::usesWindow)),
        when<L>(
            integer<L>(
                "burst", "Burst", 0, kMaxLimit, "requests",
                "B: the bucket capacity (queue size for the leaky bucket); 0 means the same as the limit.",
                [](auto& l) -> auto& { return l.params.burst; }),
            algorithmHas(&AlgorithmInfo::usesBurst)),
        when<L>(
            boolean<L>(
                "log_rejected", "Log rejected",
                "Also log rejected requests, as some scripts do, so a client that keeps hammering stays locked out.",
                [](auto& l) -> auto& { return l.params.logRejected; }),
            algorithmHas(&AlgorithmInfo::logsRejectedVariant)),
        text<L>(
            "key", "Key template", FieldType::String,
            "How the rate-limit key is built from the client's identity, e.g. \"rl:{category}:user:{user}\". Placeholders: {user} {api_key} {ip} {tenant} {endpoint} {client} {tier}; normalised: {path} {method_group} {category}; hashed: {api_key_hash} (the first 8 hex digits of its SHA-256) or {api_key_hash:N}.",
            [](auto& l) -> auto& { return l.keyTemplate; }),
        boolean<L>(
            "dry_run", "Dry run",
            "Count the requests that would be rejected but let everything through, to calibrate a limit safely.",
            [](auto& l) -> auto& { return l.dryRun; }),
        number<L>(
            "soft_limit", "Soft limit", 0.0, false, 1.0, "fraction of the limit",
            "Send a warning header once this fraction of the quota is used; 0 turns it off.",
            [](auto& l) -> auto& { return l.softLimitFraction; }),
        quietDefault(choice<L>(
            "headers", "Header dialect",
            "Which rate-limit headers the lane's responses carry (the inspector shows them); "
            "Retry-After is delay-seconds in every dialect.",
            headerDialectNames(), [](auto& l) -> auto& { return l.headers; })),
    };
}

template <class O>
const SchemaField<O>* findField(std::span<const SchemaField<O>> fields, const QString& path)
{
    for (const auto& f : fields)
        if (f.path == path)
            return &f;
    return nullptr;
}

} // namespace

std::span<const SchemaField<Scenario>> ScenarioSchema::scenarioFields()
{
    static const std::vector<SchemaField<Scenario>> fields = [] {
        auto list = buildScenarioFields();
        schema::appendCategoryFields(list);
        appendWorldFields(list);
        schema::appendBackendFields(list);
        return list;
    }();
    return fields;
}

std::span<const SchemaField<ClientSpec>> ScenarioSchema::clientFields()
{
    static const std::vector<SchemaField<ClientSpec>> fields = [] {
        auto list = buildClientFields();
        appendClientWorldFields(list);
        schema::appendClientBackendFields(list);
        schema::appendClientConnectionFields(list);
        schema::appendRetryBudgetFields(list);
        return list;
    }();
    return fields;
}

std::span<const SchemaField<LaneSpec>> ScenarioSchema::laneFields()
{
    static const std::vector<SchemaField<LaneSpec>> fields = [] {
        auto list = buildLaneFields();
        appendReferenceLimiterFields(list);
        schema::appendPenaltyFields(list);
        appendLaneStoreFields(list);
        schema::appendPolicyFields(list);
        schema::appendAdaptiveLaneFields(list);
        schema::appendLaneConnectionFields(list);
        return list;
    }();
    return fields;
}

const SchemaField<Scenario>* ScenarioSchema::scenarioField(const QString& path)
{
    return findField(scenarioFields(), path);
}

const SchemaField<ClientSpec>* ScenarioSchema::clientField(const QString& path)
{
    return findField(clientFields(), path);
}

const SchemaField<LaneSpec>* ScenarioSchema::laneField(const QString& path)
{
    return findField(laneFields(), path);
}

SchemaFieldHandle ScenarioSchema::resolve(const QString& path)
{
    if (const SchemaField<LaneSpec>* field = laneField(path))
        return {field, nullptr};
    return {nullptr, scenarioField(path)};
}

QString ScenarioSchema::clientsTooltip()
{
    return QStringLiteral(
        "The traffic: each client has an identity, an arrival pattern and a retry behaviour.");
}

QString ScenarioSchema::lanesTooltip()
{
    return QStringLiteral(
        "The limiters to compare: every lane sees the identical traffic, so the algorithms "
        "can be compared side by side.");
}

} // namespace ratelab
