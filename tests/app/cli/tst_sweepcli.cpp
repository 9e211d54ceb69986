// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `ratelab-cli sweep` end to end: sweep.csv in grid order and identical for --jobs 1 and 4, the
// charts (one --vary: lines; two: heatmaps per lane) as PNG and SVG, Ctrl-C (SIGINT) leaving a
// complete-points sweep.csv and exit 1, exit 2 naming the --vary for each bad one, and nothing
// on stderr but its own words when no desktop session is around.
#include "tests/app/cli/CliProcess.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using ratelab::test::runCli;

namespace {

QString scenario(const char* name)
{
    return ratelab::test::sourcePath(QStringLiteral("scenarios/%1.json").arg(name));
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestSweepCli : public QObject {
    Q_OBJECT
private slots:
    void twoParametersGiveHeatmaps()
    {
        QTemporaryDir one;
        QTemporaryDir four;
        const QStringList args{QStringLiteral("sweep"),  scenario("botnet"),
                               QStringLiteral("--vary"), QStringLiteral("lanes.*.limit=40:80:20"),
                               QStringLiteral("--vary"), QStringLiteral("duration_ms=60000,90000")};
        const auto a = runCli(args + QStringList{"--jobs", "1", "--out", one.path()});
        QVERIFY2(a.code == 0, qPrintable(a.err));
        const auto b = runCli(args + QStringList{"--jobs", "4", "--out", four.path()});
        QVERIFY2(b.code == 0, qPrintable(b.err));
        const QByteArray csv = readAll(one.filePath(QStringLiteral("sweep.csv")));
        QCOMPARE(readAll(four.filePath(QStringLiteral("sweep.csv"))), csv);
        const QList<QByteArray> lines = csv.split('\n');
        QCOMPARE(lines.size(), 3 * 2 * 2 + 2); // header, 12 rows, the empty tail
        QVERIFY(lines[0].startsWith("lanes.*.limit,duration_ms,lane,algorithm,admitted,"));
        QVERIFY(lines[0].endsWith(",abusive_admitted"));
        QVERIFY(lines[1].startsWith("40,60000,per IP 60/min,"));
        QVERIFY(lines[3].startsWith("40,90000,per IP 60/min,"));
        QVERIFY(lines[12].startsWith("80,90000,global 1200/min,"));
        // 6 metrics x 2 lanes, each as PNG and SVG.
        const QStringList charts =
            QDir(one.path()).entryList({QStringLiteral("heatmap-*")}, QDir::Files);
        QCOMPARE(charts.size(), 6 * 2 * 2);
        const QImage png(one.filePath(QStringLiteral("heatmap-admitted-per_IP_60_min.png")));
        QVERIFY(!png.isNull());
        QVERIFY(png.width() >= 400);
        QVERIFY(readAll(one.filePath(QStringLiteral("heatmap-admitted-per_IP_60_min.svg")))
                    .contains("<svg"));
    }

    void oneParameterGivesLines()
    {
        QTemporaryDir dir;
        // An earlier two-parameter sweep's heatmap would pass for this sweep's; the user's own
        // file stays.
        const QString earlier = dir.filePath(QStringLiteral("heatmap-admitted-old_lane.png"));
        const QString own = dir.filePath(QStringLiteral("line-notes.txt"));
        for (const QString& path : {earlier, own}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("x");
        }
        const auto o =
            runCli({QStringLiteral("sweep"), scenario("boundary-burst"), QStringLiteral("--vary"),
                    QStringLiteral("lanes.*.limit=5,10,20"), QStringLiteral("--seeds"),
                    QStringLiteral("2"), QStringLiteral("--out"), dir.path()});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QList<QByteArray> lines =
            readAll(dir.filePath(QStringLiteral("sweep.csv"))).split('\n');
        QVERIFY(lines[0].startsWith("lanes.*.limit,seed,lane,"));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("line-*.png")}, QDir::Files).size(), 6);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("line-abusive_admitted.svg"))));
        QVERIFY(!QFile::exists(earlier));
        QVERIFY(QFile::exists(own));
    }

    void withoutASessionItSaysOnlyItsOwn()
    {
        // Root over ssh or a CI job has no XDG_RUNTIME_DIR; the offscreen charts must not make
        // Qt complain about it on the CLI's stderr.
        QTemporaryDir dir;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        const auto o =
            runCli({QStringLiteral("sweep"), scenario("boundary-burst"), QStringLiteral("--vary"),
                    QStringLiteral("lanes.*.limit=5,10"), QStringLiteral("--out"), dir.path()},
                   environment);
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QCOMPARE(o.err, QString()); // its progress is for terminals only
        QCOMPARE(o.out.trimmed(), QStringLiteral("2 point(s) x 1 seed(s): %1, 12 chart file(s)")
                                      .arg(dir.filePath(QStringLiteral("sweep.csv"))));
    }

    void badVaryIsExit2_data()
    {
        QTest::addColumn<QString>("vary");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty range") << "lanes.*.limit=50:10:10"
                                     << "empty range";
        QTest::newRow("zero step") << "lanes.*.limit=10:50:0"
                                   << "step must be above 0";
        QTest::newRow("factor") << "lanes.*.limit=10:50:x1"
                                << "factor must be above 1";
        QTest::newRow("too many points") << "seed=1:20000:1"
                                         << "more than 10000";
        QTest::newRow("bad index") << "lanes.99.limit=1,2"
                                   << "index must be below";
        QTest::newRow("bad value") << "lanes.*.limit=0,5"
                                   << "lanes[0].limit";
        QTest::newRow("unknown field") << "lanes.*.limitt=1,2"
                                       << "limitt";
    }

    void badVaryIsExit2()
    {
        QFETCH(QString, vary);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const auto o =
            runCli({QStringLiteral("sweep"), scenario("boundary-burst"), QStringLiteral("--vary"),
                    vary, QStringLiteral("--out"), dir.path()});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(QStringLiteral("--vary ")) && o.err.contains(message),
                 qPrintable(o.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("sweep.csv"))));
    }

    void ctrlCWritesCompletePointsAndExits1()
    {
        QTemporaryDir dir;
        QProcess process;
        process.start(ratelab::test::binaryDir() + QStringLiteral("/app/cli/ratelab-cli"),
                      {QStringLiteral("sweep"), scenario("botnet"), QStringLiteral("--set"),
                       QStringLiteral("clients.1.arrival.rate_per_sec=100"),
                       QStringLiteral("--vary"), QStringLiteral("duration_ms=60000:3600000:60000"),
                       QStringLiteral("--jobs"), QStringLiteral("1"), QStringLiteral("--out"),
                       dir.path()});
        QVERIFY(process.waitForStarted());
        QTest::qWait(3000);
        QCOMPARE(process.state(), QProcess::Running); // 60 points of up to 7 million decisions
        ::kill(static_cast<pid_t>(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(60'000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains("interrupted"));
        const QList<QByteArray> lines =
            readAll(dir.filePath(QStringLiteral("sweep.csv"))).split('\n');
        QVERIFY(lines[0].startsWith("duration_ms,lane,"));
        const qsizetype rows = lines.size() - 2;
        QVERIFY(rows % 2 == 0);               // whole points: both lanes
        QVERIFY(rows < 60 * 2);               // not all of them
        for (qsizetype i = 1; i <= rows; ++i) // grid order, from the first point
            QVERIFY(lines[i].startsWith(QByteArray::number(60000 * ((i - 1) / 2 + 1)) + ","));
    }
};

QTEST_GUILESS_MAIN(TestSweepCli)
#include "tst_sweepcli.moc"
