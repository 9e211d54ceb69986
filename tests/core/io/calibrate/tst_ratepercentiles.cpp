// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Percentiles across identities use the nearest rank: ceil(P x n / 100) in ascending order.
#include "core/io/calibrate/LegitimateIdentities.h"
#include "core/io/calibrate/NearestRank.h"
#include "core/io/calibrate/RateAnalysis.h"
#include "core/io/calibrate/RatePercentiles.h"

#include <QTest>

using namespace ratelab;

class TestRatePercentiles : public QObject {
    Q_OBJECT

private slots:
    void ranks()
    {
        QCOMPARE(nearestRank(50, 10), std::int64_t{5});
        QCOMPARE(nearestRank(95, 10), std::int64_t{10}); // ceil(9.5)
        QCOMPARE(nearestRank(95, 20), std::int64_t{19});
        QCOMPARE(nearestRank(99, 100), std::int64_t{99});
        QCOMPARE(nearestRank(99, 101), std::int64_t{100}); // ceil(99.99)
        QCOMPARE(nearestRank(50, 1), std::int64_t{1});
        QCOMPARE(nearestRank(50, 0), std::int64_t{0});
        const std::vector<std::pair<std::int64_t, std::int64_t>> histogram{{1, 3}, {4, 1}, {9, 1}};
        QCOMPARE(nearestRankPercentile(histogram, 50), std::int64_t{1}); // rank 3 of 1,1,1,4,9
        QCOMPARE(nearestRankPercentile(histogram, 80), std::int64_t{4}); // rank 4
        QCOMPARE(nearestRankPercentile(histogram, 81), std::int64_t{9}); // rank ceil(4.05) = 5
    }

    void tenIdentities()
    {
        // Identity number i sends counts[i] requests at one instant: its busiest window at every
        // length is that count. Sorted: 1 1 2 3 3 4 5 5 6 9.
        const std::vector<int> counts{3, 1, 4, 1, 5, 9, 2, 6, 5, 3};
        RateAnalysis analysis;
        std::int64_t line = 0;
        for (std::size_t i = 0; i < counts.size(); ++i)
            for (int r = 0; r < counts[i]; ++r) {
                LogRecord record;
                record.timeMs = 1000;
                record.identity = "id" + std::to_string(i);
                record.category = "api";
                record.line = ++line;
                QVERIFY(analysis.add(record));
            }
        analysis.finish();
        // The heaviest (id5, 9 requests) is not legitimate.
        const std::vector<char> legitimate = LegitimateIdentities::allButTop(1).resolve(analysis);
        const auto rows = ratePercentiles(analysis, legitimate);
        QCOMPARE(rows.size(), kRateWindowCount * 2);
        for (const RatePercentileRow& row : rows) {
            if (row.population == Population::All) {
                QCOMPARE(row.identities, std::int64_t{10});
                QCOMPARE(row.p50, std::int64_t{3}); // rank 5
                QCOMPARE(row.p95, std::int64_t{9}); // rank 10
                QCOMPARE(row.p99, std::int64_t{9});
                QCOMPARE(row.max, std::int64_t{9});
            } else {
                // 1 1 2 3 3 4 5 5 6: ranks ceil(4.5) = 5, ceil(8.55) = 9, ceil(8.91) = 9.
                QCOMPARE(row.identities, std::int64_t{9});
                QCOMPARE(row.p50, std::int64_t{3});
                QCOMPARE(row.p95, std::int64_t{6});
                QCOMPARE(row.p99, std::int64_t{6});
                QCOMPARE(row.max, std::int64_t{6});
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRatePercentiles)
#include "tst_ratepercentiles.moc"
