// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The backend against queueing theory: Poisson arrivals at c workers with exponential service
// times (M/M/c) wait as the Erlang C formula says, in probability and in mean, at utilisations
// 0.5 and 0.8 for c = 1, 4 and 10; with no waiting room (M/M/c/c) they are turned away as the
// Erlang B formula says. Seeded, so the measured values are the same on every run; each case is
// also far from the formula for one worker more or less, so a wrong worker count fails.
#include "core/sim/backend/Backend.h"

#include <QtTest>

#include <cmath>

using namespace ratelab;

namespace {

// Erlang B by its stable recursion, for c servers offered a = lambda / mu erlangs.
double erlangB(int c, double a)
{
    double b = 1.0;
    for (int k = 1; k <= c; ++k)
        b = a * b / (k + a * b);
    return b;
}

// The probability that an arrival waits (M/M/c).
double erlangC(int c, double a)
{
    const double b = erlangB(c, a);
    return c * b / (c - a * (1.0 - b));
}

struct Measured {
    std::int64_t arrivals = 0;
    std::int64_t waited = 0; // started after it arrived
    std::int64_t shed = 0;
    double totalWaitUs = 0.0;

    [[nodiscard]] double pWait() const { return double(waited) / double(arrivals); }
    [[nodiscard]] double meanWaitUs() const { return totalWaitUs / double(arrivals); }
    [[nodiscard]] double pShed() const { return double(shed) / double(arrivals); }
};

// Poisson arrivals into one backend, counted as the backend releases them.
class PoissonRun final : public EventHandler, public BackendListener {
public:
    PoissonRun(const BackendSpec& spec, double perUs, std::int64_t arrivals, std::uint64_t seed)
        : m_engine(static_cast<SimTime>(2.0 * double(arrivals) / perUs) + fromSeconds(3600),
                   fromSeconds(3600))
        , m_backend(spec, m_engine, Random(seed).split(1), *this)
        , m_arrivalStream(Random(seed).split(2))
        , m_meanGapUs(1.0 / perUs)
        , m_left(arrivals)
    {
    }

    Measured run()
    {
        m_handler = m_engine.addHandler(this);
        m_backend.attach();
        next(0);
        m_engine.run(nullptr);
        return m_measured;
    }

    void handle(const Event& event) override
    {
        m_backend.submit(event.time, m_measured.arrivals, false, 0);
        next(event.time);
    }

    void onBackend(const BackendResult& r) override
    {
        if (!r.releases)
            return;
        ++m_measured.arrivals;
        if (r.outcome == BackendOutcome::Shed) {
            ++m_measured.shed;
            return;
        }
        const SimTime wait = r.started - r.submitted;
        m_measured.waited += wait > 0 ? 1 : 0;
        m_measured.totalWaitUs += double(wait);
    }

private:
    void next(SimTime now)
    {
        if (m_left-- <= 0)
            return;
        // Rounded to the microsecond, as the engine's clock is; the mean gap is thousands of µs.
        const auto gap =
            static_cast<SimTime>(std::llround(m_arrivalStream.exponential(m_meanGapUs)));
        m_engine.schedule(now + gap, m_handler, EventKind::Arrival, 0);
    }

    Engine m_engine;
    Backend m_backend;
    Random m_arrivalStream;
    double m_meanGapUs;
    std::int64_t m_left;
    Measured m_measured;
    std::uint16_t m_handler = 0;
};

constexpr double kMeanServiceUs = 10'000.0; // 10 ms
constexpr std::int64_t kArrivals = 1'000'000;

BackendSpec mmc(int workers, std::int64_t queueLimit = -1)
{
    BackendSpec spec;
    spec.workers = workers;
    spec.queueLimit = queueLimit;
    spec.service.kind = ServiceTimeKind::Exponential;
    spec.service.meanMs = kMeanServiceUs / 1000.0;
    return spec;
}

bool within(double measured, double expected, double tolerance)
{
    return std::abs(measured - expected) <= tolerance * expected;
}

} // namespace

class TstErlangQueue : public QObject {
    Q_OBJECT

private slots:
    void waitingMatchesErlangC_data()
    {
        QTest::addColumn<int>("workers");
        QTest::addColumn<double>("utilisation");
        for (const int c : {1, 4, 10})
            for (const double rho : {0.5, 0.8})
                QTest::addRow("c=%d rho=%.1f", c, rho) << c << rho;
    }

    void waitingMatchesErlangC()
    {
        QFETCH(int, workers);
        QFETCH(double, utilisation);
        const double a = utilisation * workers; // offered load in erlangs
        const double perUs = a / kMeanServiceUs;
        const Measured m = PoissonRun(mmc(workers), perUs, kArrivals, 17).run();
        QCOMPARE(m.arrivals, kArrivals);
        QCOMPARE(m.shed, std::int64_t{0});

        const auto expectation = [&](int c) {
            const double pWait = erlangC(c, a);
            // Wq = C / (c mu - lambda)
            return std::pair{pWait, pWait / (c / kMeanServiceUs - perUs)};
        };
        const auto [pWait, meanWait] = expectation(workers);
        qInfo("c=%d rho=%.1f: P(wait) %.5f (Erlang C %.5f), mean wait %.1f us (Erlang C %.1f us)",
              workers, utilisation, m.pWait(), pWait, m.meanWaitUs(), meanWait);
        QVERIFY(within(m.pWait(), pWait, 0.05));
        QVERIFY(within(m.meanWaitUs(), meanWait, 0.05));

        // The check has power: one worker more (or less, where the queue stays stable) is far off.
        for (const int other : {workers - 1, workers + 1}) {
            if (other < 1 || a >= other)
                continue;
            const auto [otherP, otherWait] = expectation(other);
            QVERIFY(!within(m.pWait(), otherP, 0.05) || !within(m.meanWaitUs(), otherWait, 0.05));
        }
    }

    void sheddingMatchesErlangB_data()
    {
        QTest::addColumn<int>("workers");
        QTest::addColumn<double>("utilisation");
        for (const int c : {1, 4, 10})
            QTest::addRow("c=%d rho=0.8", c) << c << 0.8;
    }

    // No waiting room: a request that finds every worker busy is shed (Erlang's loss system).
    void sheddingMatchesErlangB()
    {
        QFETCH(int, workers);
        QFETCH(double, utilisation);
        const double a = utilisation * workers;
        const Measured m = PoissonRun(mmc(workers, 0), a / kMeanServiceUs, 200'000, 23).run();
        const double expected = erlangB(workers, a);
        qInfo("c=%d: P(shed) %.5f (Erlang B %.5f)", workers, m.pShed(), expected);
        QVERIFY(within(m.pShed(), expected, 0.05));
        QCOMPARE(m.waited, std::int64_t{0});
        QVERIFY(!within(m.pShed(), erlangB(workers + 1, a), 0.05));
    }
};

QTEST_APPLESS_MAIN(TstErlangQueue)
#include "tst_erlangqueue.moc"
