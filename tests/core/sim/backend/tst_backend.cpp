// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The backend's rules on small cases computed by hand (constant service times): first in, first
// out on free workers, the waiting line's limit and longest wait (503), clients that give up while
// the worker keeps going, the reserved share and the priority of critical requests, scheduled
// capacity changes, a dependency that holds the worker and times out, and seeded draws.
#include "core/sim/backend/Backend.h"

#include <QtTest>

#include <tuple>

using namespace ratelab;

namespace {

struct Submit {
    std::int64_t atMs;
    bool critical = false;
};

// What the listener heard, in order: (time ms, ticket, outcome, answers, releases, started ms).
using Heard = std::tuple<std::int64_t, std::int64_t, BackendOutcome, bool, bool, std::int64_t>;

class Script final : public EventHandler, public BackendListener {
public:
    Script(const BackendSpec& spec, std::vector<Submit> submits, std::uint64_t seed = 1)
        : m_engine(fromSeconds(3600), fromSeconds(1))
        , m_backend(spec, m_engine, Random(seed), *this)
        , m_submits(std::move(submits))
    {
    }

    std::vector<Heard> run()
    {
        m_handler = m_engine.addHandler(this);
        m_backend.attach();
        for (std::size_t i = 0; i < m_submits.size(); ++i)
            m_engine.schedule(fromMillis(m_submits[i].atMs), m_handler, EventKind::Arrival,
                              static_cast<std::int32_t>(i));
        m_engine.run(nullptr);
        return m_heard;
    }

    void handle(const Event& e) override
    {
        m_backend.submit(e.time, e.target, m_submits[static_cast<std::size_t>(e.target)].critical,
                         fromMillis(100));
    }

    void onBackend(const BackendResult& r) override
    {
        m_heard.emplace_back(r.time / 1000, r.ticket, r.outcome, r.answers, r.releases,
                             r.started < 0 ? -1 : r.started / 1000);
    }

    Backend& backend() { return m_backend; }

private:
    Engine m_engine;
    Backend m_backend;
    std::vector<Submit> m_submits;
    std::vector<Heard> m_heard;
    std::uint16_t m_handler = 0;
};

BackendSpec constant(int workers, double meanMs = 100)
{
    BackendSpec spec;
    spec.workers = workers;
    spec.service.meanMs = meanMs;
    return spec;
}

constexpr auto kServed = BackendOutcome::Served;
constexpr auto kShed = BackendOutcome::Shed;
constexpr auto kTimedOut = BackendOutcome::TimedOut;

} // namespace

Q_DECLARE_METATYPE(std::vector<Heard>)

class TstBackend : public QObject {
    Q_OBJECT

private slots:
    void firstInFirstOutOnFreeWorkers()
    {
        const auto heard = Script(constant(2), {{0}, {0}, {0}, {10}}).run();
        const std::vector<Heard> expected{
            {100, 0, kServed, true, true, 0},
            {100, 1, kServed, true, true, 0},
            {200, 2, kServed, true, true, 100},
            {200, 3, kServed, true, true, 100},
        };
        QCOMPARE(heard, expected);
    }

    void theClientsOwnServiceTimeWhenTheSpecHasNone()
    {
        // meanMs 0: each submit's own mean (100 ms here), not the spec's.
        const auto heard = Script(constant(1, 0), {{0}}).run();
        QCOMPARE(heard, (std::vector<Heard>{{100, 0, kServed, true, true, 0}}));
    }

    void aFullLineSheds()
    {
        BackendSpec spec = constant(1);
        spec.queueLimit = 1;
        const auto heard = Script(spec, {{0}, {0}, {0}}).run();
        const std::vector<Heard> expected{
            {0, 2, kShed, true, true, -1},
            {100, 0, kServed, true, true, 0},
            {200, 1, kServed, true, true, 100},
        };
        QCOMPARE(heard, expected);
    }

    void noWaitingRoomShedsWhenEveryWorkerIsBusy()
    {
        BackendSpec spec = constant(1);
        spec.queueLimit = 0;
        const auto heard = Script(spec, {{0}, {50}, {101}}).run();
        const std::vector<Heard> expected{
            {50, 1, kShed, true, true, -1},
            {100, 0, kServed, true, true, 0},
            {201, 2, kServed, true, true, 101},
        };
        QCOMPARE(heard, expected);
    }

    void aRequestWaitsAtMostTheQueueTimeout()
    {
        BackendSpec spec = constant(1);
        spec.queueTimeoutMs = 50;
        const auto heard = Script(spec, {{0}, {10}, {60}}).run();
        // The second has waited 50 ms at 60; the third, arriving then, gets the worker at 100.
        const std::vector<Heard> expected{
            {60, 1, kShed, true, true, -1},
            {100, 0, kServed, true, true, 0},
            {200, 2, kServed, true, true, 100},
        };
        QCOMPARE(heard, expected);
    }

