// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/Lane.h"

#include "core/sim/http/RateLimitReading.h"
#include "core/sim/http/SoftLimit.h"
#include "core/sim/model/LaneResponse.h"
#include "core/sim/world/WorldContext.h"

#include <optional>
#include <utility>

namespace ratelab {
namespace {

const LimitParams& firstRuleParams(const LaneSpec& spec)
{
    return spec.rules.empty() ? spec.params : spec.rules.front().params;
}

} // namespace

Lane::Lane(LaneSetup setup, std::unique_ptr<Algorithm> algorithm, std::unique_ptr<KeyStore> store,
           Engine& engine, RequestLog& log)
    : m_setup(std::move(setup))
    , m_algorithm(std::move(algorithm))
    , m_store(std::move(store))
    , m_engine(engine)
    , m_log(log)
    , m_metrics(m_setup.keyCount, fromMillis(firstRuleParams(*m_setup.spec).windowMs),
                m_setup.bucketCount, m_setup.keyOfClient.size(), !isPolicyLane(*m_setup.spec),
                m_setup.figuresOnly)
{
    m_memory = dynamic_cast<MemoryStore*>(m_store.get());
    m_enforced = !m_setup.spec->dryRun;
    // Only the structured dialect's `t` is the effective window, worth a second decision.
    m_effectiveWindow = m_setup.spec->headers == HeaderDialect::Structured;
    m_rules.reserve(m_setup.keyOfClient.size());
    for (std::size_t c = 0; c < m_setup.keyOfClient.size(); ++c) {
        const ClientSpec& spec = *(*m_setup.clients)[c].spec;
        std::int32_t pacer = -1;
        if (spec.limiter.enabled()) {
            pacer = static_cast<std::int32_t>(m_pacers.size());
            m_pacers.push_back({ClientPacer(spec.limiter, spec.cost), 0});
        }
        m_rules.push_back({spec.cost, spec.serviceMs, &spec.retry, m_setup.keyOfClient[c], pacer,
                           spec.legitimate, spec.critical});
        m_retries = m_retries || spec.retry.kind != RetryKind::None;
        m_retryBudget.add(spec.retry);
    }
    if (m_setup.backend && LaneService::needed(*m_setup.spec, *m_setup.backend)) {
        LaneServiceSetup service;
        service.lane = m_setup.spec;
        service.backend = m_setup.backend;
        service.stream = m_setup.backendStream;
        service.adaptiveStream = m_setup.adaptiveStream;
        service.keyCount = m_setup.keyCount;
        service.bucketCount = m_setup.bucketCount;
        if (m_setup.world)
            service.regions = static_cast<int>(m_setup.world->topology.regions.size());
        m_service = std::make_unique<LaneService>(std::move(service), m_engine,
                                                  static_cast<ServiceAnswers&>(*this));
    }
    std::vector<const ClientConnectionSpec*> sockets(m_setup.keyOfClient.size(), nullptr);
    bool anySocket = false;
    for (std::size_t c = 0; c < sockets.size(); ++c) {
        const ClientSpec& spec = *(*m_setup.clients)[c].spec;
        if (spec.websocket.enabled()) {
            sockets[c] = &spec.websocket;
            anySocket = true;
        }
    }
    if (anySocket)
        m_sockets = std::make_unique<SocketClients>(m_setup.spec->websocket, std::move(sockets));
    if (!m_pacers.empty())
        m_ruleSpecs = laneRules(*m_setup.spec);
    if (!m_rules.empty())
        m_trackedKey = m_rules.front().key;
    if (m_setup.spec->penalty.enabled())
        m_penalty = std::make_unique<PenaltyBox>(m_setup.spec->penalty);
    m_plain = m_memory && !m_penalty && !(m_service && m_service->gates());
    m_plainRequests = m_plain && !m_sockets && m_pacers.empty() && !m_service;
    // The same threshold the response renderer uses, so counted warnings match the headers.
    m_softThreshold =
        softLimitThreshold(m_setup.spec->softLimitFraction, firstRuleParams(*m_setup.spec).limit);
}

void Lane::attach()
{
    m_handler = m_engine.addHandler(this);
    m_engine.addTickListener(this);
    if (m_service)
        m_service->attach();
}

inline void Lane::request(SimTime time, std::int32_t client, std::int32_t attempt)
{
    if (m_plainRequests)
        decidePlain<Completion::Bare>(time, client, attempt,
                                      inputOf(time, m_rules[static_cast<std::size_t>(client)]));
    else
        routeRequest(time, client, attempt);
}

void Lane::arrive(std::span<Lane* const> lanes, SimTime time, std::int32_t client)
{
    // Every lane starts fetching what this request will write before the first decides, so the
    // lanes' cache misses overlap instead of following one another.
    for (const Lane* lane : lanes)
        lane->m_metrics.prefetch(lane->m_rules[static_cast<std::size_t>(client)].key);
    // One loop over the lanes with each request inlined in its body: a call per lane and
    // decision would cost more than the common lane's bookkeeping.
    for (Lane* lane : lanes)
        lane->request(time, client, 0);
}

void Lane::routeRequest(SimTime time, std::int32_t client, std::int32_t attempt)
{
    if (m_sockets && m_sockets->has(client)) {
        socketMessage(time, client);
        return;
    }
    const std::int32_t pacer = m_rules[static_cast<std::size_t>(client)].pacer;
    if (pacer < 0) {
        send(time, client, attempt);
        return;
    }
    m_pacers[static_cast<std::size_t>(pacer)].pacer.enqueue(time, attempt);
    pump(time, client);
}

void Lane::pump(SimTime time, std::int32_t client)
{
    PacedClient& paced = pacerOf(client);
    // Each send hears its response at once when the limiter is in process, so the next release
    // already knows what the upstream said.
    while (const auto go = paced.pacer.release(time))
        send(time, client, go->attempt);
    if (const auto wake = paced.pacer.nextWake(time))
        m_engine.schedule(*wake, m_handler, EventKind::ClientWake, client, ++paced.wake);
}

void Lane::hear(SimTime time, std::int32_t client, Millis clock, const Decision& decision,
                bool admitted, std::int32_t refusedBy, std::int32_t speaker)
{
    const RuleSpec& rule = speakingRule(m_ruleSpecs, speaker, refusedBy);
    const HeaderDialect dialect = m_setup.spec->headers;
    const ResponseOptions options = laneResponseOptions(*m_setup.spec, rule, m_enforced);
    // Epoch 0 on both sides: the client's wall clock is true time, the headers the limiter's.
    const HttpResponse response = renderResponse(decision, rule.params, clock, 0, options);
    const RateLimitReading reading =
        parseRateLimitHeaders(response, dialect, floorDiv(time, kMicrosPerSecond));
    pacerOf(client).pacer.hear(time, reading, !admitted);
}

Lane::PacedClient& Lane::pacerOf(std::int32_t client)
{
    return m_pacers[static_cast<std::size_t>(m_rules[static_cast<std::size_t>(client)].pacer)];
}

void Lane::forget(std::int32_t client)
{
    if (const std::int32_t pacer = m_rules[static_cast<std::size_t>(client)].pacer; pacer >= 0)
        m_pacers[static_cast<std::size_t>(pacer)].pacer.lost();
}

DecideInput Lane::inputOf(SimTime time, const ClientRule& rule) const
{
    DecideInput in;
    in.nowMs = m_clock.read(time);
    in.cost = rule.cost;
    in.holdMs = rule.holdMs;
    in.effectiveWindow = m_effectiveWindow;
    return in;
}

template <Lane::Completion kFrom>
inline void Lane::decidePlain(SimTime time, std::int32_t client, std::int32_t attempt,
                              const DecideInput& in)
{
    // The common lane: the in-process store's one rule decides at once, called by name so that
    // its decision and complete() inline here, end to end.
    DecisionSlot slot;
    m_memory->decideOn(slot.decision, *m_algorithm, m_rules[static_cast<std::size_t>(client)].key,
                       in);
    completeInline<kFrom>(time, client, attempt, in.nowMs, slot.decision, StoreAnswer::kInProcess,
                          0);
}

void Lane::send(SimTime time, std::int32_t client, std::int32_t attempt)
{
    const ClientRule& rule = m_rules[static_cast<std::size_t>(client)];
    const DecideInput in = inputOf(time, rule);
    if (m_plain) {
        decidePlain<Completion::InProcess>(time, client, attempt, in);
        return;
    }
    if (m_penalty) {
        if (const std::optional<Millis> until = m_penalty->blockedUntil(rule.key, in.nowMs)) {
            // Refused without asking the limiter: its state stays as the last strike left it.
            StoreAnswer answer;
            answer.decision.limit = firstRuleParams(*m_setup.spec).limit;
            answer.decision.resetMs = *until;
            answer.decision.retryAfterMs = *until - in.nowMs;
            answer.refusedBy = kRefusedByPenalty;
            complete(time, client, attempt, in.nowMs, answer);
            return;
        }
    }
    if (m_service && m_service->gates()) {
        // The slot is held until the backend answers: the gate decides, in process.
        StoreAnswer answer;
        answer.decision = m_service->admit(time, in.nowMs, rule.key, rule.cost, m_effectiveWindow);
        complete(time, client, attempt, in.nowMs, answer);
        return;
    }
    if (m_policy && !m_store->holdsPolicy()) {
        // Every rule decides in process, at once.
        const Policy::Verdict verdict = m_policy->decide(client, in);
        StoreAnswer answer;
        answer.decision = verdict.decision;
        answer.refusedBy = verdict.refusedBy;
        answer.speaker = verdict.speaker;
        complete(time, client, attempt, in.nowMs, answer);
        return;
    }
    const std::int64_t ticket =
        m_freeTickets.empty() ? static_cast<std::int64_t>(m_pending.size()) : m_freeTickets.back();
    const StoreAnswer answer = m_policy
                                   ? m_store->decidePolicy(client, in, ticket)
                                   : m_store->decideFor(*m_algorithm, rule.key, in, ticket, client);
    switch (answer.status) {
    case StoreStatus::Decided:
        complete(time, client, attempt, in.nowMs, answer);
        break;
    case StoreStatus::Pending:
        if (m_freeTickets.empty())
            m_pending.emplace_back();
        else
            m_freeTickets.pop_back();
        m_pending[static_cast<std::size_t>(ticket)] = {time, in.nowMs, client, attempt};
        break;
    case StoreStatus::Unavailable:
        // Stores with a failure policy apply it themselves and answer Decided with the flags.
        forget(client);
        break;
    }
}

void Lane::collect(const Event& reply)
{
    const auto ticket = static_cast<std::size_t>(reply.arg);
    const PendingRequest p = m_pending[ticket];
    m_freeTickets.push_back(reply.arg);
    const StoreAnswer answer = m_store->collect(reply.arg);
    if (answer.status != StoreStatus::Decided) {
        forget(p.client);
        return;
    }
    m_metrics.noteRoundTrip(reply.time - p.sentAt);
    // The client waited for the round trip as well: count it as latency the limiter added.
    complete(reply.time, p.client, p.attempt, p.clock, answer,
             ceilDiv(reply.time - p.sentAt, kMicrosPerMilli));
    if (m_rules[static_cast<std::size_t>(p.client)].pacer >= 0)
        pump(reply.time, p.client);
}

std::int32_t Lane::regionOf(std::int32_t client, std::int32_t instance) const
{
    if (!m_setup.world)
        return 0;
    // Admitted with no instance deciding (the store failed open first): the client's own region.
    return instance >= 0 ? m_setup.world->regionOfInstance[static_cast<std::size_t>(instance)]
                         : m_setup.world->regionOfClient[static_cast<std::size_t>(client)];
}

void Lane::complete(SimTime time, std::int32_t client, std::int32_t attempt, Millis clock,
                    const StoreAnswer& answer, std::int64_t roundTripMs)
{
    completeInline<Completion::General>(time, client, attempt, clock, answer.decision, answer,
                                        roundTripMs);
}

template <Lane::Completion kFrom>
inline void Lane::completeInline(SimTime time, std::int32_t client, std::int32_t attempt,
                                 Millis clock, const Decision& decision, const StoreAnswer& answer,
                                 std::int64_t roundTripMs)
{
    constexpr bool kInProcess = kFrom != Completion::General;
    constexpr bool kBare = kFrom == Completion::Bare;
    const bool service = !kBare && m_service;
    // Only a plain lane (m_plain) decides in process here: it has no policy and no penalty box.
    const bool policy = !kInProcess && m_policy;
    // A one-rule lane's refusals are its one rule's (or its penalty's).
    std::int32_t refusedBy = policy || answer.refusedBy == kRefusedByPenalty ? answer.refusedBy : 0;
    const std::int32_t speaker = answer.speaker;
    const ClientRule& rule = m_rules[static_cast<std::size_t>(client)];
    DecisionFacts f;
    f.time = time;
    // An in-process decision read the lane's clock at `time`: when that is true time, it is the
    // millisecond already.
    f.timeMs = kInProcess && LimiterClock::kReadsTrueTime ? clock : toMillisFloor(time);
    f.key = rule.key;
    f.client = client;
    f.allowed = decision.allowed;
    f.cost = rule.cost;
    f.attempt = attempt;
    f.legitimate = rule.legitimate;
    f.admitted = decision.allowed || !m_enforced;
    f.failedOpen = answer.failedOpen;
    f.failedClosed = answer.failedClosed;
    f.error = answer.error;
    f.wouldReject = !decision.allowed && !m_enforced;
    f.delayMs = (decision.allowed ? decision.delayMs : 0) + roundTripMs;
    f.softWarning =
        m_softThreshold > 0 && f.admitted && decision.limit - decision.remaining >= m_softThreshold;
    m_metrics.record(f);
    if (decision.allowed)
        refusedBy = -1;
    if (refusedBy == kRefusedByPenalty)
        ++m_penaltyRefused;
    else if (!kInProcess && m_penalty && !decision.allowed && !answer.failedClosed
             && m_penalty->strike(rule.key, clock))
        ++m_penaltyBlocks;
    if (policy)
        m_policy->note(client, time, rule.cost, f.admitted, refusedBy);

    std::int64_t logIndex = -1;
    if (m_log.wants(time)) {
        RequestRecord r;
        r.time = time;
        r.lane = m_setup.index;
        r.client = client;
        r.key = policy ? m_policy->reportedKey(client, speaker) : rule.key;
        r.attempt = attempt;
        r.cost = rule.cost;
        r.clockMs = answer.clockMs != StoreAnswer::kLaneClock ? answer.clockMs : clock;
        r.instance = answer.instance;
        r.decision = decision;
        r.enforced = m_enforced;
        r.softWarning = f.softWarning;
        r.refusedBy = static_cast<std::int16_t>(refusedBy);
        r.speaker = static_cast<std::int16_t>(speaker);
        if (!kBare && m_sockets && m_sockets->has(client))
            r.socket = f.admitted ? kSocketOpened : kSocketRateLimited;
        logIndex = m_log.add(r, service && f.admitted);
    }
    if (service && f.admitted)
        m_service->serve(time, {client, attempt, logIndex}, rule.key, rule.cost, rule.critical,
                         fromMillis(rule.holdMs), regionOf(client, answer.instance));
    if (rule.key == m_trackedKey) {
        if (service && m_service->gates())
            m_metrics.noteLevel(m_service->level(rule.key));
        else if (const KeyState* state = m_store->find(rule.key))
            m_metrics.noteLevel(m_algorithm->level(*state, clock));
    }

    if (!kBare && rule.pacer >= 0)
        hear(time, client, clock, decision, f.admitted, refusedBy, speaker);

    if (!kBare && m_sockets && m_sockets->has(client)) {
        // An upgrade: it opens a connection, or the client waits to try again (no retries).
        m_sockets->decided(client, rule.key, time, f.admitted);
        return;
    }
    if (!f.admitted) {
        m_retryBudget.failed(client);
        retryLater(time, client, attempt, decision);
    } else if (!service) {
        m_retryBudget.succeeded(client);
    }
}

void Lane::handle(const Event& event)
{
    switch (event.kind) {
    case EventKind::Retry:
        request(event.time, event.target, static_cast<std::int32_t>(event.arg));
        break;
    case EventKind::StoreReply:
        collect(event);
        break;
    case EventKind::ClientWake:
        if (event.arg == pacerOf(event.target).wake)
            pump(event.time, event.target);
        break;
    default:
        break;
    }
}

void Lane::onTick(std::int64_t bucketIndex, SimTime bucketEnd)
{
    const double level = m_trackedKey >= 0 ? trackedLevel(m_clock.read(bucketEnd - 1)) : 0.0;
    m_metrics.closeBucket(bucketIndex, level, m_store->gauges(bucketEnd));
    if (m_service)
        m_service->closeBucket(bucketIndex, bucketEnd);
}

} // namespace ratelab
