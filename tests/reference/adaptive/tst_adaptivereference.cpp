// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every case of tests/reference/data/adaptive/cases.txt: replay-limit with the case's options on
// its samples file must give, on every row, the limit Netflix's library gave (NAME.limits, made
// by make_trajectories.sh). A case whose limit never moves would prove little, so each must
// change its limit, and the cases together must reach each algorithm's minimum and maximum.
#include "tests/app/cli/CliProcess.h"
#include "tests/support/TestPaths.h"

#include <QFile>
#include <QtTest>

using namespace ratelab::test;

namespace {

QString dataPath(const QString& name)
{
    return sourcePath(QStringLiteral("tests/reference/data/adaptive/") + name);
}

QStringList lines(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TstAdaptiveReference : public QObject {
    Q_OBJECT

private slots:
    void sameAsNetflix_data()
    {
        QTest::addColumn<QString>("samples");
        QTest::addColumn<QStringList>("options");
        const QStringList cases = lines(dataPath(QStringLiteral("cases.txt")));
        QVERIFY(!cases.isEmpty());
        for (const QString& line : cases) {
            if (line.startsWith(QLatin1Char('#')) || line.trimmed().isEmpty())
                continue;
            QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const QString name = words.takeFirst();
            const QString samples = words.takeFirst();
            QStringList options{QStringLiteral("--algorithm"), words.takeFirst()};
            options += words;
            QTest::newRow(qPrintable(name)) << samples << options;
        }
    }

    void sameAsNetflix()
    {
        QFETCH(QString, samples);
        QFETCH(QStringList, options);
        const QString name = QString::fromLatin1(QTest::currentDataTag());
        QStringList expected = lines(dataPath(name + QStringLiteral(".limits")));
        QVERIFY2(!expected.isEmpty(), qPrintable(name + QStringLiteral(".limits is missing")));
        QCOMPARE(expected.takeFirst(), QStringLiteral("limit"));

        const CliOutput cli = runCli(QStringList{QStringLiteral("replay-limit")} + options
                                     + QStringList{QStringLiteral("--samples"), dataPath(samples),
                                                   QStringLiteral("--out"), QStringLiteral("-")});
        QVERIFY2(cli.code == 0, qPrintable(cli.err));
        QStringList rows = cli.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.takeFirst(), QStringLiteral("rtt_us,inflight,dropped,end_us,limit"));
        const QStringList input = lines(dataPath(samples)).mid(1);
        QCOMPARE(rows.size(), expected.size());
        QCOMPARE(rows.size(), input.size());
        QSet<QString> distinct;
        for (int i = 0; i < rows.size(); ++i) {
            const qsizetype comma = rows[i].lastIndexOf(QLatin1Char(','));
            const QString ours = rows[i].mid(comma + 1);
            QVERIFY2(rows[i].left(comma) == input[i],
                     qPrintable(QStringLiteral("row %1 does not repeat the input").arg(i + 2)));
            QVERIFY2(ours == expected[i],
                     qPrintable(QStringLiteral("%1 row %2 (%3): ratelab %4, Netflix %5")
                                    .arg(name)
                                    .arg(i + 2)
                                    .arg(input[i], ours, expected[i])));
            distinct.insert(ours);
        }
        // The defaults keep aimd and gradient2 at 20 on near-min (nothing reaches half of 20 in
        // flight): a case of its own, the clamp; every other case must move.
        if (!name.endsWith(QLatin1String("near-default")))
            QVERIFY2(distinct.size() > 3, qPrintable(QString::number(distinct.size())));
        else
            QCOMPARE(distinct, QSet<QString>{QStringLiteral("20")});
    }

    void theCasesReachTheClamps()
    {
        // Without rows at the minimum and the maximum the comparison would not test the clamps.
        const struct {
            const char* name;
            const char* value;
        } reached[] = {{"aimd-steady", "200"},      {"aimd-drops", "20"},
                       {"aimd-near-min", "1"},      {"aimd-slowdown-tight", "90"},
                       {"vegas-drops", "1"},        {"vegas-near-min", "8"},
                       {"gradient2-steady", "200"}, {"gradient2-drops", "20"},
                       {"gradient2-near-q0", "1"},  {"gradient2-tuned", "400"}};
        for (const auto& r : reached) {
            const QStringList limits = lines(dataPath(QLatin1String(r.name) + ".limits"));
            QVERIFY2(limits.contains(QLatin1String(r.value)),
                     qPrintable(QStringLiteral("%1 never reaches %2").arg(r.name, r.value)));
        }
    }
};

QTEST_GUILESS_MAIN(TstAdaptiveReference)
#include "tst_adaptivereference.moc"
