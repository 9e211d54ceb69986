// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `ratelab-cli calibrate` end to end: a log written by generate-log, calibrated with its truth
// table's legitimate identities; the throttled identities and the false-positive rates checked
// against what this test counts itself from the log and the truth. Bad lines as FILE:LINE with
// exit 2, lenient skips reported, usage errors, and the command in help, man page and completion.
#include "tests/app/cli/CalibrateFiles.h"
#include "tests/app/cli/CliProcess.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <map>
#include <set>

using namespace ratelab;
using namespace ratelab::test;

namespace {

CliOutput calibrate(const QStringList& args)
{
    return runCli(QStringList{QStringLiteral("calibrate")} + args);
}

struct Generated {
    QString log;
    std::set<std::string> abusive;
    std::set<std::string> legitimate;
};

} // namespace

class TstCalibrateCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    Generated m_generated;

    // One hour of 20 users: the scraper, the four stuffing addresses and everyone else.
    const Generated& generated()
    {
        if (!m_generated.log.isEmpty())
            return m_generated;
        const QString log = m_dir.filePath(QStringLiteral("shop.log"));
        const QString truth = m_dir.filePath(QStringLiteral("truth.csv"));
        const CliOutput o = runCli(
            {QStringLiteral("generate-log"), QStringLiteral("--seed"), QStringLiteral("11"),
             QStringLiteral("--hours"), QStringLiteral("1"), QStringLiteral("--users"),
             QStringLiteral("20"), QStringLiteral("--out"), log, QStringLiteral("--truth"), truth});
        if (o.code != 0)
            qFatal("generate-log failed: %s", qPrintable(o.err));
        m_generated.log = log;
        for (const auto& row : csvRows(truth))
            (row.at("abusive") == "1" ? m_generated.abusive : m_generated.legitimate)
                .insert(row.at("identity"));
        return m_generated;
    }

