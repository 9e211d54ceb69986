// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A whole calibration on small logs: the false-positive rate, the requests saved and who is
// throttled, counted by hand; and the smallest safe limit equals a brute-force scan of every
// limit, replayed here directly through the registry's algorithm.
#include "core/io/calibrate/Calibration.h"
#include "core/io/calibrate/CalibrationCsv.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QTest>

#include <map>
#include <random>

using namespace ratelab;

namespace {

RecordSource vectorSource(const std::vector<LogRecord>& records, int* passes = nullptr)
{
    return [&records, passes](const RecordSink& sink, std::string*) {
        if (passes)
            ++*passes;
        for (const LogRecord& r : records)
            if (!sink(r))
                return false;
        return true;
    };
}

LogRecord record(std::int64_t timeMs, const char* identity, const char* category = "api")
{
    LogRecord r;
    r.timeMs = timeMs;
    r.identity = identity;
    r.category = category;
    return r;
}

// u1 (legitimate): 5 requests in 5 s; u2 (legitimate): 2; bot: 20, one a second from 0.
std::vector<LogRecord> tinyLog()
{
    std::vector<LogRecord> log;
    for (std::int64_t t = 0; t < 20000; t += 1000) {
        if (t < 5000)
            log.push_back(record(t, "u1"));
        log.push_back(record(t, "bot"));
        if (t == 0)
            log.push_back(record(10, "u2"));
        if (t == 1000)
            log.push_back(record(1010, "u2"));
    }
    for (std::int64_t i = 0; i < static_cast<std::int64_t>(log.size()); ++i)
        log[static_cast<std::size_t>(i)].line = i + 1;
    return log;
}

const LaneResult* laneAt(const CalibrationResult& result, std::int64_t limit)
{
    for (const LaneResult& lane : result.lanes)
        if (lane.config.limit == limit)
            return &lane;
    return nullptr;
}

struct BruteForce {
    std::int64_t legitimate = 0;
    std::int64_t legitimateRejected = 0;
    double rate() const
    {
        return legitimate == 0
                   ? 0.0
                   : static_cast<double>(legitimateRejected) / static_cast<double>(legitimate);
    }
};

// The false-positive rate of one limit, from scratch: a map of states by identity and category.
BruteForce bruteForce(const std::vector<LogRecord>& log, const std::set<std::string>& abusive,
                      AlgorithmKind kind, std::int64_t limit)
{
    LimitParams params;
    params.limit = limit;
    params.windowMs = 60000;
    params.burst = std::max<std::int64_t>(1, (limit * 15 + 99) / 100);
    const auto algorithm = makeAlgorithm(kind, params);
    std::map<std::pair<std::string, std::string>, KeyState> states;
    BruteForce out;
    for (const LogRecord& r : log) {
        DecideInput in;
        in.nowMs = r.timeMs;
        const bool allowed = algorithm->decide(states[{r.identity, r.category}], in).allowed;
        if (!abusive.count(r.identity)) {
            ++out.legitimate;
            out.legitimateRejected += allowed ? 0 : 1;
        }
    }
    return out;
}

} // namespace

