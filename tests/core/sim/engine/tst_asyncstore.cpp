// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The extension point for simulated stores: a store may answer Pending and complete the
// decision later through a StoreReply event to the lane. A test store with a fixed latency
// shows the lane timing, retries and delay metrics follow the reply, not the request.
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/Lane.h"
#include "core/sim/engine/TrafficSource.h"
#include "core/sim/kernel/Engine.h"
#include "core/sim/store/MemoryStore.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <map>

using namespace ratelab;
using namespace ratelab::test;

namespace {

class LatentStore final : public KeyStore {
public:
    LatentStore(Engine& engine, std::size_t keys, SimTime latency)
        : m_engine(engine)
        , m_inner(keys)
        , m_latency(latency)
    {
    }
    std::uint16_t laneHandler = 0;

    StoreAnswer decide(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                       std::int64_t ticket) override
    {
        m_replies[ticket] = m_inner.decide(algorithm, key, input, ticket).decision;
        m_engine.schedule(m_engine.now() + m_latency, laneHandler, EventKind::StoreReply, key,
                          ticket);
        return {StoreStatus::Pending, {}};
    }
    StoreAnswer collect(std::int64_t ticket) override
    {
        const Decision d = m_replies.at(ticket);
        m_replies.erase(ticket);
        return {StoreStatus::Decided, d};
    }
    const KeyState* find(std::int32_t key) const override { return m_inner.find(key); }
    std::int64_t keyCount() const override { return m_inner.keyCount(); }
    std::int64_t stateBytes(const Algorithm& a) const override { return m_inner.stateBytes(a); }
    std::size_t outstanding() const { return m_replies.size(); }

private:
    Engine& m_engine;
    MemoryStore m_inner;
    SimTime m_latency;
    std::map<std::int64_t, Decision> m_replies;
};

} // namespace

class TestAsyncStore : public QObject {
    Q_OBJECT
private slots:
    void decisionsCompleteOnReply()
    {
        const Scenario s = oneLaneScenario(AlgorithmKind::FixedWindow, 2, 1000, burstArrival(3, 0),
                                           3000, retry(RetryKind::HonourRetryAfter, 2));
        const ClientTable clients(s);
        Engine engine(fromMillis(s.durationMs), fromMillis(s.bucketMs));
        std::vector<RequestRecord> records;
        bool truncated = false;
        RequestLog log(records, truncated, 100);

        auto store = std::make_unique<LatentStore>(engine, 1, 2500);
        LatentStore* storePtr = store.get();
        LaneSetup setup;
        setup.spec = &s.lanes[0];
        setup.clients = &clients;
        setup.keyOfClient = {0};
        setup.keyCount = 1;
        setup.bucketCount = 3;
        Lane lane(std::move(setup), makeAlgorithm(AlgorithmKind::FixedWindow, s.lanes[0].params),
                  std::move(store), engine, log);
        lane.attach();
        storePtr->laneHandler = lane.handlerId();
        TrafficSource traffic(clients, {2, 1000}, Random(s.seed), engine, {&lane});
        traffic.start();
        QVERIFY(engine.run(nullptr));

        // Three requests at 0 answered at 2.5 ms; the rejected one retries Retry-After (1000 ms,
        // decided on the clock read when it was sent) after the answer, and is answered 2.5 ms
        // later.
        std::vector<SimTime> times;
        std::vector<std::int64_t> clocks;
        for (const RequestRecord& r : records) {
            times.push_back(r.time);
            clocks.push_back(r.clockMs);
        }
        QCOMPARE(times, (std::vector<SimTime>{2500, 2500, 2500, 1'005'000}));
        QCOMPARE(clocks, (std::vector<std::int64_t>{0, 0, 0, 1002}));
        QCOMPARE(engine.eventsProcessed(), std::int64_t{8}); // 3 arrivals, 4 replies, 1 retry
        QCOMPARE(storePtr->outstanding(), std::size_t{0});

        LaneSummary summary;
        LaneSeries series;
        lane.fill(summary, series, {"c"});
        QCOMPARE(summary.admitted, std::int64_t{3});
        QCOMPARE(summary.rejected, std::int64_t{1});
        QCOMPARE(summary.retries, std::int64_t{1});
        QCOMPARE(summary.p50DelayMs, 3.0); // the 2.5 ms round trip, in whole ms
        QCOMPARE(summary.keys, std::int64_t{1});
    }
};

QTEST_APPLESS_MAIN(TestAsyncStore)
#include "tst_asyncstore.moc"
