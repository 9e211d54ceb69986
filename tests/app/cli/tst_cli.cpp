// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ratelab-cli end to end, through QProcess: exit codes, exact replay rows for every algorithm on a
// hand-checked trace, bad traces leaving no output, the boundary-burst figures, determinism.
#include "core/io/csv/CsvReader.h"

#include "tests/app/cli/CliProcess.h"
#include "tests/support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

namespace {

using Output = test::CliOutput;

Output cli(const QStringList& args)
{
    return test::runCli(args);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QString boundaryBurst()
{
    return test::sourcePath(QStringLiteral("scenarios/boundary-burst.json"));
}

// N = 2 per W = 1000 ms; checked by hand against docs/algorithms.md.
const QByteArray kTrace = "time_ms,key,cost\n"
                          "0,a,1\n"
                          "100,a,1\n"
                          "200,a,1\n"
                          "1000,a,1\n"
                          "1100,a,1\n"
                          "1600,b,1\n"
                          "2500,a,2\n";
const QString kHeader =
    QStringLiteral("time_ms,key,cost,allowed,remaining,retry_after_ms,reset_ms,delay_ms\n");

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void helpAndUsage()
    {
        const Output help = cli({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.startsWith(QStringLiteral("ratelab-cli: run RateLab scenarios")));
        const Output runHelp = cli({QStringLiteral("run"), QStringLiteral("--help")});
        QCOMPARE(runHelp.code, 0);
        QVERIFY(runHelp.out.startsWith(
            QStringLiteral("Usage: ratelab-cli run SCENARIO.json --out DIR")));
        QVERIFY(runHelp.out.contains(QStringLiteral("Examples:")));
        const Output replayHelp = cli({QStringLiteral("replay"), QStringLiteral("--help")});
        QCOMPARE(replayHelp.code, 0);
        QVERIFY(replayHelp.out.contains(
            QStringLiteral("time_ms,key,cost,allowed,remaining,retry_after_ms")));

        const Output none = cli({});
        QCOMPARE(none.code, 2);
        QVERIFY(none.out.isEmpty());
        const Output typo = cli({QStringLiteral("rnu")});
        QCOMPARE(typo.code, 2);
        QCOMPARE(
            typo.err,
            QStringLiteral(
                "ratelab-cli: unknown command \"rnu\" (did you mean \"run\"?); see ratelab-cli --help\n"));
        const Output option = cli({QStringLiteral("run"), boundaryBurst(), QStringLiteral("--outt"),
                                   QStringLiteral("x")});
        QCOMPARE(option.code, 2);
        QCOMPARE(option.err,
                 QStringLiteral("ratelab-cli run: unknown option --outt (did you mean --out?) "
                                "(see ratelab-cli run --help)\n"));
    }

    // Every command of the table answers `CMD --help` and `help CMD` with the same text, and the
    // tool's help lists it; an unknown name is refused by `help`.
    void everyCommandHasHelp()
    {
        const QStringList commands{QStringLiteral("run"),        QStringLiteral("replay"),
                                   QStringLiteral("live"),       QStringLiteral("validate"),
                                   QStringLiteral("algorithms"), QStringLiteral("fields"),
                                   QStringLiteral("help")};
        const Output tool = cli({QStringLiteral("help")});
        QCOMPARE(tool.code, 0);
        for (const QString& command : commands) {
            const Output dashed = cli({command, QStringLiteral("--help")});
            QCOMPARE(dashed.code, 0);
            QVERIFY2(dashed.out.startsWith(QStringLiteral("Usage: ratelab-cli ") + command),
                     qPrintable(command + QStringLiteral(": ") + dashed.out.left(80)));
            QVERIFY(dashed.err.isEmpty());
            const Output named = cli({QStringLiteral("help"), command});
            QCOMPARE(named.code, 0);
            QCOMPARE(named.out, dashed.out);
            QVERIFY2(tool.out.contains(QStringLiteral("\n  ") + command + QLatin1Char(' ')),
                     qPrintable(command));
        }
        const Output unknown = cli({QStringLiteral("help"), QStringLiteral("fieldz")});
        QCOMPARE(unknown.code, 2);
        QCOMPARE(unknown.err, QStringLiteral("ratelab-cli help: no command \"fieldz\"\n"));
    }

    void algorithmsAndValidate()
    {
        const Output list = cli({QStringLiteral("algorithms")});
        QCOMPARE(list.code, 0);
        for (const char* id : {"fixed-window", "sliding-log", "sliding-counter", "token-bucket",
                               "gcra", "leaky-bucket", "concurrency"})
            QVERIFY2(list.out.contains(QLatin1String(id)), id);
        const Output ok = cli({QStringLiteral("validate"), boundaryBurst()});
        QCOMPARE(ok.code, 0);
        QCOMPARE(ok.out,
                 boundaryBurst() + QStringLiteral(": ok (2 client(s), 7 lane(s), 120000 ms)\n"));
        const Output bad = cli({QStringLiteral("validate"), boundaryBurst(),
                                QStringLiteral("--set"), QStringLiteral("lanes.*.limt=5"),
                                QStringLiteral("--set"), QStringLiteral("seed=x")});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.startsWith(
            boundaryBurst() + QStringLiteral(": seed: expected a non-negative integer, got \"x\"\n")
            + boundaryBurst()
            + QStringLiteral(": lanes[0].limt: unknown field (did you mean \"limit\"?)\n")));
        QCOMPARE(bad.err.count(QLatin1Char('\n')), 8); // seed + one per lane
    }

    void replayRows_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("rows");
        const QString tokenBucket = QStringLiteral("0,a,1,1,1,0,500,0\n"
                                                   "100,a,1,1,0,0,1000,0\n"
                                                   "200,a,1,0,0,300,1000,0\n"
                                                   "1000,a,1,1,1,0,1500,0\n"
                                                   "1100,a,1,1,0,0,2000,0\n"
                                                   "1600,b,1,1,1,0,2100,0\n"
                                                   "2500,a,2,1,0,0,3500,0\n");
        QTest::newRow("fixed-window") << QStringList{QStringLiteral("fixed-window")}
                                      << QStringLiteral("0,a,1,1,1,0,1000,0\n"
                                                        "100,a,1,1,0,0,1000,0\n"
                                                        "200,a,1,0,0,800,1000,0\n"
                                                        "1000,a,1,1,1,0,2000,0\n"
                                                        "1100,a,1,1,0,0,2000,0\n"
                                                        "1600,b,1,1,1,0,2000,0\n"
                                                        "2500,a,2,1,0,0,3000,0\n");
        QTest::newRow("sliding-log") << QStringList{QStringLiteral("sliding-log")}
                                     << QStringLiteral("0,a,1,1,1,0,1000,0\n"
                                                       "100,a,1,1,0,0,1100,0\n"
                                                       "200,a,1,0,0,800,1100,0\n"
                                                       "1000,a,1,1,0,0,2000,0\n"
                                                       "1100,a,1,1,0,0,2100,0\n"
                                                       "1600,b,1,1,1,0,2600,0\n"
                                                       "2500,a,2,1,0,0,3500,0\n");
        QTest::newRow("sliding-log --log-rejected")
            << QStringList{QStringLiteral("sliding-log"), QStringLiteral("--log-rejected")}
            << QStringLiteral("0,a,1,1,1,0,1000,0\n"
                              "100,a,1,1,0,0,1100,0\n"
                              "200,a,1,0,0,900,1200,0\n"
                              "1000,a,1,0,0,200,2000,0\n"
                              "1100,a,1,0,0,900,2100,0\n"
                              "1600,b,1,1,1,0,2600,0\n"
                              "2500,a,2,1,0,0,3500,0\n");
        QTest::newRow("sliding-counter") << QStringList{QStringLiteral("sliding-counter")}
                                         << QStringLiteral("0,a,1,1,1,0,2000,0\n"
                                                           "100,a,1,1,0,0,2000,0\n"
                                                           "200,a,1,0,0,801,2000,0\n"
                                                           "1000,a,1,0,0,1,2000,0\n"
                                                           "1100,a,1,1,0,0,3000,0\n"
                                                           "1600,b,1,1,1,0,3000,0\n"
                                                           "2500,a,2,1,0,0,4000,0\n");
        QTest::newRow("token-bucket") << QStringList{QStringLiteral("token-bucket")} << tokenBucket;
        QTest::newRow("gcra") << QStringList{QStringLiteral("gcra")} << tokenBucket;
        QTest::newRow("leaky-bucket") << QStringList{QStringLiteral("leaky-bucket")}
                                      << QStringLiteral("0,a,1,1,1,0,500,0\n"
                                                        "100,a,1,1,0,0,1000,400\n"
                                                        "200,a,1,0,0,300,1000,0\n"
                                                        "1000,a,1,1,1,0,1500,0\n"
                                                        "1100,a,1,1,0,0,2000,400\n"
                                                        "1600,b,1,1,1,0,2100,0\n"
                                                        "2500,a,2,1,0,0,3500,0\n");
        QTest::newRow("fixed-window-incr-first")
            << QStringList{QStringLiteral("fixed-window-incr-first")}
            << QStringLiteral("0,a,1,1,1,0,1000,0\n"
                              "100,a,1,1,0,0,1000,0\n"
                              "200,a,1,0,0,800,1000,0\n"
                              "1000,a,1,1,1,0,2000,0\n"
                              "1100,a,1,1,0,0,2000,0\n"
                              "1600,b,1,1,1,0,2000,0\n"
                              "2500,a,2,1,0,0,3000,0\n");
        // 2 permits/s: 500 ms a permit, paid by the next request; 0.2 stored at 1100 ms.
        QTest::newRow("guava-bursty") << QStringList{QStringLiteral("guava-bursty")}
                                      << QStringLiteral("0,a,1,1,0,0,500,0\n"
                                                        "100,a,1,0,0,400,500,0\n"
                                                        "200,a,1,0,0,300,500,0\n"
                                                        "1000,a,1,1,0,0,1000,0\n"
                                                        "1100,a,1,1,0,0,1500,0\n"
                                                        "1600,b,1,1,0,0,2100,0\n"
                                                        "2500,a,2,1,0,0,2500,0\n");
        QTest::newRow("guava-bursty --timeout-ms 400")
            << QStringList{QStringLiteral("guava-bursty"), QStringLiteral("--timeout-ms"),
                           QStringLiteral("400")}
            << QStringLiteral("0,a,1,1,0,0,500,0\n"
                              "100,a,1,1,0,0,1000,400\n"
                              "200,a,1,0,0,400,1000,0\n"
                              "1000,a,1,1,0,0,1500,0\n"
                              "1100,a,1,1,0,0,2000,400\n"
                              "1600,b,1,1,0,0,2100,0\n"
                              "2500,a,2,1,0,0,3000,0\n");
        QTest::newRow("token-bucket --burst 3")
            << QStringList{QStringLiteral("token-bucket"), QStringLiteral("--burst"),
                           QStringLiteral("3")}
            << QStringLiteral("0,a,1,1,2,0,500,0\n"
                              "100,a,1,1,1,0,1000,0\n"
                              "200,a,1,1,0,0,1500,0\n"
                              "1000,a,1,1,1,0,2000,0\n"
                              "1100,a,1,1,0,0,2500,0\n"
                              "1600,b,1,1,2,0,2100,0\n"
                              "2500,a,2,1,1,0,3500,0\n");
    }

