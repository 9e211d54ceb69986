// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `run` and `sweep` estimate a scenario's memory before they start: one that needs more than the
// memory budget is refused with exit 2, naming the fields responsible, before any memory is
// taken or any file written; a long run is announced, and Ctrl-C during it (set-up or run)
// stops it, writes nothing and says so. `validate --estimate` prints the estimate.
#include "CliProcess.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace ratelab::test;

namespace {

// One client, one lane per `lanes`; `extra` goes into the top level ({"duration_ms": ...}).
QString writeScenario(const QTemporaryDir& dir, int lanes, const QString& extra, double rate = 1)
{
    QString laneList;
    for (int l = 0; l < lanes; ++l)
        laneList += QStringLiteral(R"(%1{"algorithm": "fixed-window", "limit": 10,
                                          "window_ms": 1000})")
                        .arg(l > 0 ? QStringLiteral(",") : QString());
    const QString path = dir.filePath(QStringLiteral("s.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write the scenario");
    file.write(QStringLiteral(R"({"format": 1, "name": "big"%1,
        "clients": [{"name": "a", "arrival": {"kind": "poisson", "rate_per_sec": %2}}],
        "lanes": [%3]})")
                   .arg(extra)
                   .arg(rate)
                   .arg(laneList)
                   .toUtf8());
    return path;
}

} // namespace

class TestRunBudget : public QObject {
    Q_OBJECT

private slots:
    void lanesTimesBucketsIsRefused()
    {
        // 64 lanes x 10 million buckets: about 72 GB, once an abort on the resize.
        QTemporaryDir dir;
        const QString scenario =
            writeScenario(dir, 64, QStringLiteral(R"(, "duration_ms": 10000000, "bucket_ms": 1)"));
        const QString out = dir.filePath(QStringLiteral("out"));
        const CliOutput r = runCli({QStringLiteral("run"), scenario, QStringLiteral("--out"), out,
                                    QStringLiteral("--memory-budget"), QStringLiteral("16G")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(scenario + QStringLiteral(": the run needs about ")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("more than the memory budget of 16.0 GiB "
                                               "(--memory-budget 16G)")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("  lanes (64) x duration_ms / bucket_ms "
                                               "(10,000,000): the time series (640,000,000 "
                                               "buckets), about ")),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out));
        // Without a budget the same file would be run: the estimate itself is not the limit.
        const CliOutput estimate =
            runCli({QStringLiteral("validate"), scenario, QStringLiteral("--estimate")});
        QCOMPARE(estimate.code, 0);
        QVERIFY2(estimate.out.contains(QStringLiteral("lanes (64) x duration_ms / bucket_ms")),
                 qPrintable(estimate.out));
    }

    void budgetSetsTheLine()
    {
        QTemporaryDir dir;
        const QString scenario = writeScenario(dir, 2, QString());
        const QString out = dir.filePath(QStringLiteral("out"));
        const CliOutput tight =
            runCli({QStringLiteral("run"), scenario, QStringLiteral("--out"), out,
                    QStringLiteral("--memory-budget"), QStringLiteral("1M")});
        QCOMPARE(tight.code, 2);
        QVERIFY2(tight.err.contains(QStringLiteral("(--memory-budget 1M)")), qPrintable(tight.err));
        const CliOutput fits =
            runCli({QStringLiteral("run"), scenario, QStringLiteral("--out"), out,
                    QStringLiteral("--memory-budget"), QStringLiteral("1G")});
        QCOMPARE(fits.code, 0);
        QVERIFY2(fits.err.isEmpty(), qPrintable(fits.err));
        QVERIFY(QFileInfo::exists(QDir(out).filePath(QStringLiteral("requests.csv"))));
        // The streamed request log's folder is gone once the files are written.
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 (QStringList{QStringLiteral("out"), QStringLiteral("s.json")}));
    }

    void badBudgetIsBadUsage_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("words") << QStringLiteral("lots");
        QTest::newRow("zero share") << QStringLiteral("0%");
        QTest::newRow("over 100%") << QStringLiteral("150%");
        QTest::newRow("unknown unit") << QStringLiteral("5X");
    }

    void badBudgetIsBadUsage()
    {
        QFETCH(QString, value);
        QTemporaryDir dir;
        const QString scenario = writeScenario(dir, 1, QString());
        for (const QString& command : {QStringLiteral("run"), QStringLiteral("sweep")}) {
            QStringList args{command,
                             scenario,
                             QStringLiteral("--out"),
                             dir.filePath(QStringLiteral("out")),
                             QStringLiteral("--memory-budget"),
                             value};
            if (command == QLatin1String("sweep"))
                args << QStringLiteral("--vary") << QStringLiteral("lanes.0.limit=5,10");
            const CliOutput r = runCli(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(
                r.err.startsWith(QStringLiteral("ratelab-cli %1: --memory-budget: ").arg(command)),
                qPrintable(r.err));
        }
    }

    void sweepCountsItsRunsAtOnce()
    {
        // Each point fits a 200 MiB budget alone (1 million buckets), four at once do not.
        QTemporaryDir dir;
        const QString scenario =
            writeScenario(dir, 1, QStringLiteral(R"(, "duration_ms": 1000000, "bucket_ms": 1)"));
        QStringList args{
            QStringLiteral("sweep"),           scenario,
            QStringLiteral("--vary"),          QStringLiteral("lanes.0.limit=5,10,15,20"),
            QStringLiteral("--out"),           dir.filePath(QStringLiteral("out")),
            QStringLiteral("--memory-budget"), QStringLiteral("600M"),
            QStringLiteral("--jobs")};
        const CliOutput four = runCli(args + QStringList{QStringLiteral("4")});
        QCOMPARE(four.code, 2);
        QVERIFY2(four.err.contains(QStringLiteral("duration_ms / bucket_ms")),
                 qPrintable(four.err));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out"))));
    }

    void longRunIsAnnouncedAndCtrlCStopsIt()
    {
        // A rate of 1e9 a second never finishes: it is announced, and Ctrl-C ends it.
        QTemporaryDir dir;
        const QString scenario = writeScenario(dir, 2, QString(), 1e9);
        const QString out = dir.filePath(QStringLiteral("out"));
        QProcess process;
        process.setReadChannel(QProcess::StandardError);
        process.start(binaryDir() + QStringLiteral("/app/cli/ratelab-cli"),
                      {QStringLiteral("run"), scenario, QStringLiteral("--out"), out});
        QString err;
        while (!err.contains(QLatin1Char('\n'))) {
            QVERIFY2(process.waitForReadyRead(60'000), "no warning before the run");
            err += QString::fromUtf8(process.readAllStandardError());
        }
        QVERIFY2(err.startsWith(scenario
                                + QStringLiteral(": warning: about 1.2e+11 decisions "
                                                 "(clients[0].arrival.rate_per_sec x duration_ms "
                                                 "x lanes (2))")),
                 qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("Ctrl-C stops it")), qPrintable(err));
        ::kill(static_cast<pid_t>(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(120'000));
        err += QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(err.endsWith(QStringLiteral("ratelab-cli run: interrupted before the run "
                                             "finished; nothing was written (%1 is as it was)\n")
                                  .arg(out)),
                 qPrintable(err));
        QVERIFY(!QFileInfo::exists(out));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("s.json")});
    }
};

QTEST_GUILESS_MAIN(TestRunBudget)
#include "tst_runbudget.moc"
