// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Properties every algorithm shares: the registry (ids, order, flags), parameter checks, the
// retry-after and reset rules for every algorithm through makeAlgorithm() (large numbers included),
// level() agreeing with remaining, new and evicted keys starting full, and state sizes.
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"
#include "tests/support/TestPaths.h"

#include <QFile>

#include <QtTest>

#include <cmath>

using namespace ratelab;
using namespace ratelab::test;

namespace {

std::vector<AlgorithmKind> allKinds()
{
    std::vector<AlgorithmKind> kinds;
    for (const AlgorithmInfo& info : allAlgorithms())
        kinds.push_back(info.kind);
    return kinds;
}

} // namespace

class TstAlgorithms : public QObject {
    Q_OBJECT

private slots:
    void registryHoldsTheIdsInOrder()
    {
        const std::vector<std::string_view> ids{"fixed-window",
                                                "sliding-log",
                                                "sliding-counter",
                                                "token-bucket",
                                                "gcra",
                                                "leaky-bucket",
                                                "concurrency",
                                                "nginx",
                                                "guava-bursty",
                                                "guava-warmup",
                                                "fixed-window-incr-first",
                                                "aimd",
                                                "vegas",
                                                "gradient2",
                                                "envoy-gradient"};
        const auto all = allAlgorithms();
        QCOMPARE(all.size(), ids.size());
        for (std::size_t i = 0; i < ids.size(); ++i) {
            QCOMPARE(all[i].id, ids[i]);
            QCOMPARE(static_cast<std::size_t>(all[i].kind), i);
            QCOMPARE(&algorithmInfo(all[i].kind), &all[i]);
            QCOMPARE(algorithmFromId(ids[i]), std::optional<AlgorithmKind>(all[i].kind));
            QVERIFY(!all[i].displayName.empty());
            QVERIFY(!all[i].levelName.empty());
            QVERIFY(all[i].description.size() > 60 && all[i].description.size() < 300);
            QCOMPARE(all[i].replayable,
                     all[i].kind != AlgorithmKind::Concurrency && !all[i].adaptive);
        }
        QCOMPARE(algorithmFromId("token_bucket"), std::nullopt);
        QCOMPARE(algorithmFromId(""), std::nullopt);
    }

    void makeAlgorithmBuildsEachKind()
    {
        for (AlgorithmKind kind : allKinds()) {
            const LimitParams p = paramsFor(kind, limitParams(7, 500, 9));
            const auto alg = makeAlgorithm(kind, p);
            QVERIFY(alg);
            QCOMPARE(alg->kind(), kind);
            QCOMPARE(alg->params().limit, 7);
            const bool bucketLike = !isWindowLike(kind);
            if (kind == AlgorithmKind::GuavaWarmup) // threshold 3.5 + 2 x 500 ms / (4 x stable)
                QCOMPARE(alg->levelLimit(), 7.0);
            else
                QCOMPARE(alg->levelLimit(), bucketLike ? 9.0 : 7.0);
        }
    }

    void limitParamsProblems()
    {
        QCOMPARE(limitParamsProblem(limitParams(100, 60000)), std::string());
        QCOMPARE(limitParamsProblem(limitParams(1'000'000, 86'400'000, 2'000'000)), std::string());
        QCOMPARE(limitParamsProblem(limitParams(0, 1000)),
                 std::string("limit must be at least 1 (got 0)"));
        QCOMPARE(limitParamsProblem(limitParams(5, 0)),
                 std::string("window must be at least 1 ms (got 0)"));
        QCOMPARE(limitParamsProblem(limitParams(5, 10, -1)),
                 std::string("burst must not be negative (got -1)"));
        QCOMPARE(limitParamsProblem(limitParams(1LL << 40, 1LL << 23)),
                 std::string("limit (or burst) times window must not exceed 2^62"));
    }

