// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `ratelab-cli generate-log` as a user meets it: a log and its truth table written, the same
// seed giving the same bytes, usage errors named with exit 2, and the command in the tool's
// help, man page and completion (all rendered from the command table).
#include "tests/app/cli/CliProcess.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace ratelab::test;

namespace {

QByteArray contents(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

CliOutput generate(const QStringList& args)
{
    return runCli(QStringList{QStringLiteral("generate-log")} + args);
}

} // namespace

class TstGenerateLog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void writesTheLogAndItsTruth()
    {
        const QString log = m_dir.filePath(QStringLiteral("sub/a.log"));
        const QString truth = m_dir.filePath(QStringLiteral("a.csv"));
        const CliOutput o =
            generate({QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--hours"),
                      QStringLiteral("1"), QStringLiteral("--users"), QStringLiteral("10"),
                      QStringLiteral("--out"), log, QStringLiteral("--truth"), truth});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QByteArray bytes = contents(log);
        const qsizetype lines = bytes.count('\n');
        QVERIFY(lines > 10'000); // the scraper alone sends about 5 a second
        QCOMPARE(o.out, QStringLiteral("%1: %2 lines\n").arg(log).arg(lines));
        QVERIFY2(bytes.startsWith("10.") || bytes.startsWith("19") || bytes.startsWith("20"),
                 bytes.left(80).constData());
        const QList<QByteArray> rows = contents(truth).split('\n');
        QCOMPARE(rows.front(), QByteArray("identity,kind,abusive"));
        QCOMPARE(rows.size(), qsizetype(1 + 10 + 1 + 3 + 1 + 4 + 1)); // header ... final newline
        QVERIFY(rows.contains("203.0.113.66,scraper,1"));
        QVERIFY(rows.contains("198.51.100.7,nat-office,0"));

        const QString again = m_dir.filePath(QStringLiteral("b.log"));
        QCOMPARE(generate({QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--hours"),
                           QStringLiteral("1"), QStringLiteral("--users"), QStringLiteral("10"),
                           QStringLiteral("--out"), again})
                     .code,
                 0);
        QVERIFY(contents(again) == bytes);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("x.log");
        QTest::newRow("no seed") << QStringList{QStringLiteral("--out"), out}
                                 << "--seed is required";
        QTest::newRow("no out") << QStringList{QStringLiteral("--seed"), QStringLiteral("1")}
                                << "--out is required";
        QTest::newRow("hours 0") << QStringList{QStringLiteral("--seed"),  QStringLiteral("1"),
                                                QStringLiteral("--hours"), QStringLiteral("0"),
                                                QStringLiteral("--out"),   out}
                                 << "--hours: expected an integer 1..8784, got \"0\"";
        QTest::newRow("seed text")
            << QStringList{QStringLiteral("--seed"), QStringLiteral("x"), QStringLiteral("--out"),
                           out}
            << "--seed: expected an integer 0..9223372036854775807, got \"x\"";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliOutput o = generate(args);
        QCOMPARE(o.code, 2);
        QCOMPARE(o.err, QStringLiteral("ratelab-cli generate-log: %1 (see ratelab-cli "
                                       "generate-log --help)\n")
                            .arg(message));
        QVERIFY(!QFile::exists(QStringLiteral("x.log")));
    }

    void inHelpManAndCompletion()
    {
        QVERIFY(runCli({QStringLiteral("--help")}).out.contains(QLatin1String("generate-log")));
        const CliOutput help = generate({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.startsWith(QLatin1String("Usage: ratelab-cli generate-log --seed N")));
        QVERIFY(runCli({QStringLiteral("help"), QStringLiteral("--man")})
                    .out.contains(QLatin1String(".SS generate\\-log")));
        const QString completion =
            runCli({QStringLiteral("help"), QStringLiteral("--bash-completion")}).out;
        QVERIFY2(completion.contains(QLatin1String(
                     "generate-log) options=\"--seed --hours --users --out --truth --help\"")),
                 qPrintable(completion));
    }
};

QTEST_GUILESS_MAIN(TstGenerateLog)
#include "tst_generatelog.moc"
