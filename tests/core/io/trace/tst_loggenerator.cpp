// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LogGenerator: one seed, one log; every line reads back strictly; and the addresses its truth
// table calls abusive are the heaviest identities on the categories they hit, while the NAT
// office and the automation clients (heavy too) are legitimate.
#include "core/io/trace/AccessLogReader.h"
#include "core/io/trace/GeneratedLogFiles.h"
#include "core/io/trace/LogGenerator.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace ratelab;

namespace {

std::string generate(std::uint64_t seed, int hours, int users)
{
    LogGeneratorOptions o;
    o.seed = seed;
    o.hours = hours;
    o.users = users;
    LogGenerator generator(o);
    std::string text;
    while (generator.nextLine(text)) {
    }
    return text;
}

} // namespace

class TestLogGenerator : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameBytes()
    {
        const std::string a = generate(7, 1, 20);
        QVERIFY(a.size() > 100'000);
        QCOMPARE(generate(7, 1, 20), a);
        QVERIFY(generate(8, 1, 20) != a);
    }

    void maxLinesStops()
    {
        LogGeneratorOptions o;
        o.hours = 2;
        o.maxLines = 1234;
        LogGenerator generator(o);
        std::string text;
        int lines = 0;
        while (generator.nextLine(text))
            ++lines;
        QCOMPARE(lines, 1234);
        QCOMPARE(std::count(text.begin(), text.end(), '\n'), std::ptrdiff_t(1234));
    }

    void abusersAreTheHeaviestOnTheirCategories()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("g.log"));
        const QString truthPath = dir.filePath(QStringLiteral("truth.csv"));
        LogGeneratorOptions o;
        o.seed = 3;
        o.hours = 2;
        o.users = 60;
        std::int64_t lines = 0;
        QString error;
        QVERIFY2(writeGeneratedLog(o, log, truthPath, &lines, &error), qPrintable(error));

        // The truth file as written.
        QFile truthFile(truthPath);
        QVERIFY(truthFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = truthFile.readAll().split('\n');
        QCOMPARE(rows.front(), QByteArray("identity,kind,abusive"));
        std::set<std::string> abusive;
        std::map<std::string, std::string> kindOf;
        for (qsizetype i = 1; i < rows.size(); ++i) {
            if (rows[i].isEmpty())
                continue;
            const QList<QByteArray> f = rows[i].split(',');
            QCOMPARE(f.size(), 3);
            kindOf[f[0].toStdString()] = f[1].toStdString();
            if (f[2] == "1")
                abusive.insert(f[0].toStdString());
        }
        QCOMPARE(kindOf.size(), std::size_t(60 + 1 + 3 + 1 + 4));
        QCOMPARE(abusive.size(), std::size_t(5)); // the scraper and four stuffing addresses

        // Every line reads back in strict mode, in time order.
        AccessLogReader reader(log, AccessLogOptions{});
        QVERIFY2(reader.open(), qPrintable(reader.error()));
        std::map<std::string, std::map<std::string, std::int64_t>> perCategory; // cat -> id -> n
        std::int64_t n = 0;
        std::int64_t previous = 0;
        while (auto r = reader.next()) {
            QVERIFY(r->timeMs >= previous);
            previous = r->timeMs;
            QVERIFY2(kindOf.contains(r->identity), r->identity.c_str());
            ++perCategory[r->category][r->identity];
            ++n;
        }
        QVERIFY2(reader.error().isEmpty(), qPrintable(reader.error()));
        QCOMPARE(n, lines);

        // Each abuser's main category, and on it the abusers outnumber every legitimate identity.
        std::map<std::string, std::set<std::string>> abusersOn;
        for (const std::string& id : abusive) {
            std::string main;
            std::int64_t most = 0;
            for (const auto& [category, counts] : perCategory)
                if (counts.contains(id) && counts.at(id) > most) {
                    most = counts.at(id);
                    main = category;
                }
            abusersOn[main].insert(id);
        }
        QCOMPARE(abusersOn.size(), std::size_t(2));
        QCOMPARE(abusersOn["read"], std::set<std::string>{"203.0.113.66"});
        QCOMPARE(abusersOn["auth"].size(), std::size_t(4));
        for (const auto& [category, ids] : abusersOn) {
            std::vector<std::pair<std::int64_t, std::string>> ranked;
            for (const auto& [id, count] : perCategory[category])
                ranked.emplace_back(count, id);
            std::sort(ranked.rbegin(), ranked.rend());
            std::set<std::string> top;
            for (std::size_t i = 0; i < ids.size(); ++i)
                top.insert(ranked[i].second);
            QCOMPARE(top, ids);
            // The heaviest legitimate identity there is a kind meant to be heavy or shared.
            const std::string firstLegit = ranked[ids.size()].second;
            QVERIFY2(kindOf[firstLegit] == "automation" || kindOf[firstLegit] == "nat-office"
                         || category == "auth",
                     (category + ": " + firstLegit).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestLogGenerator)
#include "tst_loggenerator.moc"
