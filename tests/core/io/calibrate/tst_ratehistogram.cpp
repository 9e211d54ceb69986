// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// rateHistogram: identities counted into bins that double in width by their busiest count, the
// empty bins between kept, legitimate and abusive apart; other categories left out.
#include "core/io/calibrate/RateHistogram.h"

#include <QTest>

#include <algorithm>

using namespace ratelab;

namespace {

// a: 1 request in its busiest minute; b and c: 3; bot: 20 (abusive); d: 5 in another category.
CalibrationResult calibrated()
{
    std::vector<LogRecord> log;
    const auto add = [&log](std::int64_t t, const char* who, const char* category) {
        LogRecord r;
        r.timeMs = t;
        r.identity = who;
        r.category = category;
        log.push_back(r);
    };
    for (int i = 0; i < 20; ++i) {
        add(i * 1000, "bot", "read");
        if (i < 3) {
            add(i * 1000 + 1, "b", "read");
            add(i * 1000 + 2, "c", "read");
        }
        if (i < 5)
            add(i * 1000 + 3, "d", "write");
        if (i == 0)
            add(4, "a", "read");
    }
    std::sort(log.begin(), log.end(),
              [](const LogRecord& x, const LogRecord& y) { return x.timeMs < y.timeMs; });
    for (std::size_t i = 0; i < log.size(); ++i)
        log[i].line = static_cast<std::int64_t>(i) + 1;
    CalibrationSettings settings;
    settings.legitimate = LegitimateIdentities::listed({"a", "b", "c", "d"});
    CalibrationResult result;
    std::string error;
    const RecordSource source = [&log](const RecordSink& sink, std::string*) {
        for (const LogRecord& r : log)
            if (!sink(r))
                return false;
        return true;
    };
    if (!Calibration::run(source, settings, &result, &error))
        qFatal("%s", error.c_str());
    return result;
}

std::int32_t categoryIndex(const CalibrationResult& r, const std::string& name)
{
    const auto& names = r.analysis.categories();
    return static_cast<std::int32_t>(std::find(names.begin(), names.end(), name) - names.begin());
}

} // namespace

class TestRateHistogram : public QObject {
    Q_OBJECT
private slots:
    void binsDoubleInWidth()
    {
        const CalibrationResult r = calibrated();
        const std::vector<RateBin> bins = rateHistogram(r, categoryIndex(r, "read"), kMinuteWindow);
        // [1,2) a; [2,4) b c; [4,8) and [8,16) empty; [16,32) the bot.
        QCOMPARE(bins.size(), std::size_t{5});
        QCOMPARE(bins[0].from, std::int64_t{1});
        QCOMPARE(bins[0].to, std::int64_t{2});
        QCOMPARE(bins[0].legitimate, std::int64_t{1});
        QCOMPARE(bins[1].from, std::int64_t{2});
        QCOMPARE(bins[1].legitimate, std::int64_t{2});
        QCOMPARE(bins[2].legitimate + bins[2].abusive + bins[3].legitimate + bins[3].abusive,
                 std::int64_t{0});
        QCOMPARE(bins[4].from, std::int64_t{16});
        QCOMPARE(bins[4].to, std::int64_t{32});
        QCOMPARE(bins[4].abusive, std::int64_t{1});
        QCOMPARE(bins[4].legitimate, std::int64_t{0});
    }

    void onlyItsCategoryAndWindow()
    {
        const CalibrationResult r = calibrated();
        const std::vector<RateBin> write =
            rateHistogram(r, categoryIndex(r, "write"), kMinuteWindow);
        QCOMPARE(write.size(), std::size_t{1});
        QCOMPARE(write[0].from, std::int64_t{4}); // d's 5 requests
        QCOMPARE(write[0].legitimate, std::int64_t{1});
        // Per second nobody makes more than one request: everyone in [1, 2).
        const std::vector<RateBin> second = rateHistogram(r, categoryIndex(r, "read"), 0);
        QCOMPARE(second.size(), std::size_t{1});
        QCOMPARE(second[0].legitimate + second[0].abusive, std::int64_t{4});
        QVERIFY(rateHistogram(r, 99, kMinuteWindow).empty());
    }
};

QTEST_GUILESS_MAIN(TestRateHistogram)
#include "tst_ratehistogram.moc"