class TestCalibration : public QObject {
    Q_OBJECT

private slots:
    void tinyLogByHand()
    {
        const std::vector<LogRecord> log = tinyLog();
        CalibrationSettings settings;
        settings.algorithm = AlgorithmKind::FixedWindow;
        settings.legitimate = LegitimateIdentities::listed({"u1", "u2"});
        CalibrationResult result;
        std::string error;
        int passes = 0;
        QVERIFY2(Calibration::run(vectorSource(log, &passes), settings, &result, &error),
                 error.c_str());
        QCOMPARE(passes, result.passes + 1); // the analysis, then the replays
        QCOMPARE(result.categories.size(), std::size_t{1});
        const CategoryCalibration& api = result.categories.front();
        // Legitimate busiest minutes: u1 5, u2 2; the p99 of two is rank 2, 5: limit 10.
        QCOMPARE(api.suggestion.p99, std::int64_t{5});
        QCOMPARE(api.suggestion.limit, std::int64_t{10});
        QCOMPARE(api.suggestion.burst, std::int64_t{2});
        // Everything is in the minute [0, 60000): at limit 10 the bot's last 10 are refused and
        // no legitimate request is.
        const LaneResult& suggested = result.lanes[api.suggestedLane];
        QCOMPARE(suggested.config.limit, std::int64_t{10});
        QCOMPARE(suggested.counts.admitted, std::int64_t{17});
        QCOMPARE(suggested.counts.rejected, std::int64_t{10});
        QCOMPARE(suggested.counts.abusiveAdmitted, std::int64_t{10});
        QCOMPARE(suggested.counts.abusiveRejected, std::int64_t{10});
        QCOMPARE(suggested.counts.falsePositiveRate(), 0.0);
        QCOMPARE(suggested.counts.maxAdmittedAnyWindow, std::int64_t{10});
        QCOMPARE(suggested.throttled.size(), std::size_t{1});
        QCOMPARE(suggested.throttled.front().second.firstThrottledMs, std::int64_t{10000});
        QCOMPARE(suggested.throttled.front().second.rejected, std::int64_t{10});
        // At limit L, u1 loses max(0, 5 - L) and u2 max(0, 2 - L) of the 7 legitimate requests:
        // 4 loses 1 / 7; 5 is the smallest limit that loses none.
        QVERIFY(api.safeLane);
        QCOMPARE(result.lanes[*api.safeLane].config.limit, std::int64_t{5});
        const LaneResult* four = laneAt(result, 4);
        QVERIFY(four);
        QCOMPARE(four->counts.legitimateRejected, std::int64_t{1});
        QCOMPARE(four->counts.falsePositiveRate(), 1.0 / 7.0);
        const LaneResult* one = laneAt(result, 1);
        QVERIFY(one);
        QCOMPARE(one->counts.legitimateRejected, std::int64_t{5}); // 4 of u1, 1 of u2
        QCOMPARE(one->counts.abusiveRejected, std::int64_t{19});

        const std::string suggestions = CalibrationCsv::suggestions(result, settings);
        QVERIFY2(suggestions.rfind("category,algorithm,limit,window_ms,burst,reason,"
                                   "false_positive_rate,abusive_admitted,",
                                   0)
                     == 0,
                 suggestions.c_str());
        QVERIFY2(suggestions.find("\napi,fixed-window,10,60000,2,\"") != std::string::npos,
                 suggestions.c_str());
        // ...false_positive_rate 0, abusive_admitted 10, saved 10, upper 15, safe 5 (burst 1),
        // its rate 0, the rule of thumb 2x it, the target.
        QVERIFY2(suggestions.find("\",0,10,10,15,5,1,0,2,0.001\n") != std::string::npos,
                 suggestions.c_str());
        QCOMPARE(CalibrationCsv::throttled(result),
                 std::string("identity,category,first_throttled_ms,rejected,legitimate\n"
                             "bot,api,10000,10,0\n"));
        const std::string summary = CalibrationCsv::summary(result, settings);
        QVERIFY2(
            summary.find("\napi@10,fixed-window,17,10,0,0,10,10,1,0,10,api,2,60000,10,7,0,1,1,1\n")
                != std::string::npos,
            summary.c_str());
        const std::string rates = CalibrationCsv::rates(result);
        QVERIFY2(rates.find("\nbot,api,1000,1,1,1,20,0\nbot,api,60000,20,20,20,20,0\n")
                     != std::string::npos,
                 rates.c_str());
        const std::string percentiles = CalibrationCsv::percentiles(result);
        // Busiest minutes of all three: 2 5 20; of the legitimate two: 2 5.
        QVERIFY2(percentiles.find("\napi,60000,5,20,20,20,all,3\napi,60000,2,5,5,5,legitimate,2\n")
                     != std::string::npos,
                 percentiles.c_str());
    }

