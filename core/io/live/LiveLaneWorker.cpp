#include "core/io/live/LiveLaneWorker.h"

#include "core/sim/traffic/RetryPolicy.h"
#include "core/sim/http/SoftLimit.h"
#include "core/io/redis/LuaCall.h"

#include <algorithm>
#include <stdexcept>
#include <thread>
#include <utility>

namespace ratelab {

namespace {

// How long a lane sleeps at most before it looks at the stop flag again.
constexpr std::chrono::milliseconds kStopPoll{20};

} // namespace

std::string LiveLaneWorker::keyPrefix(std::int32_t lane)
{
    return "lane" + std::to_string(lane) + ":";
}

std::string LiveLaneWorker::keyPrefix(std::int32_t lane, std::int32_t instance)
{
    return keyPrefix(lane) + "i" + std::to_string(instance) + ":";
}

LiveLaneWorker::LiveLaneWorker(LiveLaneSetup setup, const LiveOptions& options,
                               const LuaScripts& scripts)
    : m_setup(std::move(setup))
    , m_options(options)
    , m_scripts(scripts)
{
    m_enforced = !m_setup.spec->dryRun;
    m_softThreshold =
        softLimitThreshold(m_setup.spec->softLimitFraction, m_setup.spec->params.limit);
    for (std::size_t c = 0; c < m_setup.keyOfClient.size(); ++c) {
        const ClientSpec& spec = *(*m_setup.clients)[c].spec;
        m_rules.push_back(
            {spec.cost, spec.serviceMs, &spec.retry, m_setup.keyOfClient[c], spec.legitimate});
    }
    m_redisKeys.reserve(m_setup.keyNames->size());
    for (const std::string& key : *m_setup.keyNames)
        m_redisKeys.push_back(m_setup.keyPrefix + key);
    m_touched.assign(m_setup.keyNames->size(), 0);
    m_report.lane = m_setup.spec->name;
}

LiveLaneWorker::~LiveLaneWorker() = default;

RedisError LiveLaneWorker::connect()
{
    return m_client.connect(m_options.host, m_options.port, m_options.timeouts);
}

bool LiveLaneWorker::waitUntil(const LiveClock& clock, SimTime due, const std::atomic<bool>& stop)
{
    const auto target = clock.wallAt(due);
    for (;;) {
        if (stop.load(std::memory_order_relaxed))
            return false;
        const auto now = LiveClock::Wall::now();
        if (now >= target)
            return true;
        std::this_thread::sleep_for(std::min<LiveClock::Wall::duration>(target - now, kStopPoll));
    }
}

void LiveLaneWorker::run(const LiveClock& clock, const std::atomic<bool>& stop)
{
    const std::vector<Arrival>& arrivals = *m_setup.arrivals;
    std::size_t next = 0;
    SimTime last = 0;
    for (;;) {
        // At one instant an arrival goes before a retry (the engine orders such a tie by when
        // each was scheduled; exact ties of the two are rare and only reorder one instant).
        const bool haveArrival = next < arrivals.size();
        const bool haveRetry = !m_retries.empty() && m_retries.top().time < m_setup.end;
        if (!haveArrival && !haveRetry)
            break;
        const bool takeArrival =
            haveArrival && (!haveRetry || arrivals[next].time <= m_retries.top().time);
        const SimTime scheduled = takeArrival ? arrivals[next].time : m_retries.top().time;
        if (!waitUntil(clock, scheduled, stop))
            break;
        // The decision happens when the request is actually sent: the virtual time reached, never
        // before its schedule, never before the previous decision, never past the end.
        SimTime time = std::max({scheduled, clock.now(), last});
        time = std::min(time, m_setup.end - 1);
        const SimTime lag = time - scheduled;
        m_report.maxLagUs = std::max(m_report.maxLagUs, lag);
        if (lag > m_setup.bucket)
            ++m_report.lateRequests;
        last = time;
        if (takeArrival) {
            request(scheduled, time, arrivals[next].client, 0);
            ++next;
        } else {
            const RetryEvent r = m_retries.top();
            m_retries.pop();
            request(scheduled, time, r.client, r.attempt);
        }
        m_reached.store(time, std::memory_order_relaxed);
    }
    m_reached.store(m_setup.end, std::memory_order_relaxed);
}

bool LiveLaneWorker::ensureConnected()
{
    if (m_client.isConnected())
        return true;
    const auto now = std::chrono::steady_clock::now();
    if (now < m_nextReconnect)
        return false;
    m_nextReconnect = now + m_options.reconnectEvery;
    const RedisError e = connect();
    if (!e.ok()) {
        noteFailure(e.message);
        return false;
    }
    ++m_report.reconnects;
    return true;
}

void LiveLaneWorker::noteFailure(const std::string& message)
{
    if (m_report.firstError.empty())
        m_report.firstError = message;
}

void LiveLaneWorker::request(SimTime scheduled, SimTime time, std::int32_t client,
                             std::int32_t attempt) {
    (void)scheduled;
    const ClientRule& rule = m_rules[static_cast<std::size_t>(client)];
    const LaneSpec& spec = *m_setup.spec;
    DecideInput in;
    in.nowMs = m_setup.clock.nowMs(time);
    in.cost = rule.cost;
    in.holdMs = rule.holdMs;

    Decision decision;
    bool failed = true;
    const bool connected = ensureConnected();
    if (connected) {
        const std::string lease = spec.algorithm == AlgorithmKind::Concurrency
                                      ? "l" + std::to_string(m_setup.instance) + "." +
                                            std::to_string(m_leaseSeq++)
                                      : std::string();
        const ScriptCall call =
            luaDecisionCall(m_scripts, spec.algorithm, spec.params,
                            m_redisKeys[static_cast<std::size_t>(rule.key)], in, false, lease);
        const RedisResult reply = m_client.eval(call);
        if (reply.ok()) {
            std::string why;
            if (const auto d = decisionFromLuaReply(reply.value, spec.params.limit, &why)) {
                decision = *d;
                failed = false;
            } else {
                noteFailure(m_client.endpoint() + ": malformed reply from " +
                            m_scripts.forAlgorithm(spec.algorithm).fileName + ": " + why);
            }
        } else {
            noteFailure(reply.error.message);
        }
    }
    m_touched[static_cast<std::size_t>(rule.key)] = 1;
    if (failed) {
        ++m_report.errors;
        decision.limit = spec.params.limit;
        decision.resetMs = in.nowMs;
        decision.allowed = m_options.failOpen;
        decision.remaining = m_options.failOpen ? spec.params.limit : 0;
        // A refused request tells its client to come back in a second, as a 503 would.
        decision.retryAfterMs = m_options.failOpen ? 0 : 1000;
    }

    DecisionFacts f;
    f.time = time;
    f.key = rule.key;
    f.cost = rule.cost;
    f.attempt = attempt;
    f.legitimate = rule.legitimate;
    f.admitted = decision.allowed || !m_enforced;
    f.wouldReject = !decision.allowed && !m_enforced;
    f.error = failed;
    f.failedOpen = failed && m_options.failOpen;
    f.failedClosed = failed && !m_options.failOpen && m_enforced;
    f.delayMs = decision.allowed ? decision.delayMs : 0;
    f.softWarning = m_softThreshold > 0 && f.admitted && !failed &&
                    decision.limit - decision.remaining >= m_softThreshold;
    LiveDecision& made = m_decisions.emplace_back();
    made.facts = f;
    made.input = in;
    made.logged = static_cast<std::int64_t>(m_records.size()) < m_setup.logLimit;

    if (made.logged) {
        RequestRecord r;
        r.time = time;
        r.lane = m_setup.index;
        r.client = client;
        r.key = rule.key;
        r.attempt = attempt;
        r.cost = rule.cost;
        r.clockMs = in.nowMs;
        r.instance = m_setup.world ? m_setup.instance : -1;
        r.decision = decision;
        r.enforced = m_enforced;
        r.softWarning = f.softWarning;
        m_records.push_back(r);
    }

    if (!f.admitted && rule.retry->kind != RetryKind::None) {
        const SimTime wait = retryDelay(*rule.retry, attempt, decision, m_setup.jitter);
        if (wait != kNoRetry && time + wait < m_setup.end)
            m_retries.push({time + wait, m_retrySeq++, client, attempt + 1});
    }
}

std::vector<std::string> LiveLaneWorker::touchedRedisKeys() const
{
    std::vector<std::string> keys;
    for (std::size_t k = 0; k < m_touched.size(); ++k)
        if (m_touched[k])
            keys.push_back(m_redisKeys[k]);
    return keys;
}

std::int64_t LiveLaneWorker::memoryUsage(const std::vector<std::string>& twinKeys)
{
    // MEMORY USAGE of every Redis key of these twin keys, pipelined: Redis's view of the state.
    std::int64_t bytes = 0;
    if (!m_client.isConnected())
        return 0;
    const auto collect = [&] {
        for (const RedisResult& r : m_client.readPending())
            if (r.ok())
                bytes += r.value.toInt().value_or(0);
    };
    for (const std::string& key : twinKeys) {
        for (const std::string& redisKey : luaKeys(m_setup.spec->algorithm, key))
            m_client.append({"MEMORY", "USAGE", redisKey});
        if (m_client.pending() >= 256)
            collect();
    }
    if (m_client.pending() > 0)
        collect();
    return bytes;
}

} // namespace ratelab
