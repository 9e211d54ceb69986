#include "Lane.h"

#include "RetryPolicy.h"
#include "algorithms/AlgorithmRegistry.h"
#include "http/SoftLimit.h"

#include <utility>

namespace ratelab {

Lane::Lane(LaneSetup setup, std::unique_ptr<Algorithm> algorithm, std::unique_ptr<KeyStore> store,
           Engine& engine, RequestLog& log)
    : m_setup(std::move(setup))
    , m_algorithm(std::move(algorithm))
    , m_store(std::move(store))
    , m_engine(engine)
    , m_log(log)
    , m_metrics(m_setup.keyCount, fromMillis(m_setup.spec->params.windowMs), m_setup.bucket,
                m_setup.bucketCount)
{
    if (!m_setup.keyOfClient.empty())
        m_trackedKey = m_setup.keyOfClient.front();
    // The same threshold the response renderer uses, so counted warnings match the headers.
    m_softThreshold = softLimitThreshold(m_setup.spec->softLimitFraction, m_setup.spec->params.limit);
}

void Lane::attach()
{
    m_handler = m_engine.addHandler(this);
    m_engine.addTickListener(this);
}

void Lane::request(SimTime time, std::int32_t client, std::int32_t attempt)
{
    const auto c = static_cast<std::size_t>(client);
    const ClientSpec& spec = *(*m_setup.clients)[c].spec;
    const std::int32_t key = m_setup.keyOfClient[c];
    DecideInput in;
    in.nowMs = m_clock.read(time);
    in.cost = spec.cost;
    in.holdMs = spec.serviceMs;
    const StoreAnswer answer = m_store->decide(*m_algorithm, key, in, 0);
    switch (answer.status) {
    case StoreStatus::Decided:
        complete(time, client, attempt, in.nowMs, answer.decision);
        break;
    case StoreStatus::Pending:
    case StoreStatus::Unavailable:
        // No store answers these yet; asynchronous stores and failure policies (issue 3)
        // complete such requests from a StoreReply event through complete().
        break;
    }
}

void Lane::complete(SimTime time, std::int32_t client, std::int32_t attempt, Millis clock,
                    const Decision& decision)
{
    const auto c = static_cast<std::size_t>(client);
    const ClientSpec& spec = *(*m_setup.clients)[c].spec;
    const std::int32_t key = m_setup.keyOfClient[c];
    const bool enforced = !m_setup.spec->dryRun;

    DecisionFacts f;
    f.time = time;
    f.key = key;
    f.cost = spec.cost;
    f.attempt = attempt;
    f.legitimate = spec.legitimate;
    f.admitted = decision.allowed || !enforced;
    f.wouldReject = !decision.allowed && !enforced;
    f.delayMs = decision.allowed ? decision.delayMs : 0;
    f.softWarning = m_softThreshold > 0 && f.admitted &&
                    decision.limit - decision.remaining >= m_softThreshold;
    m_metrics.record(f);

    if (key == m_trackedKey)
        if (const KeyState* state = m_store->find(key))
            m_metrics.noteLevel(time, m_algorithm->level(*state, clock));

    if (m_log.wants()) {
        RequestRecord r;
        r.time = time;
        r.lane = m_setup.index;
        r.client = client;
        r.key = key;
        r.attempt = attempt;
        r.cost = spec.cost;
        r.clockMs = clock;
        r.decision = decision;
        r.enforced = enforced;
        r.softWarning = f.softWarning;
        m_log.add(r);
    }

    if (!f.admitted) {
        const SimTime wait = retryDelay(spec.retry, attempt, decision, m_setup.jitter);
        if (wait != kNoRetry)
            m_engine.schedule(time + wait, m_handler, EventKind::Retry, client, attempt + 1);
    }
}

void Lane::handle(const Event& event)
{
    if (event.kind == EventKind::Retry)
        request(event.time, event.target, static_cast<std::int32_t>(event.arg));
}

void Lane::onTick(std::int64_t bucketIndex, SimTime bucketEnd)
{
    double level = 0.0;
    if (m_trackedKey >= 0)
        if (const KeyState* state = m_store->find(m_trackedKey))
            level = m_algorithm->level(*state, m_clock.read(bucketEnd - 1));
    m_metrics.closeBucket(bucketIndex, level);
}

void Lane::fill(LaneSummary& summary, LaneSeries& series,
                const std::vector<std::string>& keyNames) const
{
    const LaneSpec& spec = *m_setup.spec;
    summary.lane = spec.name;
    summary.algorithm = spec.algorithm;
    summary.limit = spec.params.limit;
    summary.windowMs = spec.params.windowMs;
    m_metrics.fill(summary, series, keyNames);
    summary.keys = m_store->keyCount();
    summary.stateBytes = m_store->stateBytes(*m_algorithm);
    series.levelLimit = m_algorithm->levelLimit();
    series.levelName = std::string(algorithmInfo(spec.algorithm).levelName);
    if (m_trackedKey >= 0)
        series.trackedKey = keyNames[static_cast<std::size_t>(m_trackedKey)];
}

} // namespace ratelab
