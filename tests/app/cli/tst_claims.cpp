// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `ratelab-cli claims` end to end: the figures of a lesson measured over seeds, claims.csv read
// back (RFC 4180 quoting, median and range, the computed verdict), and exit 1 when a lesson
// declares a verdict its runs do not give.
#include "core/io/csv/CsvReader.h"

#include "tests/app/cli/CliProcess.h"
#include "tests/support/TestPaths.h"

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

// A lesson of two figures on the boundary-burst scenario: the attacker doubles the fixed window
// on every seed; a sliding log in its place never does.
QString writeLesson(const QTemporaryDir& dir, const QString& secondVerdict)
{
    const QString path = dir.filePath(QStringLiteral("my-figures.md"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(
        QStringLiteral("---\ntitle: Mine\ngroup: Mine\nsummary: Mine.\nscenario: %1\n---\n"
                       "::: figure Doubling\nsource: 000\n"
                       "claim: A client can send \"2x\" the limit, at the boundary.\n"
                       "measure: fixed-window.over_admission_ratio\n"
                       "holds: measured >= 1.95\nverdict: holds\n:::\n"
                       "::: figure Doubling, a higher limit\nsource: 004\n"
                       "claim: 2x burst at window boundary.\n"
                       "condition: a sliding log instead\n"
                       "set: lanes[0].algorithm=sliding-log\n"
                       "measure: lane[0].over_admission_ratio\n"
                       "holds: measured >= 1.95\nverdict: %2\n:::\n")
            .arg(test::sourcePath(QStringLiteral("scenarios/boundary-burst.json")), secondVerdict)
            .toUtf8());
    return path;
}

} // namespace

class TestClaims : public QObject {
    Q_OBJECT

private slots:
    void writesTheTable()
    {
        QTemporaryDir dir;
        const QString lesson = writeLesson(dir, QStringLiteral("does not hold"));
        const QString out = dir.filePath(QStringLiteral("out"));
        const Output o = cli({QStringLiteral("claims"), QStringLiteral("--out"), out,
                              QStringLiteral("--seeds"), QStringLiteral("6"), lesson});
        QVERIFY2(o.code == 0, qPrintable(o.out + o.err));
        QVERIFY2(o.out.contains(QStringLiteral("my-figures@1 000 holds")), qPrintable(o.out));
        QString error;
        const auto csv = CsvReader::readFile(out + QStringLiteral("/claims.csv"), &error);
        QVERIFY2(csv, qPrintable(error));
        QCOMPARE(csv->header,
                 QStringLiteral("claim,source,condition,measured,min,max,seeds,verdict")
                     .split(QLatin1Char(',')));
        QCOMPARE(csv->rows.size(), 2);
        QCOMPARE(csv->value(0, QStringLiteral("claim")),
                 QStringLiteral("A client can send \"2x\" the limit, at the boundary."));
        QCOMPARE(csv->value(0, QStringLiteral("condition")), QStringLiteral("as written"));
        QCOMPARE(csv->value(0, QStringLiteral("measured")), QStringLiteral("2"));
        QCOMPARE(csv->value(0, QStringLiteral("seeds")), QStringLiteral("6"));
        QCOMPARE(csv->value(0, QStringLiteral("verdict")), QStringLiteral("holds"));
        QCOMPARE(csv->value(1, QStringLiteral("source")), QStringLiteral("004"));
        QCOMPARE(csv->value(1, QStringLiteral("condition")),
                 QStringLiteral("a sliding log instead"));
        QCOMPARE(csv->value(1, QStringLiteral("max")), QStringLiteral("1"));
        QCOMPARE(csv->value(1, QStringLiteral("verdict")), QStringLiteral("does not hold"));
    }

    void aVerdictTheRunsContradictFails()
    {
        QTemporaryDir dir;
        const QString lesson = writeLesson(dir, QStringLiteral("holds"));
        const QString out = dir.filePath(QStringLiteral("out"));
        const Output o = cli({QStringLiteral("claims"), QStringLiteral("--out"), out,
                              QStringLiteral("--seeds"), QStringLiteral("2"), lesson});
        QCOMPARE(o.code, 1);
        QVERIFY2(o.out.contains(QStringLiteral("(the lesson says holds)")), qPrintable(o.out));
        QString error;
        const auto csv = CsvReader::readFile(out + QStringLiteral("/claims.csv"), &error);
        QVERIFY2(csv, qPrintable(error));
        QCOMPARE(csv->value(1, QStringLiteral("verdict")), QStringLiteral("does not hold"));
        // lessons check agrees: the figure is one FAIL line.
        const Output check = cli({QStringLiteral("lessons"), QStringLiteral("check"), lesson});
        QCOMPARE(check.code, 1);
        QVERIFY2(check.out.contains(QStringLiteral("FAIL my-figures@2")), qPrintable(check.out));
    }

    void usage()
    {
        QCOMPARE(cli({QStringLiteral("claims")}).code, 2);
        QCOMPARE(cli({QStringLiteral("claims"), QStringLiteral("--out")}).code, 2);
        QCOMPARE(cli({QStringLiteral("claims"), QStringLiteral("--out"), QStringLiteral("x"),
                      QStringLiteral("no-such-lesson")})
                     .code,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestClaims)
#include "tst_claims.moc"