    void retryAfterAndResetRulesForEveryAlgorithm()
    {
        std::vector<LimitParams> sets = randomCheckParams();
        sets.push_back(limitParams(1'000'000, 86'400'000));
        sets.push_back(limitParams(999'983, 86'400'000, 1'500'000));
        int seed = 9000;
        for (AlgorithmKind kind : allKinds()) {
            int rejects = 0;
            for (LimitParams p : sets) {
                p = paramsFor(kind, p);
                p.logRejected = (seed % 2) == 0;
                const auto alg = makeAlgorithm(kind, p);
                TraceRng rng(static_cast<std::uint64_t>(seed++));
                TraceShape shape{2000, -5 * p.windowMs, 2, 2 * p.windowMs};
                auto trace = randomTrace(rng, p, shape);
                if (p.limit > 1000) {
                    for (Request& r : trace) // big costs, so a big limit is reached
                        r.cost = rng.between(1, p.capacity() / 3 + 2);
                }
                for (Request& r : trace)
                    r.cost = costFor(kind, r.cost);
                int seen = 0;
                const QString error = checkDecisionRules(*alg, trace, rng, &seen);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                rejects += seen;
            }
            QVERIFY2(rejects > 500, algorithmInfo(kind).id.data());
        }
    }

    // The structured dialect's `t` for every algorithm (checkEffectiveWindow), on random traces
    // with clock steps back, costs above the burst and concurrency hold times of 0 included.
    void effectiveWindowForEveryAlgorithm()
    {
        int seed = 9500;
        for (AlgorithmKind kind : allKinds()) {
            int zeros = 0;
            for (LimitParams p : randomCheckParams()) {
                p = paramsFor(kind, p);
                p.logRejected = (seed % 2) == 0;
                if (algorithmInfo(kind).usesTimeout)
                    p.timeoutMs = (seed % 3) * p.windowMs / 4;
                const auto alg = makeAlgorithm(kind, p);
                TraceRng rng(static_cast<std::uint64_t>(seed++));
                auto trace = randomTrace(rng, p, TraceShape{1500, -5 * p.windowMs, 2, p.windowMs});
                for (Request& r : trace)
                    r.cost = costFor(kind, r.cost);
                const QString error = checkEffectiveWindow(*alg, trace, rng, &zeros);
                QVERIFY2(error.isEmpty(), qPrintable(error));
            }
            // Only Guava (pay later, within its timeout) and requests that hold no concurrency
            // slot leave no window (the adaptive kinds are built as a concurrency limit).
            const bool zeroWindows = kind == AlgorithmKind::GuavaBursty
                                     || kind == AlgorithmKind::GuavaWarmup
                                     || isConcurrencyLike(kind);
            QVERIFY2(zeroWindows == (zeros > 0), algorithmInfo(kind).id.data());
        }
    }

    // GCRA admits what the token bucket admits, so it states the same window (no clock steps).
    void gcraStatesTheTokenBucketsWindow()
    {
        int seed = 9700;
        for (const LimitParams& p : randomCheckParams()) {
            const auto bucket = makeAlgorithm(AlgorithmKind::TokenBucket, p);
            const auto gcra = makeAlgorithm(AlgorithmKind::Gcra, p);
            TraceRng rng(static_cast<std::uint64_t>(seed++));
            const auto trace = randomTrace(rng, p, TraceShape{1500, 0, 0, 0});
            KeyState b;
            KeyState g;
            for (const Request& r : trace) {
                const Reported x = stepReported(*bucket, b, r.t, r.cost);
                const Reported y = stepReported(*gcra, g, r.t, r.cost);
                QCOMPARE(y.effectiveWindowMs, x.effectiveWindowMs);
            }
        }
    }

    void levelAgreesWithRemaining()
    {
        for (AlgorithmKind kind : allKinds()) {
            const LimitParams p = paramsFor(kind, limitParams(6, 300, 8));
            const auto alg = makeAlgorithm(kind, p);
            TraceRng rng(42);
            KeyState s;
            for (const Request& r : randomTrace(rng, p, TraceShape{3000, 0, 0, 500})) {
                const Decision d = step(*alg, s, r.t, costFor(kind, r.cost), r.hold);
                const double level = alg->level(s, r.t);
                std::int64_t expected = 0;
                switch (kind) {
                case AlgorithmKind::TokenBucket:
                case AlgorithmKind::Gcra:
                    expected = static_cast<std::int64_t>(std::floor(level)); // tokens available
                    break;
                case AlgorithmKind::LeakyBucket:
                    expected =
                        p.capacity() - static_cast<std::int64_t>(std::ceil(level)); // free places
                    break;
                case AlgorithmKind::Nginx: // more requests the burst takes now
                    expected =
                        std::max<std::int64_t>(0, static_cast<std::int64_t>(std::floor(
                                                      static_cast<double>(p.burst) - level)));
                    break;
                case AlgorithmKind::GuavaBursty: // stored permits, if the next one is granted
                case AlgorithmKind::GuavaWarmup:
                    expected = s.b <= r.t * 1000 ? static_cast<std::int64_t>(std::floor(level)) : 0;
                    break;
                default:
                    expected =
                        std::max<std::int64_t>(0, p.limit - static_cast<std::int64_t>(level));
                }
                if (kind == AlgorithmKind::SlidingCounter && !d.allowed)
                    continue; // remaining is after the request; the estimate is unchanged
                QVERIFY2(d.remaining == expected, qPrintable(QStringLiteral("%1 t=%2 level=%3 %4")
                                                                 .arg(algorithmInfo(kind).id.data())
                                                                 .arg(r.t)
                                                                 .arg(level)
                                                                 .arg(describe(d))));
            }
        }
    }

    void newAndEvictedKeysStartFull()
    {
        for (AlgorithmKind kind : allKinds()) {
            const LimitParams p = paramsFor(kind, limitParams(5, 1000, 7));
            const auto alg = makeAlgorithm(kind, p);
            const std::int64_t full = admissibleCost(kind, p);
            KeyState fresh;
            QVERIFY(alg->peek(fresh, {123, full, 10}).allowed);
            // nginx takes one request at a time; Guava grants any cost at once and makes the next
            // request pay for it.
            const bool costBound = kind != AlgorithmKind::Nginx
                                   && kind != AlgorithmKind::GuavaBursty
                                   && kind != AlgorithmKind::GuavaWarmup;
            if (costBound)
                QVERIFY(!alg->peek(fresh, {123, full + 1, 10}).allowed);
            KeyState used;
            step(*alg, used, 100, full, 5000);
            if (kind == AlgorithmKind::Nginx) // a burst of 7 leaves room for more
                for (int i = 0; i < 7; ++i)
                    step(*alg, used, 100);
            QVERIFY(!alg->peek(used, {200, 1, 10}).allowed);
            used.present = false; // evicted: whatever the fields hold, it is a new key
            QVERIFY(alg->peek(used, {200, full, 10}).allowed);
        }
    }

    void stateBytesPerKey()
    {
        const LimitParams p = limitParams(100, 1000);
        for (AlgorithmKind kind : allKinds()) {
            const auto alg = makeAlgorithm(kind, paramsFor(kind, p));
            KeyState s;
            for (int t = 0; t < 2000; ++t)
                step(*alg, s, t, 1, 5000);
            const bool keepsLog = kind == AlgorithmKind::SlidingLog || isConcurrencyLike(kind);
            if (!keepsLog)
                QCOMPARE(alg->stateBytes(s), sizeof(KeyState));
            else
                QVERIFY(alg->stateBytes(s) >= sizeof(KeyState) + 100 * sizeof(LogEntry));
        }
    }

    // docs/algorithms.md's registry table and docs/cli.md's replay options list what the registry
    // holds, row for row, so the docs cannot drift from the one list.
    void docsMatchTheRegistry()
    {
        QFile algorithms(test::sourcePath(QStringLiteral("docs/algorithms.md")));
        QVERIFY(algorithms.open(QIODevice::ReadOnly | QIODevice::Text));
        QStringList rows;
        for (const QString& line : QString::fromUtf8(algorithms.readAll()).split(QLatin1Char('\n')))
            if (line.startsWith(QStringLiteral("| `")))
                rows.append(line);
        const auto yn = [](bool b) { return b ? QStringLiteral("yes") : QStringLiteral("no"); };
        const auto qs = [](std::string_view v) {
            return QString::fromUtf8(v.data(), qsizetype(v.size()));
        };
        QStringList expected;
        QStringList replayable;
        QStringList bursty;
        for (const AlgorithmInfo& a : allAlgorithms()) {
            expected.append(QStringLiteral("| `%1` | %2 | %3 | %4 | %5 | %6 | %7 |")
                                .arg(qs(a.id), qs(a.displayName), qs(a.levelName), yn(a.usesWindow),
                                     yn(a.usesBurst), yn(a.logsRejectedVariant), yn(a.replayable)));
            if (a.replayable)
                replayable.append(QStringLiteral("`%1`").arg(qs(a.id)));
            if (a.replayable && a.usesBurst && !a.inProcessOnly)
                bursty.append(QStringLiteral("`%1`").arg(qs(a.id)));
        }
        QCOMPARE(rows, expected);

        QFile cli(test::sourcePath(QStringLiteral("docs/cli.md")));
        QVERIFY(cli.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString text = QString::fromUtf8(cli.readAll());
        const auto list = [](QStringList ids) {
            const QString last = ids.takeLast();
            return ids.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
        };
        QVERIFY2(text.contains(QStringLiteral("| `--algorithm ID` | %1 |").arg(list(replayable))),
                 qPrintable(list(replayable)));
        QVERIFY2(
            text.contains(QStringLiteral("| `--burst B` | capacity for %1 (queue size); default N;")
                              .arg(list(bursty))),
            qPrintable(list(bursty)));
    }
};

QTEST_APPLESS_MAIN(TstAlgorithms)
#include "tst_algorithms.moc"
