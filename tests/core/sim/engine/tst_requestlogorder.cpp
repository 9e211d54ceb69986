// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// orderRequestLog: a log the lanes of one engine wrote together, put in (time, lane) order with
// each lane's own order kept, and cut. mergeRequestLogInto: two parts' logs merged in place into
// the first, as a stable sort of the two would order them, cut at the limit.
#include "core/sim/engine/LaneRunMerge.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <vector>

using namespace ratelab;

namespace {

// `client` numbers the records in the order they were written, to see who moved.
std::vector<RequestRecord> written(const std::vector<std::pair<SimTime, std::int32_t>>& rows)
{
    std::vector<RequestRecord> log;
    for (const auto& [time, lane] : rows) {
        RequestRecord r;
        r.time = time;
        r.lane = lane;
        r.client = static_cast<std::int32_t>(log.size());
        log.push_back(r);
    }
    return log;
}

std::vector<std::int32_t> order(const std::vector<RequestRecord>& log)
{
    std::vector<std::int32_t> out;
    for (const RequestRecord& r : log)
        out.push_back(r.client);
    return out;
}

} // namespace

class TestRequestLogOrder : public QObject {
    Q_OBJECT
private slots:
    // Seeded logs of lanes {0, 2} and {1, 3} with shared instants and runs of one lane at an
    // instant, merged at every limit from nothing to beyond both: the reference is a stable sort
    // of the concatenation by (time, lane), cut.
    void mergeIntoIsTheStableOrderCut()
    {
        std::mt19937 random(7);
        for (int round = 0; round < 40; ++round) {
            std::vector<std::pair<SimTime, std::int32_t>> rowsA;
            std::vector<std::pair<SimTime, std::int32_t>> rowsB;
            SimTime time = 0;
            for (int i = 0; i < 30; ++i) {
                time += static_cast<SimTime>(random() % 3);
                if (random() % 2)
                    rowsA.emplace_back(time, static_cast<std::int32_t>(random() % 2) * 2);
                else
                    rowsB.emplace_back(time, static_cast<std::int32_t>(random() % 2) * 2 + 1);
            }
            // A log in (time, lane) order within itself, as a part hands it over.
            const auto part = [](std::vector<std::pair<SimTime, std::int32_t>> rows, int first) {
                std::stable_sort(rows.begin(), rows.end());
                std::vector<RequestRecord> log = written(rows);
                for (RequestRecord& r : log)
                    r.client += first;
                return log;
            };
            const std::vector<RequestRecord> a = part(rowsA, 0);
            const std::vector<RequestRecord> b = part(rowsB, 1000);
            std::vector<RequestRecord> both = a;
            both.insert(both.end(), b.begin(), b.end());
            std::stable_sort(both.begin(), both.end(), [](const auto& x, const auto& y) {
                return x.time < y.time || (x.time == y.time && x.lane < y.lane);
            });
            for (std::int64_t limit = 0; limit <= static_cast<std::int64_t>(both.size()) + 1;
                 ++limit) {
                std::vector<RequestRecord> merged = a;
                bool truncated = false;
                mergeRequestLogInto(merged, b, limit, truncated);
                std::vector<RequestRecord> expected = both;
                expected.resize(std::min(both.size(), static_cast<std::size_t>(limit)));
                QCOMPARE(order(merged), order(expected));
                QCOMPARE(truncated, limit < static_cast<std::int64_t>(both.size()));
            }
        }
    }

    void mergeIntoKeepsAnEarlierCut()
    {
        auto log = written({{1, 0}});
        bool truncated = true; // a part's own log was cut
        mergeRequestLogInto(log, written({{2, 1}}), 10, truncated);
        QCOMPARE(log.size(), std::size_t{2});
        QVERIFY(truncated);
    }

    void instantsSortedByLaneKeepingEachLanesOrder()
    {
        // Two arrivals at t=5 decided by lanes 0..2 each; a lane-2 retry alone at t=6.
        auto log = written(
            {{1, 1}, {5, 0}, {5, 1}, {5, 2}, {5, 0}, {5, 1}, {5, 2}, {6, 2}, {7, 2}, {7, 0}});
        bool truncated = false;
        orderRequestLog(log, 100, truncated);
        QCOMPARE(order(log), (std::vector<std::int32_t>{0, 1, 4, 2, 5, 3, 6, 7, 9, 8}));
        QVERIFY(!truncated);
    }

    void cutAfterTheLimitInTheOrderedLog()
    {
        auto log = written({{5, 2}, {5, 0}, {5, 1}, {9, 0}});
        bool truncated = false;
        orderRequestLog(log, 2, truncated);
        // The cut falls after ordering: lane 2's record goes, though it was written first.
        QCOMPARE(order(log), (std::vector<std::int32_t>{1, 2}));
        QVERIFY(truncated);
        log = written({{5, 2}, {5, 0}});
        truncated = false;
        orderRequestLog(log, 2, truncated);
        QVERIFY(!truncated);
        orderRequestLog(log, 0, truncated);
        QVERIFY(log.empty());
        QVERIFY(truncated);
    }

    void outOfTimeOrderStillSortedStably()
    {
        auto log = written({{5, 1}, {5, 0}, {3, 1}, {3, 0}, {5, 0}, {4, 2}, {3, 0}});
        auto expected = log;
        std::stable_sort(expected.begin(), expected.end(), [](const auto& a, const auto& b) {
            return a.time < b.time || (a.time == b.time && a.lane < b.lane);
        });
        bool truncated = false;
        orderRequestLog(log, 100, truncated);
        QCOMPARE(order(log), order(expected));
        QCOMPARE(order(log), (std::vector<std::int32_t>{3, 6, 2, 5, 1, 4, 0}));
    }

    void emptyLog()
    {
        std::vector<RequestRecord> log;
        bool truncated = false;
        orderRequestLog(log, 10, truncated);
        QVERIFY(log.empty());
        QVERIFY(!truncated);
    }
};

QTEST_APPLESS_MAIN(TestRequestLogOrder)
#include "tst_requestlogorder.moc"
