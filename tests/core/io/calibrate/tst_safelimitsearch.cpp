// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The bracket search over limits finds the first limit of a non-increasing rate curve that is at
// most the target, trying few limits per pass.
#include "core/io/calibrate/SafeLimitSearch.h"

#include <QTest>

using namespace ratelab;

class TestSafeLimitSearch : public QObject {
    Q_OBJECT

private slots:
    void geometricPoints()
    {
        QCOMPARE(SafeLimitSearch::geometric(1, 5, 16), (std::vector<std::int64_t>{1, 2, 3, 4, 5}));
        const auto points = SafeLimitSearch::geometric(1, 10000, 5);
        QCOMPARE(points, (std::vector<std::int64_t>{1, 10, 100, 1000, 10000}));
    }

    void findsTheThreshold_data()
    {
        QTest::addColumn<std::int64_t>("threshold");
        QTest::addColumn<std::int64_t>("cap");
        QTest::newRow("inside") << std::int64_t{737} << std::int64_t{100000};
        QTest::newRow("one") << std::int64_t{1} << std::int64_t{5000};
        QTest::newRow("cap") << std::int64_t{5000} << std::int64_t{5000};
        QTest::newRow("next to one") << std::int64_t{2} << std::int64_t{999999};
    }

    void findsTheThreshold()
    {
        QFETCH(std::int64_t, threshold);
        QFETCH(std::int64_t, cap);
        // A step curve: 1 % below the threshold, 0 from it on.
        SafeLimitSearch search(cap, 0.001, 16);
        int passes = 0;
        std::size_t tried = 0;
        while (!search.done()) {
            const auto limits = search.nextCandidates();
            for (const std::int64_t limit : limits)
                search.report(limit, limit >= threshold ? 0.0 : 0.01);
            tried += limits.size();
            QVERIFY(++passes < 20);
        }
        QCOMPARE(search.smallestSafe(), std::optional<std::int64_t>(threshold));
        QVERIFY2(passes <= 6, qPrintable(QString::number(passes)));
        QVERIFY(tried < 100);
    }

    void nothingPassesUpToTheCap()
    {
        SafeLimitSearch search(50, 0.001, 16);
        for (const std::int64_t limit : search.nextCandidates())
            search.report(limit, 0.5);
        QVERIFY(search.done());
        QCOMPARE(search.smallestSafe(), std::nullopt);
    }

    void aReportedSuggestionNarrowsTheBracket()
    {
        SafeLimitSearch search(1000, 0.001, 4);
        search.report(40, 0.0); // the rule of thumb's limit, tried in the first pass
        for (const std::int64_t limit : search.nextCandidates())
            search.report(limit, limit >= 30 ? 0.0 : 0.2);
        // 1, 10, 100, 1000 and 40: the bracket is (10, 40).
        const auto next = search.nextCandidates();
        QVERIFY(!next.empty());
        QVERIFY(next.front() > 10 && next.back() < 40);
    }
};

QTEST_GUILESS_MAIN(TestSafeLimitSearch)
#include "tst_safelimitsearch.moc"