    void replayRows()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, rows);
        QTemporaryDir dir;
        const QString trace = dir.filePath(QStringLiteral("trace.csv"));
        writeFile(trace, kTrace);
        QStringList args{QStringLiteral("replay"), QStringLiteral("--algorithm")};
        args << options << QStringLiteral("--limit") << QStringLiteral("2")
             << QStringLiteral("--window") << QStringLiteral("1000") << QStringLiteral("--trace")
             << trace;
        const Output toStdout = cli(args);
        QCOMPARE(toStdout.err, QString());
        QCOMPARE(toStdout.code, 0);
        QCOMPARE(toStdout.out, kHeader + rows);

        const QString out = dir.filePath(QStringLiteral("out.csv"));
        const Output toFile = cli(args << QStringLiteral("--out") << out);
        QCOMPARE(toFile.code, 0);
        QCOMPARE(toFile.out, QString());
        QCOMPARE(QString::fromUtf8(readAll(out)), kHeader + rows);
    }

    void badTracesWriteNothing_data()
    {
        QTest::addColumn<QByteArray>("trace");
        QTest::addColumn<QString>("error");
        QTest::newRow("malformed")
            << QByteArray("time_ms,key\n0,a\n\nsoon,b\n")
            << QStringLiteral(
                   ":4: time_ms: expected a non-negative integer (milliseconds), got \"soon\"\n");
        QTest::newRow("time decreasing")
            << QByteArray("time_ms,key\r\n0,a\r\n500,b\r\n499,a\r\n")
            << QStringLiteral(
                   ":4: time_ms 499 is before the previous row's 500 (times must not decrease)\n");
    }

    void badTracesWriteNothing()
    {
        QFETCH(QByteArray, trace);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.csv"));
        const QString out = dir.filePath(QStringLiteral("out.csv"));
        writeFile(in, trace);
        const Output o = cli(
            {QStringLiteral("replay"), QStringLiteral("--algorithm"), QStringLiteral("gcra"),
             QStringLiteral("--limit"), QStringLiteral("5"), QStringLiteral("--window"),
             QStringLiteral("1000"), QStringLiteral("--trace"), in, QStringLiteral("--out"), out});
        QCOMPARE(o.code, 2);
        QCOMPARE(o.err, in + error);
        QVERIFY(!QFile::exists(out));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("in.csv")});
    }

    void replayUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown algorithm")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("bucket")}
            << "--algorithm: expected one of fixed-window, sliding-log, sliding-counter, token-bucket, gcra, "
               "leaky-bucket, nginx, guava-bursty, guava-warmup, fixed-window-incr-first, got \"bucket\"";
        QTest::newRow("concurrency is not replayable")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("concurrency")}
            << "--algorithm: expected one of fixed-window, sliding-log, sliding-counter, token-bucket, gcra, "
               "leaky-bucket, nginx, guava-bursty, guava-warmup, fixed-window-incr-first, got \"concurrency\"";
        QTest::newRow("zero limit")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("gcra"),
                           QStringLiteral("--limit"), QStringLiteral("0")}
            << "--limit: expected a positive integer (requests), got \"0\"";
        QTest::newRow("log-rejected elsewhere")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("gcra"),
                           QStringLiteral("--log-rejected")}
            << "--log-rejected applies to --algorithm sliding-log only";
        QTest::newRow("delay elsewhere")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("gcra"),
                           QStringLiteral("--delay"), QStringLiteral("2")}
            << "--delay applies to --algorithm nginx only, not gcra";
        QTest::newRow("delay and nodelay")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                           QStringLiteral("--delay"), QStringLiteral("2"),
                           QStringLiteral("--nodelay")}
            << "--delay and --nodelay exclude each other";
        QTest::newRow("timeout elsewhere")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                           QStringLiteral("--timeout-ms"), QStringLiteral("5")}
            << "--timeout-ms applies to --algorithm guava-bursty and guava-warmup only, not nginx";
        QTest::newRow("warm-up needed")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("guava-warmup")}
            << "--warmup-ms is required for --algorithm guava-warmup";
        QTest::newRow("burst with warm-up")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("guava-warmup"),
                           QStringLiteral("--warmup-ms"), QStringLiteral("100"),
                           QStringLiteral("--burst"),     QStringLiteral("4")}
            << "--burst does not apply to --algorithm guava-warmup (its stored permits follow "
               "from --warmup-ms)";
    }

    // nginx counts requests: a trace row of another cost is refused by line, nothing written.
    void nginxRefusesACost()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.csv"));
        const QString out = dir.filePath(QStringLiteral("out.csv"));
        writeFile(in, kTrace);
        const Output o = cli(
            {QStringLiteral("replay"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
             QStringLiteral("--limit"), QStringLiteral("2"), QStringLiteral("--window"),
             QStringLiteral("1000"), QStringLiteral("--trace"), in, QStringLiteral("--out"), out});
        QCOMPARE(o.code, 2);
        QCOMPARE(o.err,
                 in + QStringLiteral(":8: cost: nginx counts requests: cost must be 1 (got 2)\n"));
        QVERIFY(!QFile::exists(out));
    }

    void replayUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        QStringList full{QStringLiteral("replay"), QStringLiteral("--window"),
                         QStringLiteral("1000"), QStringLiteral("--trace"),
                         QStringLiteral("t.csv")};
        full << args;
        if (!args.contains(QStringLiteral("--limit")))
            full << QStringLiteral("--limit") << QStringLiteral("3");
        const Output o = cli(full);
        QCOMPARE(o.code, 2);
        QCOMPARE(
            o.err,
            QStringLiteral("ratelab-cli replay: %1 (see ratelab-cli replay --help)\n").arg(error));
    }

    void runBoundaryBurst()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("new/out"));
        const Output o =
            cli({QStringLiteral("run"), boundaryBurst(), QStringLiteral("--out"), out});
        QCOMPARE(o.err, QString());
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral(
            "fixed-window     fixed-window          113         0                20 / 10           2.00x")));
        QString error;
        const auto summary = CsvReader::readFile(out + QStringLiteral("/summary.csv"), &error);
        QVERIFY2(summary, qPrintable(error));
        QCOMPARE(
            summary->header.mid(0, 9),
            QStringLiteral(
                "lane,algorithm,admitted,rejected,failed_open,failed_closed,max_admitted_any_window,"
                "limit,over_admission_ratio")
                .split(QLatin1Char(',')));
        // lane -> admitted, rejected, max_admitted_any_window, over_admission_ratio
        const QStringList expected{
            QStringLiteral("fixed-window,113,0,20,2"), // 2N inside one window length
            QStringLiteral("sliding-log,73,40,10,1"),  // never more than N
            QStringLiteral("sliding-counter,77,36,11,1.1"),
            QStringLiteral(
                "token-bucket,77,36,11,1.1"), // N plus the one token refilled during the attack
            QStringLiteral("gcra,77,36,11,1.1"),
            QStringLiteral("leaky-bucket,77,36,11,1.1"),
            QStringLiteral("concurrency,113,0,20,2"),
        };
        QCOMPARE(summary->rows.size(), expected.size());
        for (int i = 0; i < summary->rows.size(); ++i) {
            const QString got =
                QStringList{summary->value(i, QStringLiteral("lane")),
                            summary->value(i, QStringLiteral("admitted")),
                            summary->value(i, QStringLiteral("rejected")),
                            summary->value(i, QStringLiteral("max_admitted_any_window")),
                            summary->value(i, QStringLiteral("over_admission_ratio"))}
                    .join(QLatin1Char(','));
            QCOMPARE(got, expected[i]);
            QCOMPARE(summary->value(i, QStringLiteral("limit")), QStringLiteral("10"));
            QCOMPARE(summary->value(i, QStringLiteral("max_window_key")),
                     QStringLiteral("user:mallory"));
            QCOMPARE(summary->value(i, QStringLiteral("false_positive_rate")),
                     QStringLiteral("0")); // alice passes
        }
        const auto timeseries =
            CsvReader::readFile(out + QStringLiteral("/timeseries.csv"), &error);
        QVERIFY2(timeseries, qPrintable(error));
        QCOMPARE(timeseries->rows.size(), 240 * 7); // 120 s in 500 ms buckets, 7 lanes
        QCOMPARE(timeseries->header.mid(0, 4),
                 QStringLiteral("time_ms,lane,admitted,rejected").split(QLatin1Char(',')));
        const auto requests = CsvReader::readFile(out + QStringLiteral("/requests.csv"), &error);
        QVERIFY2(requests, qPrintable(error));
        QCOMPARE(requests->rows.size(), 113 * 7);
        QCOMPARE(
            requests->header.mid(0, 12),
            QStringLiteral(
                "time_ms,lane,client,key,attempt,cost,allowed,remaining,retry_after_ms,reset_ms,"
                "delay_ms,status")
                .split(QLatin1Char(',')));
    }

    void runIsDeterministic()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a"));
        const QString b = dir.filePath(QStringLiteral("b"));
        const QString c = dir.filePath(QStringLiteral("c"));
        QCOMPARE(cli({QStringLiteral("run"), boundaryBurst(), QStringLiteral("--out"), a,
                      QStringLiteral("--seed"), QStringLiteral("3")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("run"), boundaryBurst(), QStringLiteral("--out"), b,
                      QStringLiteral("--set"), QStringLiteral("seed=3")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("run"), boundaryBurst(), QStringLiteral("--out"), c,
                      QStringLiteral("--seed"), QStringLiteral("4")})
                     .code,
                 0);
        for (const char* name : {"summary.csv", "timeseries.csv", "requests.csv"}) {
            const QString file = QLatin1String(name);
            QVERIFY(!readAll(a + QLatin1Char('/') + file).isEmpty());
            QCOMPARE(readAll(a + QLatin1Char('/') + file), readAll(b + QLatin1Char('/') + file));
        }
        // alice's Poisson arrivals depend on the seed
        QVERIFY(readAll(a + QStringLiteral("/timeseries.csv"))
                != readAll(c + QStringLiteral("/timeseries.csv")));
    }

    void runExitCodes()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out"));
        const Output bad = cli({QStringLiteral("run"), boundaryBurst(), QStringLiteral("--out"),
                                out, QStringLiteral("--set"), QStringLiteral("lanes.0.limit=0")});
        QCOMPARE(bad.code, 2);
        QCOMPARE(bad.err,
                 boundaryBurst()
                     + QStringLiteral(
                         ": lanes[0].limit: expected a positive integer (requests), got 0\n"));
        QVERIFY(!QFile::exists(out));

        const Output missing =
            cli({QStringLiteral("run"), dir.filePath(QStringLiteral("none.json")),
                 QStringLiteral("--out"), out});
        QCOMPARE(missing.code, 2);
        QCOMPARE(missing.err, dir.filePath(QStringLiteral("none.json"))
                                  + QStringLiteral(": cannot open: No such file or directory\n"));

        const Output noOut = cli({QStringLiteral("run"), boundaryBurst()});
        QCOMPARE(noOut.code, 2);
        const Output badSeed = cli({QStringLiteral("run"), boundaryBurst(), QStringLiteral("--out"),
                                    out, QStringLiteral("--seed"), QStringLiteral("-1")});
        QCOMPARE(badSeed.code, 2);
        QCOMPARE(
            badSeed.err,
            QStringLiteral(
                "ratelab-cli run: --seed: expected an integer from 0 to 9223372036854775807, got \"-1\"\n"));

        // The output directory cannot be created (a file is in the way): the run fails, exit 1.
        const QString blocker = dir.filePath(QStringLiteral("blocker"));
        writeFile(blocker, "x");
        const Output unwritable = cli({QStringLiteral("run"), boundaryBurst(),
                                       QStringLiteral("--out"), blocker + QStringLiteral("/out")});
        QCOMPARE(unwritable.code, 1);
        QVERIFY(unwritable.err.startsWith(
            QStringLiteral("ratelab-cli run: cannot write the results: ")));
        QVERIFY(unwritable.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
