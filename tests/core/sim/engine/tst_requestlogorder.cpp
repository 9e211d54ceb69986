// orderRequestLog: a log the lanes of one engine wrote together, put in (time, lane) order with
// each lane's own order kept, and cut.
#include "core/sim/engine/LaneRunMerge.h"

#include <QTest>

#include <algorithm>
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