private slots:
    void throttlesTheAbusersAndCountsFalsePositivesAsTheTruthDoes()
    {
        const Generated& g = generated();
        QCOMPARE(g.abusive.size(), std::size_t{5});
        QByteArray list = "# the generator's legitimate addresses\n";
        for (const std::string& identity : g.legitimate)
            list += QByteArray::fromStdString(identity) + '\n';
        const QString legit = m_dir.filePath(QStringLiteral("legit.txt"));
        write(legit, list);
        const QString out = m_dir.filePath(QStringLiteral("cal"));
        const CliOutput o =
            calibrate({g.log, QStringLiteral("--format"), QStringLiteral("combined"),
                       QStringLiteral("--legit"), legit, QStringLiteral("--out"), out});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.err.isEmpty(), qPrintable(o.err));

        // Each category's suggested limit and burst, replayed here by this test's own token
        // bucket (docs: tokens scaled by W, N added per ms, a request takes W) over the log's
        // lines in (time, line) order.
        const auto suggestions = csvRows(out + QStringLiteral("/suggestions.csv"));
        std::map<std::string, std::map<std::string, std::string>> byCategory;
        for (const auto& row : suggestions)
            byCategory[row.at("category")] = row;
        std::vector<Line> lines = readLog(g.log);
        std::stable_sort(lines.begin(), lines.end(),
                         [](const Line& a, const Line& b) { return a.timeMs < b.timeMs; });
        struct Bucket {
            std::int64_t tokens = 0;
            std::int64_t lastMs = 0;
            bool started = false;
        };
        std::map<std::pair<std::string, std::string>, Bucket> buckets;
        std::map<std::pair<std::string, std::string>, std::pair<std::int64_t, std::int64_t>>
            rejected; // first rejected ms, how many
        std::map<std::string, std::int64_t> legitimateRequests;
        std::map<std::string, std::int64_t> legitimateRejected;
        std::map<std::string, std::int64_t> abusiveAdmitted;
        for (const Line& line : lines) {
            QVERIFY2(byCategory.count(line.category), line.category.c_str());
            const auto& s = byCategory.at(line.category);
            const std::int64_t n = std::stoll(s.at("limit"));
            const std::int64_t w = std::stoll(s.at("window_ms"));
            const std::int64_t capacity = std::stoll(s.at("burst")) * w;
            Bucket& b = buckets[{line.ip, line.category}];
            if (!b.started)
                b = {capacity, line.timeMs, true};
            b.tokens = std::min(capacity, b.tokens + (line.timeMs - b.lastMs) * n);
            b.lastMs = line.timeMs;
            const bool allowed = b.tokens >= w;
            if (allowed)
                b.tokens -= w;
            const bool legitimate = g.legitimate.count(line.ip) > 0;
            legitimateRequests[line.category] += legitimate ? 1 : 0;
            legitimateRejected[line.category] += legitimate && !allowed ? 1 : 0;
            abusiveAdmitted[line.category] += !legitimate && allowed ? 1 : 0;
            if (!allowed) {
                auto& r = rejected[{line.ip, line.category}];
                if (r.second++ == 0)
                    r.first = line.timeMs;
            }
        }

        // Who is throttled, when first and how often: as this test's replay says, abusers all.
        std::map<std::pair<std::string, std::string>, std::pair<std::int64_t, std::int64_t>>
            throttled;
        std::set<std::string> throttledIdentities;
        for (const auto& row : csvRows(out + QStringLiteral("/throttled.csv"))) {
            const std::string& identity = row.at("identity");
            QCOMPARE(row.at("legitimate"), std::string(g.legitimate.count(identity) ? "1" : "0"));
            throttled[{identity, row.at("category")}] = {std::stoll(row.at("first_throttled_ms")),
                                                         std::stoll(row.at("rejected"))};
            throttledIdentities.insert(identity);
        }
        QCOMPARE(throttled, rejected);
        for (const std::string& abuser : g.abusive)
            QVERIFY2(throttledIdentities.count(abuser), abuser.c_str());

        // The false-positive rate: legitimate rejections over legitimate requests, by the truth.
        QCOMPARE(suggestions.size(), legitimateRequests.size());
        const QByteArray header = contents(out + QStringLiteral("/suggestions.csv")).split('\n')[0];
        QVERIFY2(header.startsWith("category,algorithm,limit,window_ms,burst,reason,"
                                   "false_positive_rate,abusive_admitted"),
                 header.constData());
        bool someFalsePositive = false;
        for (const auto& row : suggestions) {
            const std::string& category = row.at("category");
            const double expected = static_cast<double>(legitimateRejected[category])
                                    / static_cast<double>(legitimateRequests[category]);
            QCOMPARE(std::stod(row.at("false_positive_rate")), expected);
            someFalsePositive = someFalsePositive || expected > 0;
            QCOMPARE(std::stoll(row.at("abusive_admitted")), abusiveAdmitted[category]);
            QCOMPARE(row.at("algorithm"), std::string("token-bucket"));
            QVERIFY2(row.at("reason").find("p99") != std::string::npos, row.at("reason").c_str());
            // The search's answer is safe, and the reason says how far the rule of thumb was.
            QVERIFY(!row.at("smallest_safe_limit").empty());
            QVERIFY(std::stod(row.at("smallest_safe_false_positive_rate")) <= 0.001);
            QVERIFY2(row.at("reason").find("the rule of thumb is") != std::string::npos,
                     row.at("reason").c_str());
            QVERIFY2(o.out.contains(QString::fromStdString(category + ": rule of thumb "
                                                           + row.at("limit") + "/min")),
                     qPrintable(o.out));
        }
        QVERIFY(someFalsePositive); // a test of the rate, not of zeros only

        for (const char* file : {"rates.csv", "percentiles.csv", "summary.csv", "heaviest.csv"})
            QVERIFY2(QFile::exists(out + QLatin1Char('/') + QLatin1String(file)), file);
        QVERIFY(contents(out + QStringLiteral("/summary.csv"))
                    .startsWith("lane,algorithm,admitted,rejected,failed_open,failed_closed,"
                                "max_admitted_any_window,limit,over_admission_ratio,"));
    }

    // A sliding log at twice the p99 (here the max) of the legitimate busiest minutes cannot
    // reject a legitimate request: only the abusers are throttled.
    void slidingLogThrottlesExactlyTheAbusers()
    {
        const Generated& g = generated();
        const QString out = m_dir.filePath(QStringLiteral("log"));
        const CliOutput o =
            calibrate({g.log, QStringLiteral("--format"), QStringLiteral("combined"),
                       QStringLiteral("--legit-all-but-top"), QStringLiteral("5"),
                       QStringLiteral("--algorithm"), QStringLiteral("sliding-log"),
                       QStringLiteral("--out"), out});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        std::set<std::string> throttled;
        for (const auto& row : csvRows(out + QStringLiteral("/throttled.csv")))
            throttled.insert(row.at("identity"));
        QCOMPARE(throttled, g.abusive);
        for (const auto& row : csvRows(out + QStringLiteral("/suggestions.csv")))
            QCOMPARE(row.at("false_positive_rate"), std::string("0"));
    }

    void allButTheTopFiveAreTheTruthsLegitimate()
    {
        const Generated& g = generated();
        const QString out = m_dir.filePath(QStringLiteral("top"));
        const CliOutput o =
            calibrate({g.log, QStringLiteral("--format"), QStringLiteral("combined"),
                       QStringLiteral("--legit-all-but-top"), QStringLiteral("5"),
                       QStringLiteral("--out"), out});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        std::set<std::string> heavy;
        for (const auto& row : csvRows(out + QStringLiteral("/heaviest.csv")))
            if (row.at("legitimate") == "0")
                heavy.insert(row.at("identity"));
        QCOMPARE(heavy, g.abusive);
        // Same log, same options: the same bytes.
        const QString again = m_dir.filePath(QStringLiteral("top2"));
        QCOMPARE(calibrate({g.log, QStringLiteral("--format"), QStringLiteral("combined"),
                            QStringLiteral("--legit-all-but-top"), QStringLiteral("5"),
                            QStringLiteral("--out"), again})
                     .code,
                 0);
        for (const char* file : {"rates.csv", "suggestions.csv", "throttled.csv", "summary.csv"})
            QVERIFY2(contents(out + QLatin1Char('/') + QLatin1String(file))
                         == contents(again + QLatin1Char('/') + QLatin1String(file)),
                     file);
    }

    void badLineIsNamedAndNothingIsWritten()
    {
        const QString log = m_dir.filePath(QStringLiteral("bad.log"));
        write(log, "192.0.2.1 - - [10/Oct/2000:13:55:36 +0000] \"GET / HTTP/1.1\" 200 5\n"
                   "192.0.2.1 - - [31/Feb/2000:13:55:37 +0000] \"GET / HTTP/1.1\" 200 5\n");
        const QString out = m_dir.filePath(QStringLiteral("bad"));
        CliOutput o = calibrate({log, QStringLiteral("--format"), QStringLiteral("common"),
                                 QStringLiteral("--out"), out});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.startsWith(log + QStringLiteral(":2: ")), qPrintable(o.err));
        QVERIFY2(o.err.contains(QLatin1String("(bad-time)")), qPrintable(o.err));
        QVERIFY(!QFile::exists(out + QStringLiteral("/rates.csv")));

        o = calibrate({log, QStringLiteral("--format"), QStringLiteral("common"),
                       QStringLiteral("--lenient"), QStringLiteral("--out"), out});
        QCOMPARE(o.code, 0);
        QVERIFY2(o.err.startsWith(log
                                  + QStringLiteral(": skipped 1 malformed line(s) of 2\n  "
                                                   "bad-time 1, first ")
                                  + log + QStringLiteral(":2: ")),
                 qPrintable(o.err));
        QVERIFY(QFile::exists(out + QStringLiteral("/rates.csv")));
    }

    void csvWithMappedColumns()
    {
        const QString log = m_dir.filePath(QStringLiteral("api.csv"));
        write(log, "ts,key,path\n"
                   "1000,k1,/a\n1500,k2,/a\n2000,k1,/login\n2500,k1,/a\n");
        const QString out = m_dir.filePath(QStringLiteral("csv"));
        const CliOutput o = calibrate(
            {log, QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--identity"),
             QStringLiteral("key"), QStringLiteral("--column"), QStringLiteral("time=ts"),
             QStringLiteral("--algorithm"), QStringLiteral("gcra"), QStringLiteral("--out"), out});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const auto rates = csvRows(out + QStringLiteral("/rates.csv"));
        QCOMPARE(rates.size(), std::size_t{3 * 4}); // k1 read, k1 auth, k2 read; four windows
        QCOMPARE(rates.front().at("identity"), std::string("k1"));
        QCOMPARE(rates.front().at("category"), std::string("auth"));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString log = QStringLiteral("x.log");
        const QString out = QStringLiteral("o");
        const auto with = [&](QStringList more) {
            return QStringList{log, QStringLiteral("--format"), QStringLiteral("combined"),
                               QStringLiteral("--out"), out}
                   + more;
        };
        QTest::newRow("no log") << QStringList{QStringLiteral("--format"), QStringLiteral("csv"),
                                               QStringLiteral("--out"), out}
                                << "the LOG file is required";
        QTest::newRow("no format")
            << QStringList{log, QStringLiteral("--out"), out} << "--format is required";
        QTest::newRow("format") << QStringList{
            log, QStringLiteral("--format"), QStringLiteral("apache"), QStringLiteral("--out"),
            out} << "--format: expected common, combined or csv, got \"apache\"";
        QTest::newRow("identity") << with({QStringLiteral("--identity"), QStringLiteral("key")})
                                  << "--identity: expected ip or user for a combined log (a "
                                     "column name needs --format csv), got \"key\"";
        QTest::newRow("window") << with({QStringLiteral("--window-ms"), QStringLiteral("5000")})
                                << "--window-ms: expected 1000, 60000, 900000 or 3600000 (the "
                                   "windows rates are measured over), got \"5000\"";
        QTest::newRow("target") << with({QStringLiteral("--target-fp"), QStringLiteral("1")})
                                << "--target-fp: expected a rate from 0 up to (not including) "
                                   "1, e.g. 0.001 for 0.1 %, got \"1\"";
        QTest::newRow("both legit")
            << with({QStringLiteral("--legit"), QStringLiteral("l.txt"),
                     QStringLiteral("--legit-all-but-top"), QStringLiteral("3")})
            << "--legit and --legit-all-but-top exclude each other";
        QTest::newRow("strict lenient")
            << with({QStringLiteral("--strict"), QStringLiteral("--lenient")})
            << "--strict and --lenient exclude each other";
        QTest::newRow("algorithm")
            << with({QStringLiteral("--algorithm"), QStringLiteral("concurrency")})
            << "--algorithm: expected fixed-window, sliding-log, "
               "sliding-counter, token-bucket, gcra, leaky-bucket, nginx, "
               "guava-bursty, guava-warmup or fixed-window-incr-first, got "
               "\"concurrency\"";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliOutput o = calibrate(args);
        QCOMPARE(o.code, 2);
        QCOMPARE(o.err, QStringLiteral("ratelab-cli calibrate: %1 (see ratelab-cli calibrate "
                                       "--help)\n")
                            .arg(message));
    }

    void missingLogIsBadInput()
    {
        const QString log = m_dir.filePath(QStringLiteral("none.log"));
        const CliOutput o =
            calibrate({log, QStringLiteral("--format"), QStringLiteral("combined"),
                       QStringLiteral("--out"), m_dir.filePath(QStringLiteral("n"))});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.startsWith(log + QStringLiteral(": cannot open the log")),
                 qPrintable(o.err));
    }

    void inHelpManAndCompletion()
    {
        QVERIFY(runCli({QStringLiteral("--help")}).out.contains(QLatin1String("calibrate")));
        const CliOutput help = calibrate({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.startsWith(QLatin1String("Usage: ratelab-cli calibrate LOG --format")));
        QVERIFY(runCli({QStringLiteral("help"), QStringLiteral("--man")})
                    .out.contains(QLatin1String(".SS calibrate")));
        const QString completion =
            runCli({QStringLiteral("help"), QStringLiteral("--bash-completion")}).out;
        static const QRegularExpression line(QStringLiteral("calibrate\\) options=\"([^\"]*)\""));
        const QStringList options = line.match(completion).captured(1).split(QLatin1Char(' '));
        for (const char* option : {"--format", "--identity", "--legit", "--legit-all-but-top",
                                   "--lenient", "--target-fp", "--out", "--help"})
            QVERIFY2(options.contains(QLatin1String(option)), option);
    }
};

QTEST_GUILESS_MAIN(TstCalibrateCli)
#include "tst_calibratecli.moc"
