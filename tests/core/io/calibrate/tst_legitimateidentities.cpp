// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Who counts as legitimate: everyone, a list file, or all but the k heaviest by total requests.
#include "core/io/calibrate/LegitimateIdentities.h"
#include "core/io/calibrate/RateAnalysis.h"

#include <QTest>

using namespace ratelab;

namespace {

// a: 5 requests, b: 3, c: 5, d: 1 (over two categories for a).
RateAnalysis fourIdentities()
{
    RateAnalysis analysis;
    std::int64_t t = 0;
    const auto send = [&](const char* identity, const char* category, int n) {
        for (int i = 0; i < n; ++i) {
            LogRecord r;
            r.timeMs = t++;
            r.identity = identity;
            r.category = category;
            analysis.add(r);
        }
    };
    send("b", "api", 3);
    send("a", "api", 3);
    send("c", "login", 5);
    send("a", "login", 2);
    send("d", "api", 1);
    analysis.finish();
    return analysis;
}

} // namespace

class TestLegitimateIdentities : public QObject {
    Q_OBJECT

private slots:
    void heaviestByTotalThenName()
    {
        const RateAnalysis analysis = fourIdentities();
        std::vector<std::string> names;
        for (const std::int32_t i : analysis.heaviest(3))
            names.push_back(analysis.identities()[static_cast<std::size_t>(i)]);
        QCOMPARE(names, (std::vector<std::string>{"a", "c", "b"}));
        QCOMPARE(analysis.heaviest(10).size(), std::size_t{4});
    }

    void allButTopK()
    {
        const RateAnalysis analysis = fourIdentities();
        const std::vector<char> flags = LegitimateIdentities::allButTop(2).resolve(analysis);
        // Identities in first-seen order: b, a, c, d.
        QCOMPARE(analysis.identities(), (std::vector<std::string>{"b", "a", "c", "d"}));
        QCOMPARE(flags, (std::vector<char>{1, 0, 0, 1}));
        QCOMPARE(LegitimateIdentities::allButTop(0).resolve(analysis),
                 (std::vector<char>{1, 1, 1, 1}));
        QCOMPARE(LegitimateIdentities::allButTop(9).resolve(analysis),
                 (std::vector<char>{0, 0, 0, 0}));
        QCOMPARE(LegitimateIdentities::all().resolve(analysis), (std::vector<char>{1, 1, 1, 1}));
    }

    void listFile()
    {
        const LegitimateIdentities legit =
            LegitimateIdentities::parseList("# vouched for\n  a \n\nd\r\n#c\nnobody\n");
        QCOMPARE(legit.names(), (std::set<std::string>{"a", "d", "nobody"}));
        const RateAnalysis analysis = fourIdentities();
        QCOMPARE(legit.resolve(analysis), (std::vector<char>{0, 1, 0, 1}));
        QCOMPARE(legit.describe(), std::string("the 3 identities listed"));
    }
};

QTEST_GUILESS_MAIN(TestLegitimateIdentities)
#include "tst_legitimateidentities.moc"
