// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The memory budget's settings text (sizes, shares of the machine, none), and what it says: a
// refusal names the parts that need most with their fields, a full disk is named for a streamed
// log, and a long run is announced with the fields that make it long.
#include "core/io/run/MemoryBudget.h"

#include <QTest>

using namespace ratelab;

namespace {

RunEstimate estimate(double bytes, std::vector<EstimatePart> parts)
{
    RunEstimate e;
    e.bytes = bytes;
    e.parts = std::move(parts);
    return e;
}

} // namespace

class TestMemoryBudget : public QObject {
    Q_OBJECT

private slots:
    void parsesSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("bytes");
        QTest::newRow("bytes") << QStringLiteral("300000000") << qint64(300'000'000);
        QTest::newRow("K") << QStringLiteral("64K") << qint64(64) * 1024;
        QTest::newRow("M with B") << QStringLiteral("512MB") << (qint64(512) << 20);
        QTest::newRow("G lower case, iB") << QStringLiteral("8giB") << (qint64(8) << 30);
        QTest::newRow("fraction of a G") << QStringLiteral("1.5G") << (qint64(3) << 29);
        QTest::newRow("T, spaced") << QStringLiteral(" 2 T ") << (qint64(2) << 40);
        QTest::newRow("none") << QStringLiteral("None") << qint64(0);
    }

    void parsesSizes()
    {
        QFETCH(QString, text);
        QFETCH(qint64, bytes);
        QString error;
        const auto parsed = MemoryBudget::parse(text, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(qint64(*parsed), bytes);
    }

    void sharesOfTheMachine()
    {
        const std::int64_t machine = MemoryBudget::machineBytes();
        if (machine == 0)
            QSKIP("this machine's memory is unknown");
        QCOMPARE(*MemoryBudget::parse(QStringLiteral("100%"), nullptr), machine);
        QCOMPARE(*MemoryBudget::parse(QStringLiteral("50%"), nullptr), machine / 2);
        QCOMPARE(MemoryBudget::defaultBytes(), machine / 2);
    }

    void refusesBadText_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* bad : {"", "lots", "5X", "-1G", "0%", "101%", "0", "1e9", "G"})
            QTest::newRow(bad) << QString::fromLatin1(bad);
    }

    void refusesBadText()
    {
        QFETCH(QString, text);
        QString error;
        QVERIFY(!MemoryBudget::parse(text, &error));
        QVERIFY(!error.isEmpty());
    }

    void formatsBytes()
    {
        QCOMPARE(MemoryBudget::format(512), QStringLiteral("512 bytes"));
        QCOMPARE(MemoryBudget::format(1536), QStringLiteral("1.5 KiB"));
        QCOMPARE(MemoryBudget::format(21.3 * (1 << 30)), QStringLiteral("21.3 GiB"));
        QCOMPARE(MemoryBudget::format(150.0 * (1 << 20)), QStringLiteral("150 MiB"));
    }

    void refusalNamesTheBiggestParts()
    {
        const double gib = 1 << 30;
        const RunEstimate e = estimate(
            30 * gib, {{"request_log_limit", "the request log (100,000,000 requests)", 20 * gib},
                       {"clients[0].count", "the clients (10,000,000)", 6 * gib},
                       {"lanes (2) x duration_ms / bucket_ms (60)", "the time series", 2 * gib},
                       {"clients[1].count", "tiny", 1024}});
        QCOMPARE(MemoryBudget::refusal(e, std::int64_t{40} << 30, QStringLiteral("x")), QString());
        QCOMPARE(MemoryBudget::refusal(e, 0, QStringLiteral("none")), QString());
        const QString why = MemoryBudget::refusal(e, std::int64_t{8} << 30, QStringLiteral("test"));
        QCOMPARE(why,
                 QStringLiteral(
                     "the run needs about 30.0 GiB of memory, more than the memory budget of "
                     "8.0 GiB (test). Most of it goes to:\n"
                     "  request_log_limit: the request log (100,000,000 requests), about 20.0 GiB\n"
                     "  clients[0].count: the clients (10,000,000), about 6.0 GiB\n"
                     "Lower those fields, or raise the budget if this machine can spare it."));
    }

    void diskRefusal()
    {
        RunEstimate e;
        e.diskBytes = 3.0 * (1 << 30);
        QCOMPARE(MemoryBudget::diskRefusal(e, std::int64_t{4} << 30, QStringLiteral("/d")),
                 QString());
        QCOMPARE(MemoryBudget::diskRefusal(e, -1, QStringLiteral("/d")), QString());
        QCOMPARE(MemoryBudget::diskRefusal(e, std::int64_t{1} << 30, QStringLiteral("/d")),
                 QStringLiteral("the request log needs about 3.0 GiB of disk (request_log_limit, "
                                "at most the run's decisions), but /d has only 1.0 GiB free; "
                                "lower request_log_limit or free some space."));
    }

    void longRuns()
    {
        RunEstimate e;
        e.decisions = 1e6;
        e.clients = 10;
        QCOMPARE(MemoryBudget::longRunWarning(e), QString());
        e.decisions = 1.2e11;
        e.clients = 1;
        e.decisionFields = "clients[0].arrival.rate_per_sec x duration_ms";
        QCOMPARE(MemoryBudget::longRunWarning(e),
                 QStringLiteral("about 1.2e+11 decisions (clients[0].arrival.rate_per_sec x "
                                "duration_ms) and 1 clients to set up: this run may take 11 "
                                "hours or more; Ctrl-C stops it"));
        // Ten million clients to set up take long too, before the first decision.
        e.decisions = 0;
        e.clients = 1e8;
        QVERIFY(MemoryBudget::longRunWarning(e).contains(QStringLiteral("100,000,000 clients")));
    }
};

QTEST_GUILESS_MAIN(TestMemoryBudget)
#include "tst_memorybudget.moc"
