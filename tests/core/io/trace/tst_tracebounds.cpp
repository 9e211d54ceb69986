// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The trace's bounds (time_ms <= 1e15, cost <= 1e9) at their edges, and every replayable
// algorithm replaying the extreme values the reader accepts with sane decisions: no negative
// reset or retry-after, remaining within the limit, a sliding log (logging rejected requests too)
// never admitting past its limit. Under UBSan (scripts/dev asan) an overflow fails it as well.
#include "core/io/trace/TraceReader.h"
#include "core/io/trace/TraceReplay.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/ScenarioLimits.h"

#include "tests/support/ReplayEdges.h"

#include <QTest>

#include <deque>

using namespace ratelab;

namespace {

std::optional<Trace> parse(const QByteArray& text, QString* error)
{
    return TraceReader::parse(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
        QStringLiteral("t.csv"), error);
}

// Rows at the far end of what the reader takes: times 0 and 1e15 (and just below), costs
// 0, 1 and 1e9, two keys, repeated so that the second visit sees the state the first left.
QByteArray extremeTrace()
{
    QByteArray text = "time_ms,key,cost\n";
    const QByteArray maxTime = QByteArray::number(kMaxTraceTimeMs);
    const QByteArray maxCost = QByteArray::number(kMaxLimit);
    text += "0,a,1\n0,a," + maxCost + "\n0,b,0\n1,a," + maxCost + "\n";
    text += QByteArray::number(kMaxTraceTimeMs - 1) + ",a," + maxCost + "\n";
    for (int i = 0; i < 4; ++i)
        text += maxTime + ",a," + maxCost + "\n" + maxTime + ",b,1\n" + maxTime + ",a,0\n";
    return text;
}

} // namespace

class TestTraceBounds : public QObject {
    Q_OBJECT

private slots:
    void boundsAreInclusive()
    {
        QString error;
        const auto trace = parse("time_ms,key,cost\n0,a,0\n" + QByteArray::number(kMaxTraceTimeMs)
                                     + ",a," + QByteArray::number(kMaxLimit) + "\n",
                                 &error);
        QVERIFY2(trace, qPrintable(error));
        QCOMPARE(trace->rows.back().timeMs, kMaxTraceTimeMs);
        QCOMPARE(trace->rows.back().cost, kMaxLimit);
    }

    void pastTheBounds_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("time 1e15 + 1")
            << QByteArray("time_ms,key\n0,a\n1000000000000001,a\n")
            << "t.csv:3: time_ms: 1000000000000001 is more than 1000000000000000, the largest "
               "time a trace may hold (milliseconds)";
        QTest::newRow("time int64 max")
            << QByteArray("time_ms,key\n9223372036854775807,a\n")
            << "t.csv:2: time_ms: 9223372036854775807 is more than 1000000000000000, the "
               "largest time a trace may hold (milliseconds)";
        QTest::newRow("cost 1e9 + 1")
            << QByteArray("time_ms,key,cost\n0,a,1000000001\n")
            << "t.csv:2: cost: 1000000001 is more than 1000000000, the largest cost a request "
               "may have (as in a scenario)";
        QTest::newRow("cost int64 max")
            << QByteArray("time_ms,key,cost\n0,a,1\n5,a,9223372036854775807\n")
            << "t.csv:3: cost: 9223372036854775807 is more than 1000000000, the largest cost a "
               "request may have (as in a scenario)";
    }

    void pastTheBounds()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!parse(text, &error));
        QCOMPARE(error, expected);
    }

    void extremeValuesReplaySanely_data()
    {
        QTest::addColumn<qint64>("limit");
        QTest::addColumn<qint64>("window");
        QTest::addColumn<qint64>("burst");
        QTest::addColumn<bool>("logRejected");
        // limit * window stays within 2^62 (limitParamsProblem); each edge of it.
        QTest::newRow("1 per ms") << qint64(1) << qint64(1) << qint64(0) << false;
        QTest::newRow("1 per max window")
            << qint64(1) << qint64(kMaxWindowMs) << qint64(0) << false;
        QTest::newRow("max limit per ms") << qint64(kMaxLimit) << qint64(1) << qint64(0) << false;
        QTest::newRow("max limit, 4e9 ms")
            << qint64(kMaxLimit) << qint64(4'000'000'000) << qint64(0) << false;
        QTest::newRow("burst max") << qint64(1) << qint64(1000) << qint64(kMaxLimit) << false;
        QTest::newRow("log rejected, 1 per ms") << qint64(1) << qint64(1) << qint64(0) << true;
        QTest::newRow("log rejected, max limit")
            << qint64(kMaxLimit) << qint64(1000) << qint64(0) << true;
    }

    void extremeValuesReplaySanely()
    {
        QFETCH(qint64, limit);
        QFETCH(qint64, window);
        QFETCH(qint64, burst);
        QFETCH(bool, logRejected);
        QString error;
        const auto parsed = parse(extremeTrace(), &error);
        QVERIFY2(parsed, qPrintable(error));
        for (const AlgorithmInfo& info : allAlgorithms()) {
            if (!info.replayable || (logRejected && !info.logsRejectedVariant))
                continue;
            LimitParams edge;
            edge.limit = limit;
            edge.windowMs = window;
            edge.burst = burst;
            edge.logRejected = logRejected;
            const std::optional<LimitParams> taken = testing::paramsFor(info, edge);
            if (!taken)
                continue; // an edge this algorithm refuses up front (nginx's rate below 1/1000 s)
            const LimitParams params = *taken;
            const Trace rows = testing::rowsFor(info, params, *parsed);
            const Trace* trace = &rows;
            const auto algorithm = makeAlgorithm(info.kind, params);
            const std::int64_t most = testing::remainingBound(*algorithm);
            const std::vector<Decision> decisions = TraceReplay::run(*trace, *algorithm);
            QCOMPARE(decisions.size(), trace->rows.size());
            // Admitted cost per key over the last window, for the window-based limit check.
            std::vector<std::deque<std::pair<std::int64_t, std::int64_t>>> admitted(2);
            for (std::size_t i = 0; i < decisions.size(); ++i) {
                const Decision& d = decisions[i];
                const TraceRow& row = trace->rows[i];
                const QByteArray where =
                    QByteArray(info.id.data()) + " row " + QByteArray::number(qulonglong(i + 2));
                QVERIFY2(d.resetMs >= row.timeMs && d.retryAfterMs >= 0 && d.delayMs >= 0,
                         where.constData());
                QVERIFY2(d.remaining >= 0 && d.remaining <= most, where.constData());
                if (info.kind != AlgorithmKind::SlidingLog || !d.allowed)
                    continue;
                auto& log = admitted[row.key];
                while (!log.empty() && row.timeMs - log.front().first >= window)
                    log.pop_front();
                log.emplace_back(row.timeMs, row.cost);
                std::int64_t sum = 0;
                for (const auto& entry : log)
                    sum += entry.second;
                QVERIFY2(sum <= limit, where.constData());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestTraceBounds)
#include "tst_tracebounds.moc"
