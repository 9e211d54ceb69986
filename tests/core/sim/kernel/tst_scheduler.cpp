// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The scheduler contract: the engine asks its Scheduler before every event (also with an empty
// queue), runs what the scheduler injects at the time it gives, ends when the scheduler returns
// with nothing queued and stops when it says so; and runScenario run with a RunEnvironment (a
// scheduler plus stores that answer Pending, as live mode's do) drives the same Lane to the same
// request records as the simulation.
#include "tests/support/ScenarioBuilder.h"

#include "core/sim/engine/LaneStoreFactory.h"
#include "core/sim/engine/Simulation.h"
#include "core/sim/kernel/Engine.h"
#include "core/sim/kernel/Scheduler.h"
#include "core/sim/store/MemoryStore.h"

#include <QTest>

#include <memory>
#include <utility>
#include <vector>

using namespace ratelab;
using namespace ratelab::test;

namespace {

struct Recorder final : EventHandler {
    std::vector<std::pair<SimTime, std::int32_t>> seen;
    void handle(const Event& e) override { seen.emplace_back(e.time, e.target); }
};

// An outside world that delivers one event at a given point: when the engine is about to run
// its first event at or after `deliverBefore` (or has nothing left), it injects `target` at now.
struct InjectingScheduler final : Scheduler {
    std::uint16_t handler = 0;
    SimTime deliverBefore = 0;
    bool delivered = false;
    int stopAtCall = -1; // the call that returns false; -1: never
    int calls = 0;
    std::vector<std::pair<SimTime, SimTime>> asked; // (engine.now(), earliest queued or -1)

    bool beforeNextEvent(Engine& engine) override
    {
        asked.emplace_back(engine.now(), engine.queue().empty() ? -1 : engine.queue().top().time);
        if (calls++ == stopAtCall)
            return false;
        if (!delivered && (engine.queue().empty() || engine.queue().top().time >= deliverBefore)) {
            delivered = true;
            engine.schedule(engine.now(), handler, EventKind::StoreReply, 7);
        }
        return true;
    }
};

// A store whose answers come back later, through the scheduler, as live mode's do: it decides
// at once in memory but answers Pending; the scheduler hands the answers back before the next
// event, at the same virtual time, so nothing but the path differs from the simulation.
struct ReplyLater;

class DeferringStore final : public KeyStore {
public:
    DeferringStore(std::size_t keys, ReplyLater& world)
        : m_memory(keys)
        , m_world(world)
    {
    }
    StoreAnswer decide(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                       std::int64_t ticket) override;
    StoreAnswer collect(std::int64_t ticket) override
    {
        return m_answers[static_cast<std::size_t>(ticket)];
    }
    [[nodiscard]] const KeyState* find(std::int32_t key) const override
    {
        return m_memory.find(key);
    }
    [[nodiscard]] std::int64_t keyCount() const override { return m_memory.keyCount(); }
    [[nodiscard]] std::int64_t stateBytes(const Algorithm& algorithm) const override
    {
        return m_memory.stateBytes(algorithm);
    }
    std::uint16_t laneHandler = 0;

private:
    MemoryStore m_memory;
    ReplyLater& m_world;
    std::vector<StoreAnswer> m_answers; // by ticket
};

struct ReplyLater final : Scheduler, LaneStoreFactory {
    std::vector<DeferringStore*> stores;
    std::vector<std::pair<std::uint16_t, std::int64_t>> outstanding; // (lane handler, ticket)
    std::int64_t replies = 0;

    bool beforeNextEvent(Engine& engine) override
    {
        for (const auto& [handler, ticket] : outstanding)
            engine.schedule(engine.now(), handler, EventKind::StoreReply, 0, ticket);
        replies += static_cast<std::int64_t>(outstanding.size());
        outstanding.clear();
        return true;
    }
    std::unique_ptr<KeyStore> makeStore(const LaneStoreContext& lane) override
    {
        auto store = std::make_unique<DeferringStore>(lane.keyNames->size(), *this);
        stores.push_back(store.get());
        return store;
    }
    void laneAttached(std::int32_t lane, std::uint16_t handler) override
    {
        stores[static_cast<std::size_t>(lane)]->laneHandler = handler;
    }
};

StoreAnswer DeferringStore::decide(const Algorithm& algorithm, std::int32_t key,
                                   const DecideInput& input, std::int64_t ticket)
{
    const auto t = static_cast<std::size_t>(ticket);
    if (t >= m_answers.size())
        m_answers.resize(t + 1);
    m_answers[t] = m_memory.decide(algorithm, key, input, ticket);
    m_world.outstanding.emplace_back(laneHandler, ticket);
    StoreAnswer pending;
    pending.status = StoreStatus::Pending;
    return pending;
}

bool sameRecord(const RequestRecord& a, const RequestRecord& b)
{
    return a.time == b.time && a.lane == b.lane && a.client == b.client && a.key == b.key
           && a.attempt == b.attempt && a.cost == b.cost && a.clockMs == b.clockMs
           && a.instance == b.instance && a.enforced == b.enforced && a.softWarning == b.softWarning
           && a.decision.allowed == b.decision.allowed
           && a.decision.remaining == b.decision.remaining
           && a.decision.retryAfterMs == b.decision.retryAfterMs
           && a.decision.resetMs == b.decision.resetMs;
}

} // namespace