    void smallestSafeLimitEqualsBruteForce_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<double>("target");
        QTest::newRow("token bucket 0.1 %")
            << static_cast<int>(AlgorithmKind::TokenBucket) << 0.001;
        QTest::newRow("token bucket 2 %") << static_cast<int>(AlgorithmKind::TokenBucket) << 0.02;
        QTest::newRow("sliding log 1 %") << static_cast<int>(AlgorithmKind::SlidingLog) << 0.01;
        QTest::newRow("gcra 0.5 %") << static_cast<int>(AlgorithmKind::Gcra) << 0.005;
    }

    void smallestSafeLimitEqualsBruteForce()
    {
        QFETCH(int, algorithm);
        QFETCH(double, target);
        const auto kind = static_cast<AlgorithmKind>(algorithm);
        // Eight users with bursty sessions and a scraper, over two categories, for 20 minutes.
        std::mt19937 random(42);
        std::vector<LogRecord> log;
        std::multimap<std::int64_t, LogRecord> byTime;
        for (int user = 0; user < 8; ++user) {
            std::int64_t t = static_cast<std::int64_t>(random() % 60000);
            while (t < 1'200'000) {
                const int burst = 1 + static_cast<int>(random() % (3 + user * 2));
                for (int i = 0; i < burst; ++i) {
                    LogRecord r = record(t + i * 150, "", (random() % 4 == 0) ? "login" : "api");
                    r.identity = "user" + std::to_string(user);
                    byTime.emplace(r.timeMs, r);
                }
                t += 2000 + static_cast<std::int64_t>(random() % 40000);
            }
        }
        for (std::int64_t t = 300'000; t < 600'000; t += 250)
            byTime.emplace(t, record(t, "scraper"));
        for (auto& [t, r] : byTime) {
            r.line = static_cast<std::int64_t>(log.size()) + 1;
            log.push_back(r);
        }

        CalibrationSettings settings;
        settings.algorithm = kind;
        settings.targetFalsePositiveRate = target;
        settings.legitimate = LegitimateIdentities::allButTop(1);
        CalibrationResult result;
        std::string error;
        QVERIFY2(Calibration::run(vectorSource(log), settings, &result, &error), error.c_str());
        QCOMPARE(result.heaviest.front(),
                 static_cast<std::int32_t>(std::find(result.analysis.identities().begin(),
                                                     result.analysis.identities().end(), "scraper")
                                           - result.analysis.identities().begin()));

        for (const CategoryCalibration& c : result.categories) {
            const std::string category =
                result.analysis.categories()[static_cast<std::size_t>(c.category)];
            std::vector<LogRecord> only;
            for (const LogRecord& r : log)
                if (r.category == category)
                    only.push_back(r);
            std::optional<std::int64_t> expected;
            for (std::int64_t limit = 1; limit <= c.cap && !expected; ++limit)
                if (bruteForce(only, {"scraper"}, kind, limit).rate() <= target)
                    expected = limit;
            QVERIFY(expected);
            QVERIFY(c.safeLane);
            QCOMPARE(result.lanes[*c.safeLane].config.limit, *expected);
            // Every lane's rate is the brute force's at its limit.
            for (const LaneResult& lane : result.lanes)
                if (lane.config.category == c.category)
                    QCOMPARE(lane.counts.falsePositiveRate(),
                             bruteForce(only, {"scraper"}, kind, lane.config.limit).rate());
        }
        QVERIFY2(result.passes <= 6, qPrintable(QString::number(result.passes)));
    }

    void suggestsPerTheChosenWindow()
    {
        const std::vector<LogRecord> log = tinyLog();
        CalibrationSettings settings;
        settings.algorithm = AlgorithmKind::FixedWindow;
        settings.windowMs = 1000;
        CalibrationResult result;
        std::string error;
        QVERIFY2(Calibration::run(vectorSource(log), settings, &result, &error), error.c_str());
        // Busiest seconds: u1 1, u2 1, bot 1 (the bot's second request a second later).
        QCOMPARE(result.categories.front().suggestion.limit, std::int64_t{2});
        QVERIFY(result.categories.front().suggestion.reason.find("/s") != std::string::npos);
        settings.windowMs = 5000;
        QVERIFY(!Calibration::run(vectorSource(log), settings, &result, &error));
        QVERIFY2(error.find("window 5000 ms") == 0, error.c_str());
    }

    void timeGoingBackStopsWithTheLine()
    {
        std::vector<LogRecord> log{record(1000, "a"), record(999, "a")};
        log[0].line = 1;
        log[1].line = 2;
        CalibrationResult result;
        std::string error;
        QVERIFY(!Calibration::run(vectorSource(log), CalibrationSettings{}, &result, &error));
        QVERIFY2(error.rfind("line 2: ", 0) == 0, error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