    void aClientGivesUpAndTheWorkerKeepsGoing()
    {
        BackendSpec spec = constant(1);
        spec.timeoutMs = 150;
        const auto heard = Script(spec, {{0}, {0}}).run();
        const std::vector<Heard> expected{
            {100, 0, kServed, true, true, 0},
            {150, 1, kTimedOut, true, false, 100},
            {200, 1, kServed, false, true, 100},
        };
        QCOMPARE(heard, expected);
    }

    void theReservedShareKeepsWorkersForCriticalRequests()
    {
        BackendSpec spec = constant(5);
        spec.reservedPercent = 20; // one worker of five
        const auto heard = Script(spec, {{0}, {0}, {0}, {0}, {0}, {1, true}}).run();
        const std::vector<Heard> expected{
            {100, 0, kServed, true, true, 0},   {100, 1, kServed, true, true, 0},
            {100, 2, kServed, true, true, 0},   {100, 3, kServed, true, true, 0},
            {101, 5, kServed, true, true, 1}, // the critical one found the reserved worker
            {200, 4, kServed, true, true, 100},
        };
        QCOMPARE(heard, expected);
    }

    void theReservedShareOfTheLine()
    {
        BackendSpec spec = constant(1);
        spec.queueLimit = 5;
        spec.reservedPercent = 20; // others may fill four places of five
        const auto heard = Script(spec, {{0}, {0}, {0}, {0}, {0}, {0}, {0, true}, {0, true}}).run();
        QCOMPARE(heard[0], (Heard{0, 5, kShed, true, true, -1}));
        QCOMPARE(heard[1], (Heard{0, 7, kShed, true, true, -1}));
        // The critical request that got the last place goes first.
        QCOMPARE(heard[3], (Heard{200, 6, kServed, true, true, 100}));
        QCOMPARE(heard.size(), std::size_t{8});
    }

    void criticalRequestsGoFirstWhenTheSpecReservesAShare()
    {
        BackendSpec spec = constant(1);
        // Without a reserved share, one line first in, first out.
        const std::vector<Submit> submits{{0}, {1}, {2, true}};
        QCOMPARE(std::get<1>(Script(spec, submits).run()[1]), std::int64_t{1});
        spec.reservedPercent = 10; // no worker of one, but critical requests go first
        const auto heard = Script(spec, submits).run();
        const std::vector<Heard> expected{
            {100, 0, kServed, true, true, 0},
            {200, 2, kServed, true, true, 100},
            {300, 1, kServed, true, true, 200},
        };
        QCOMPARE(heard, expected);
    }

    void workersChangeOnSchedule()
    {
        BackendSpec spec = constant(2);
        BackendChangeSpec lost;
        lost.kind = BackendChangeKind::Workers;
        lost.workers = 1;
        lost.startMs = 50;
        lost.durationMs = 200;
        spec.changes.push_back(lost);
        const auto heard = Script(spec, {{60}, {60}, {60}}).run();
        const std::vector<Heard> expected{
            {160, 0, kServed, true, true, 60},
            {260, 1, kServed, true, true, 160},
            {350, 2, kServed, true, true, 250}, // the worker came back at 250
        };
        QCOMPARE(heard, expected);
    }

    void aSlowdownStretchesServiceTimesStartedDuringIt()
    {
        BackendSpec spec = constant(1);
        BackendChangeSpec slow;
        slow.kind = BackendChangeKind::Slow;
        slow.slowPercent = 300;
        slow.startMs = 50;
        slow.durationMs = 100;
        spec.changes.push_back(slow);
        // Started before: 100 ms; started at 100 (during): 300 ms; started at 400: 100 ms again.
        const auto heard = Script(spec, {{0}, {0}, {0}}).run();
        const std::vector<Heard> expected{
            {100, 0, kServed, true, true, 0},
            {400, 1, kServed, true, true, 100},
            {500, 2, kServed, true, true, 400},
        };
        QCOMPARE(heard, expected);
    }

    void theDependencyHoldsTheWorkerAndTimesOut()
    {
        BackendSpec spec = constant(3, 10);
        spec.dependency.connections = 1;
        spec.dependency.service.meanMs = 100;
        spec.dependency.timeoutMs = 150;
        const auto heard = Script(spec, {{0}, {0}, {0}, {20}}).run();
        const std::vector<Heard> expected{
            {110, 0, kServed, true, true, 0},   // 100 ms at the dependency, then 10 of its own
            {150, 2, kTimedOut, true, true, 0}, // waited 150 ms for a connection
            {210, 1, kServed, true, true, 0},   // called the dependency from 100 to 200
            {310, 3, kServed, true, true, 110}, // the worker freed at 110; called from 200
        };
        QCOMPARE(heard, expected);
    }

    void theSameSeedDrawsTheSameTimes()
    {
        BackendSpec spec = constant(2);
        spec.service.kind = ServiceTimeKind::LogNormal;
        spec.service.p99Ms = 500;
        std::vector<Submit> submits;
        for (int i = 0; i < 200; ++i)
            submits.push_back({i * 20});
        const auto a = Script(spec, submits, 5).run();
        QCOMPARE(Script(spec, submits, 5).run(), a);
        QVERIFY(Script(spec, submits, 6).run() != a);
    }
};

QTEST_APPLESS_MAIN(TstBackend)
#include "tst_backend.moc"