class TestScheduler : public QObject {
    Q_OBJECT
private slots:
    void isAskedBeforeEveryEventAndAtTheEnd()
    {
        Engine engine(1000, 1000);
        Recorder r;
        InjectingScheduler s;
        s.deliverBefore = 10'000; // only once the queue is empty
        s.handler = engine.addHandler(&r);
        engine.setScheduler(&s);
        engine.schedule(10, s.handler, EventKind::Custom, 1);
        engine.schedule(20, s.handler, EventKind::Custom, 2);
        QVERIFY(engine.run(nullptr));
        // Asked with 10 next, 20 next, then empty (it injects at 20), then empty again (ends).
        const std::vector<std::pair<SimTime, SimTime>> asked{{0, 10}, {10, 20}, {20, -1}, {20, -1}};
        QCOMPARE(s.asked, asked);
        // The injected event keeps the run going after the queue ran dry.
        QCOMPARE(r.seen,
                 (std::vector<std::pair<SimTime, std::int32_t>>{{10, 1}, {20, 2}, {20, 7}}));
    }

    void injectedEventRunsAtNowBeforeLaterEvents()
    {
        Engine engine(1000, 1000);
        Recorder r;
        InjectingScheduler s;
        s.deliverBefore = 500; // before the event at 500 runs, while now is still 100
        s.handler = engine.addHandler(&r);
        engine.setScheduler(&s);
        engine.schedule(100, s.handler, EventKind::Custom, 1);
        engine.schedule(500, s.handler, EventKind::Custom, 2);
        QVERIFY(engine.run(nullptr));
        QCOMPARE(r.seen,
                 (std::vector<std::pair<SimTime, std::int32_t>>{{100, 1}, {100, 7}, {500, 2}}));
        QCOMPARE(engine.eventsProcessed(), std::int64_t{3});
    }

    void returningFalseStopsTheRun()
    {
        Engine engine(1000, 1000);
        Recorder r;
        InjectingScheduler s;
        s.deliverBefore = 10'000;
        s.stopAtCall = 1;
        s.handler = engine.addHandler(&r);
        engine.setScheduler(&s);
        engine.schedule(10, s.handler, EventKind::Custom, 1);
        engine.schedule(20, s.handler, EventKind::Custom, 2);
        QVERIFY(!engine.run(nullptr));
        QCOMPARE(r.seen, (std::vector<std::pair<SimTime, std::int32_t>>{{10, 1}}));
    }

    void deferredStoresDriveTheSameLane()
    {
        // Bursts with retries on every algorithm: rejections, Retry-After waits and retries that
        // depend on the decisions, all through StoreReply events instead of at once.
        ClientSpec burster = client("burster", burstArrival(25, 2000, 0, 7000),
                                    retry(RetryKind::ExponentialBackoff, 2, 500, 3000));
        burster.serviceMs = 1500;
        ClientSpec steady = client("steady", constantArrival(3));
        const Scenario s = allAlgorithmsScenario(10, 5000, {burster, steady}, 20'000);
        const RunResult sim = runScenario(s);

        ReplyLater world;
        RunEnvironment environment;
        environment.scheduler = &world;
        environment.stores = &world;
        const RunResult deferred = runScenario(s, environment);

        QVERIFY(world.replies > 100);
        QCOMPARE(deferred.summaries.size(), sim.summaries.size());
        for (std::size_t l = 0; l < sim.summaries.size(); ++l) {
            const LaneSummary& a = deferred.summaries[l];
            const LaneSummary& b = sim.summaries[l];
            QCOMPARE(a.requests, b.requests);
            QCOMPARE(a.admitted, b.admitted);
            QCOMPARE(a.rejected, b.rejected);
            QCOMPARE(a.retries, b.retries);
            QCOMPARE(a.maxAdmittedAnyWindow, b.maxAdmittedAnyWindow);
        }
        QVERIFY(sim.summaries[0].retries > 0);
        QCOMPARE(deferred.requests.size(), sim.requests.size());
        for (std::size_t i = 0; i < sim.requests.size(); ++i)
            QVERIFY2(sameRecord(deferred.requests[i], sim.requests[i]),
                     qPrintable(QStringLiteral("request %1").arg(i)));
    }
};

QTEST_APPLESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
