// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Guava itself is the reference: seeded traces (costs 1..3, many requests at one ms, short and
// long gaps, several keys) go through Debian's guava.jar on the JDK via GuavaReplay.java and
// through `ratelab-cli replay`, and every row's allowed and delay_ms must agree.
#include "tests/app/cli/CliProcess.h"
#include "tests/support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace ratelab::test;

namespace {

const QString kGuavaJar = QStringLiteral("/usr/share/java/guava.jar");

QString makeTrace(std::uint64_t seed, int rows)
{
    std::mt19937_64 rng(seed);
    QString csv = QStringLiteral("time_ms,key,cost\n");
    std::int64_t t = 0;
    for (int i = 0; i < rows; ++i) {
        const std::uint64_t r = rng() % 100;
        if (r < 45)
            t += 0; // ties: several requests in one ms
        else if (r < 85)
            t += static_cast<std::int64_t>(rng() % 400);
        else if (r < 97)
            t += 400 + static_cast<std::int64_t>(rng() % 3000);
        else
            t += 20'000 + static_cast<std::int64_t>(rng() % 60'000); // idle past any refill
        const auto key = static_cast<int>(rng() % 3);
        const auto cost = 1 + static_cast<int>(rng() % 3);
        csv += QStringLiteral("%1,k%2,%3\n").arg(t).arg(key).arg(cost);
    }
    return csv;
}

bool run(const QString& program, const QStringList& args, QString* out, QString* err)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(300'000))
        return false;
    *out = QString::fromUtf8(p.readAllStandardOutput());
    *err = QString::fromUtf8(p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TstGuavaReference : public QObject {
    Q_OBJECT

    QString m_java;
    QString m_classes;

private slots:
    void initTestCase()
    {
        const QString javac = QStandardPaths::findExecutable(QStringLiteral("javac"));
        m_java = QStandardPaths::findExecutable(QStringLiteral("java"));
        if (javac.isEmpty() || m_java.isEmpty())
            QSKIP("no JDK (javac and java) on PATH: install openjdk-17-jdk-headless");
        QVERIFY2(QFile::exists(kGuavaJar), "libguava-java is not installed");
        m_classes = binaryDir() + QStringLiteral("/tests/reference/java-classes");
        QVERIFY(QDir().mkpath(m_classes));
        QString out;
        QString err;
        QVERIFY2(run(javac,
                     {QStringLiteral("-cp"), kGuavaJar, QStringLiteral("-d"), m_classes,
                      sourcePath(QStringLiteral("tests/reference/GuavaReplay.java"))},
                     &out, &err),
                 qPrintable(err));
    }

    void sameAsGuava_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("burst");
        QTest::addColumn<int>("warmup");
        QTest::addColumn<int>("timeout");
        QTest::addColumn<quint64>("seed");
        // Rates whose intervals are not whole microseconds (1e6 / 3, 7 per 3 s) test Guava's
        // truncation; timeouts decide which waits tryAcquire accepts.
        QTest::newRow("bursty-5/s") << "bursty" << 5 << 1000 << 0 << 0 << 0 << quint64{1};
        QTest::newRow("bursty-3/s-timeout") << "bursty" << 3 << 1000 << 0 << 0 << 700 << quint64{2};
        QTest::newRow("bursty-7/3s-burst-4")
            << "bursty" << 7 << 3000 << 4 << 0 << 1500 << quint64{3};
        QTest::newRow("bursty-1/s-burst-9")
            << "bursty" << 1 << 1000 << 9 << 0 << 2500 << quint64{4};
        QTest::newRow("warmup-10/s-2s")
            << "warmup" << 10 << 1000 << 0 << 2000 << 1000 << quint64{5};
        QTest::newRow("warmup-3/7s-5s") << "warmup" << 3 << 7000 << 0 << 5000 << 4000 << quint64{6};
        QTest::newRow("warmup-7/s-333ms-no-timeout")
            << "warmup" << 7 << 1000 << 0 << 333 << 0 << quint64{7};
    }

    void sameAsGuava()
    {
        QFETCH(QString, mode);
        QFETCH(int, limit);
        QFETCH(int, window);
        QFETCH(int, burst);
        QFETCH(int, warmup);
        QFETCH(int, timeout);
        QFETCH(quint64, seed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString tracePath = dir.filePath(QStringLiteral("trace.csv"));
        QFile trace(tracePath);
        QVERIFY(trace.open(QIODevice::WriteOnly));
        trace.write(makeTrace(seed, 400).toUtf8());
        trace.close();

        QString guava;
        QString err;
        QVERIFY2(run(m_java,
                     {QStringLiteral("-cp"), kGuavaJar + QLatin1Char(':') + m_classes,
                      QStringLiteral("com.google.common.util.concurrent.GuavaReplay"), mode,
                      QString::number(limit), QString::number(window), QString::number(burst),
                      QString::number(warmup), QString::number(timeout), tracePath},
                     &guava, &err),
                 qPrintable(err));

        QStringList args{QStringLiteral("replay"),
                         QStringLiteral("--algorithm"),
                         QStringLiteral("guava-") + mode,
                         QStringLiteral("--limit"),
                         QString::number(limit),
                         QStringLiteral("--window"),
                         QString::number(window),
                         QStringLiteral("--timeout-ms"),
                         QString::number(timeout),
                         QStringLiteral("--trace"),
                         tracePath};
        if (burst > 0)
            args << QStringLiteral("--burst") << QString::number(burst);
        if (mode == QLatin1String("warmup"))
            args << QStringLiteral("--warmup-ms") << QString::number(warmup);
        const CliOutput cli = runCli(args);
        QVERIFY2(cli.code == 0, qPrintable(cli.err));

        const QStringList expected = guava.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QStringList lines = cli.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(
            lines.takeFirst(),
            QStringLiteral("time_ms,key,cost,allowed,remaining,retry_after_ms,reset_ms,delay_ms"));
        QCOMPARE(lines.size(), 400);
        QCOMPARE(expected.size(), 400);
        int refused = 0;
        int delayed = 0;
        for (int i = 0; i < lines.size(); ++i) {
            const QStringList f = lines[i].split(QLatin1Char(','));
            const QString ours = f[3] + QLatin1Char(',') + f[7];
            QVERIFY2(ours == expected[i],
                     qPrintable(QStringLiteral("row %1 (%2): ratelab %3, guava %4")
                                    .arg(i + 2)
                                    .arg(lines[i], ours, expected[i])));
            refused += f[3] == QLatin1String("0");
            delayed += f[7] != QLatin1String("0");
        }
        // A comparison that never sees a refusal or a wait proves little.
        if (timeout > 0)
            QVERIFY2(delayed > 20, qPrintable(QString::number(delayed)));
        QVERIFY2(refused > 20, qPrintable(QString::number(refused)));
    }
};

QTEST_GUILESS_MAIN(TstGuavaReference)
#include "tst_guavareference.moc"
