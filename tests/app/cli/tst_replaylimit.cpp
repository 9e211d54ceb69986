// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `ratelab-cli replay-limit` as a user meets it: the output columns, --out - and a file, bad
// files reported as FILE:LINE with exit 2 and nothing written, unknown and misplaced options
// named, required Envoy intervals, seeded jitter, and the command in --help, man page and
// completion.
#include "tests/app/cli/CliProcess.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace ratelab::test;

namespace {

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text);
    return path;
}

CliOutput replayLimit(const QStringList& args)
{
    return runCli(QStringList{QStringLiteral("replay-limit")} + args);
}

} // namespace

class TstReplayLimit : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void writesTheLimitAfterEachSample()
    {
        const QString samples =
            write(m_dir, QStringLiteral("s.csv"),
                  "rtt_us,inflight,dropped\n10000,10,0\n10000,10,0\n10000,0,1\n");
        const CliOutput o =
            replayLimit({QStringLiteral("--algorithm"), QStringLiteral("aimd"),
                         QStringLiteral("--samples"), samples, QStringLiteral("--min-limit"),
                         QStringLiteral("1"), QStringLiteral("--out"), QStringLiteral("-")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        // 20 -> 21 (10 x 2 >= 20) -> 21 (20 < 21) -> (int) 18.9 = 18 on the drop
        QCOMPARE(o.out, QStringLiteral("rtt_us,inflight,dropped,limit\n10000,10,0,21\n"
                                       "10000,10,0,21\n10000,0,1,18\n"));
        const QString out = m_dir.filePath(QStringLiteral("out.csv"));
        const CliOutput f =
            replayLimit({QStringLiteral("--algorithm"), QStringLiteral("aimd"),
                         QStringLiteral("--samples"), samples, QStringLiteral("--min-limit"),
                         QStringLiteral("1"), QStringLiteral("--out"), out});
        QVERIFY2(f.code == 0, qPrintable(f.err));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), o.out);
    }

    void badFilesAreNamedByLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("why");
        QTest::newRow("header") << QByteArray("rtt,inflight,dropped\n1,1,0\n") << ":1: "
                                << "expected the header line";
        QTest::newRow("zero rtt") << QByteArray("rtt_us,inflight,dropped\n5,1,0\n0,1,0\n") << ":3: "
                                  << "rtt_us: expected an integer in [1,";
        QTest::newRow("dropped 2") << QByteArray("rtt_us,inflight,dropped\n5,1,2\n") << ":2: "
                                   << "dropped: expected an integer in [0, 1]";
        QTest::newRow("negative inflight")
            << QByteArray("rtt_us,inflight,dropped\n5,-1,0\n") << ":2: "
            << "inflight:";
        QTest::newRow("short row") << QByteArray("rtt_us,inflight,dropped\n5,1\n") << ":2: "
                                   << "expected 3 fields";
        QTest::newRow("end goes back")
            << QByteArray("rtt_us,inflight,dropped,end_us\n5,1,0,100\n5,1,0,99\n") << ":3: "
            << "end_us 99 is before the previous row's 100";
        QTest::newRow("empty") << QByteArray("") << ":1: "
                               << "empty file";
    }

    void badFilesAreNamedByLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        QFETCH(QString, why);
        const QString samples = write(m_dir, QStringLiteral("bad.csv"), text);
        const QString out = m_dir.filePath(QStringLiteral("never.csv"));
        const CliOutput o =
            replayLimit({QStringLiteral("--algorithm"), QStringLiteral("vegas"),
                         QStringLiteral("--samples"), samples, QStringLiteral("--out"), out});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.startsWith(samples + where + why), qPrintable(o.err));
        QVERIFY(!QFile::exists(out));
    }

    void badOptionsAreNamed_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("why");
        QTest::newRow("unknown") << QStringList{QStringLiteral("--backof-ratio"),
                                                QStringLiteral("0.5")}
                                 << "--backof-ratio";
        QTest::newRow("other algorithm's")
            << QStringList{QStringLiteral("--probe-multiplier"), QStringLiteral("5")}
            << "--probe-multiplier does not apply to --algorithm aimd";
        QTest::newRow("out of range")
            << QStringList{QStringLiteral("--backoff-ratio"), QStringLiteral("1")}
            << "--backoff-ratio: expected a number in [0.5, 1), got \"1\"";
        QTest::newRow("not an integer")
            << QStringList{QStringLiteral("--min-limit"), QStringLiteral("2.5")}
            << "--min-limit: expected an integer";
        QTest::newRow("seed of a limit that draws nothing")
            << QStringList{QStringLiteral("--seed"), QStringLiteral("3")}
            << "--seed does not apply";
    }

    void badOptionsAreNamed()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, why);
        const QString samples =
            write(m_dir, QStringLiteral("ok.csv"), "rtt_us,inflight,dropped\n10,1,0\n");
        const CliOutput o =
            replayLimit(QStringList{QStringLiteral("--algorithm"), QStringLiteral("aimd"),
                                    QStringLiteral("--samples"), samples, QStringLiteral("--out"),
                                    QStringLiteral("-")}
                        + args);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(why), qPrintable(o.err));
        QVERIFY(o.out.isEmpty());
    }

    void envoyNeedsItsIntervalsAndTheCompletionTimes()
    {
        const QString noEnd =
            write(m_dir, QStringLiteral("noend.csv"), "rtt_us,inflight,dropped\n10,1,0\n");
        CliOutput o = replayLimit({QStringLiteral("--algorithm"), QStringLiteral("envoy-gradient"),
                                   QStringLiteral("--samples"), noEnd, QStringLiteral("--out"),
                                   QStringLiteral("-")});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(QLatin1String("--update-interval-ms is required")),
                 qPrintable(o.err));
        o = replayLimit({QStringLiteral("--algorithm"), QStringLiteral("envoy-gradient"),
                         QStringLiteral("--update-interval-ms"), QStringLiteral("100"),
                         QStringLiteral("--min-rtt-interval-ms"), QStringLiteral("1000"),
                         QStringLiteral("--samples"), noEnd, QStringLiteral("--out"),
                         QStringLiteral("-")});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.startsWith(noEnd
                                  + QStringLiteral(":1: --algorithm envoy-gradient needs "
                                                   "the end_us column")),
                 qPrintable(o.err));
    }

    void theSeedDrivesTheJitterAndOnlyIt()
    {
        // Never app-limited (600 in flight): a probe every (0.5..1) x 30 x limit samples resets
        // rtt_noload to that sample's rtt, at places the seed decides.
        QByteArray text = "rtt_us,inflight,dropped\n";
        for (int i = 0; i < 2000; ++i)
            text += QByteArray::number(10'000 + (i * 7919) % 5000) + ",600,0\n";
        const QString samples = write(m_dir, QStringLiteral("long.csv"), text);
        auto run = [&](const QString& seed) {
            const CliOutput o =
                replayLimit({QStringLiteral("--algorithm"), QStringLiteral("vegas"),
                             QStringLiteral("--samples"), samples, QStringLiteral("--seed"), seed,
                             QStringLiteral("--out"), QStringLiteral("-")});
            return o.code == 0 ? o.out : o.err;
        };
        QCOMPARE(run(QStringLiteral("5")), run(QStringLiteral("5")));
        QVERIFY(run(QStringLiteral("5")) != run(QStringLiteral("6")));
    }

    void listedInHelpManPageAndCompletion()
    {
        const CliOutput help = runCli({QStringLiteral("--help")});
        QVERIFY2(help.out.contains(QLatin1String("  replay-limit replay completed")),
                 qPrintable(help.out));
        const CliOutput man = runCli({QStringLiteral("help"), QStringLiteral("--man")});
        QVERIFY(man.out.contains(QLatin1String("replay\\-limit \\-\\-algorithm")));
        QVERIFY(man.out.contains(QLatin1String("probe\\-multiplier")));
        const CliOutput bash =
            runCli({QStringLiteral("help"), QStringLiteral("--bash-completion")});
        QVERIFY(bash.out.contains(QLatin1String("replay-limit)")));
        QVERIFY(bash.out.contains(QLatin1String("--backoff-ratio")));
        // Its --algorithm completes to the adaptive limits, replay's to the rate limiters.
        const qsizetype own = bash.out.indexOf(QLatin1String("        replay-limit)"));
        const QString line = bash.out.mid(own, bash.out.indexOf(QLatin1Char('\n'), own) - own);
        QVERIFY2(line.contains(QLatin1String("algorithms=\"aimd vegas gradient2 envoy-gradient\"")),
                 qPrintable(line));
        const qsizetype replay = bash.out.indexOf(QLatin1String("        replay)"));
        QVERIFY(bash.out.mid(replay, 400).contains(QLatin1String("token-bucket")));
        const CliOutput self = runCli({QStringLiteral("replay-limit"), QStringLiteral("--help")});
        QCOMPARE(self.code, 0);
        QVERIFY(self.out.contains(QLatin1String("--rtt-tolerance X")));
    }
};

QTEST_GUILESS_MAIN(TstReplayLimit)
#include "tst_replaylimit.moc"
