// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Figures: the `::: figure` block, verdicts computed over seeds (and a declared verdict the runs
// contradict), and the names computed from the request log.
#include "core/io/lesson/FigureCheck.h"
#include "core/io/lesson/LessonCheck.h"
#include "core/io/lesson/LessonFile.h"
#include "core/io/lesson/RunNames.h"

#include "tests/support/TestPaths.h"

#include <QTest>

using namespace ratelab;

namespace {

LessonLoadResult parse(const QString& text)
{
    return LessonFile::parse(text, test::sourcePath(QStringLiteral("lessons/test-figure.md")));
}

const QString kHead =
    QStringLiteral("---\ntitle: T\nscenario: ../scenarios/boundary-burst.json\n---\n");

QString figure(const QString& holds, const QString& verdict, const QString& extra = {})
{
    return QStringLiteral("::: figure Doubling\nsource: 000\nclaim: A client can send 2x the "
                          "limit.\n%1measure: fixed-window.over_admission_ratio\nholds: %2\n"
                          "verdict: %3\n:::\n")
        .arg(extra, holds, verdict);
}

double value(const RunNames& names, const std::string& text)
{
    std::string error;
    int column = 0;
    const auto e = ClaimExpression::parse(text, error, column);
    const auto v = e ? e->evaluate(names, error) : std::nullopt;
    if (!v)
        qFatal("%s: %s", text.c_str(), error.c_str());
    return v->kind == ClaimValue::Kind::Boolean ? (v->boolean ? 1.0 : 0.0) : v->asReal();
}

// What `text` reports when it cannot be evaluated; empty when it could (the caller's check fails).
std::string refusal(const RunNames& names, const std::string& text)
{
    std::string error;
    int column = 0;
    const auto e = ClaimExpression::parse(text, error, column);
    if (!e)
        qFatal("%s: %s", text.c_str(), error.c_str());
    return e->evaluate(names, error) ? std::string() : error;
}

// A run of one lane and the one client alice; the caller adds figures and requests.
RunResult oneLaneRun(const std::string& lane, std::int64_t limit, std::int64_t windowMs)
{
    RunResult result;
    result.clientNames = {"alice"};
    LaneSummary s;
    s.lane = lane;
    s.limit = limit;
    s.windowMs = windowMs;
    result.summaries.push_back(s);
    result.series.resize(1);
    return result;
}

RequestRecord record(std::int64_t ms, int lane, int client, bool allowed, int attempt = 0)
{
    RequestRecord r;
    r.time = ms * 1000;
    r.clockMs = ms;
    r.lane = lane;
    r.client = client;
    r.key = client;
    r.attempt = attempt;
    r.decision.allowed = allowed;
    return r;
}

} // namespace

class TestFigureCheck : public QObject {
    Q_OBJECT

private slots:
    void readsTheBlock()
    {
        const LessonLoadResult r =
            parse(kHead + figure("measured >= 1.95", "holds", "set: lanes[0].limit=5\n"));
        QVERIFY2(r.lesson, qPrintable(r.problems.join('\n')));
        QCOMPARE(r.lesson->figures.size(), 1);
        const LessonFigure& f = r.lesson->figures.front();
        QCOMPARE(f.source, QStringLiteral("000"));
        QCOMPARE(f.verdict, QStringLiteral("holds"));
        QCOMPARE(f.changes.size(), 1);
        QCOMPARE(f.condition, QStringLiteral("lanes[0].limit=5")); // no condition: line
    }

    void refusesABadBlock()
    {
        const LessonLoadResult r = parse(kHead + figure("measured >=", "probably"));
        QVERIFY(!r.lesson);
        const QString all = r.problems.join('\n');
        QVERIFY2(all.contains("verdict: one of holds | does not hold | holds on some seeds"),
                 qPrintable(all));
        QVERIFY2(all.contains("holds: "), qPrintable(all));
    }

    void verdictsAreComputed()
    {
        // The boundary attacker doubles the fixed window on every seed: "holds" agrees, and
        // "does not hold" is caught.
        const LessonLoadResult r = parse(kHead + figure("measured >= 1.95", "holds")
                                         + figure("measured >= 1.95", "does not hold"));
        QVERIFY2(r.lesson, qPrintable(r.problems.join('\n')));
        const LessonReport report = LessonCheck::check(*r.lesson, 3);
        QVERIFY2(report.problems.isEmpty(), qPrintable(report.problems.join('\n')));
        QCOMPARE(report.figures.size(), 2);
        QCOMPARE(report.figures[0].id, QStringLiteral("test-figure@1"));
        QCOMPARE(report.figures[0].computed, QStringLiteral("holds"));
        QCOMPARE(report.figures[0].median, 2.0);
        QCOMPARE(report.figures[0].seeds, FigureCheck::kMinSeeds); // never fewer
        QVERIFY(report.figures[0].agrees());
        QVERIFY(!report.figures[1].agrees());
        QVERIFY(!report.ok());
    }

    void someSeedsAndTheMedian()
    {
        // A runner whose figure grows with each seed: 1.0, 1.5, 2.0, 2.5, 3.0, 3.5.
        int calls = 0;
        const FigureCheck::Runner runner = [&](const QString&, const QList<ScenarioOverride>&) {
            LessonRun run;
            run.scenario.seed = 7;
            LaneSummary s;
            s.lane = "fixed-window";
            s.overAdmissionRatio = 1.0 + 0.5 * calls++;
            run.result.summaries.push_back(s);
            run.result.series.resize(1);
            return run;
        };
        const LessonLoadResult r = parse(kHead + figure("measured >= 2", "holds on some seeds"));
        QVERIFY2(r.lesson, qPrintable(r.problems.join('\n')));
        QStringList problems;
        const QList<FigureOutcome> out = FigureCheck::check(*r.lesson, 6, runner, problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        QCOMPARE(calls, 6);
        QCOMPARE(out.front().held, 4);
        QCOMPARE(out.front().computed, QStringLiteral("holds on some seeds"));
        QCOMPARE(out.front().median, 2.25);
        QCOMPARE(out.front().min, 1.0);
        QCOMPARE(out.front().max, 3.5);
        QVERIFY(out.front().agrees());
        QCOMPARE(FigureCheck::verdict(0, 4), QStringLiteral("does not hold"));
        QCOMPARE(FigureCheck::verdict(4, 4), QStringLiteral("holds"));
    }

    void namesFromTheRequestLog()
    {
        Scenario scenario;
        scenario.clients.resize(2);
        scenario.clients[0].name = "alice";
        scenario.clients[1].name = "bot";
        scenario.clients[1].legitimate = false;
        RunResult result;
        result.durationMs = 2000;
        result.clientNames = {"alice", "bot"};
        for (const char* name : {"log", "counter"}) {
            LaneSummary s;
            s.lane = name;
            s.limit = 4;
            s.windowMs = 1000;
            s.algorithm = AlgorithmKind::SlidingCounter;
            result.summaries.push_back(s);
        }
        result.series.resize(2);
        // The bot: three admitted in the first fifth of window 0 (past half of 4), a retry.
        for (int lane = 0; lane < 2; ++lane) {
            result.requests.push_back(record(10, lane, 1, true));
            result.requests.push_back(record(20, lane, 1, true));
            result.requests.push_back(record(30, lane, 1, true));
            result.requests.push_back(record(900, lane, 0, true));
            result.requests.push_back(record(1500, lane, 1, lane == 0));
        }
        result.requests.push_back(record(1600, 1, 1, true, 1));
        std::stable_sort(result.requests.begin(), result.requests.end(),
                         [](const auto& a, const auto& b) { return a.time < b.time; });
        const RunNames names(scenario, result);
        QCOMPARE(value(names, "counter.first_attempts"), 5.0);
        QCOMPARE(value(names, "counter.retry_traffic"), 0.2);
        QCOMPARE(value(names, "counter.client[bot].retries"), 1.0);
        QCOMPARE(value(names, "counter.client[0].admitted"), 1.0);
        QCOMPARE(value(names, "counter.same_arrivals[log]"), 1.0);
        QCOMPARE(value(names, "counter.differs_from[log]"), 0.2);
        QCOMPARE(value(names, "counter.early_warnings"), 1.0);
        QCOMPARE(value(names, "counter.early_warning_legitimate_keys"), 0.0);
        // alice's windows: 1 and 0 requests; the bot is not legitimate.
        QCOMPARE(value(names, "log.p99_legitimate_rate"), 1.0);
    }

    // A long run keeps only part of its log; the engine's own per-client counts still answer
    // LANE.client[...] exactly, while a figure only the log can give is refused.
    void clientCountsOutliveATruncatedLog()
    {
        Scenario scenario;
        scenario.clients.resize(2);
        scenario.clients[0].name = "alice";
        scenario.clients[1].name = "bots";
        scenario.clients[1].count = 2;
        RunResult result;
        result.clientNames = {"alice", "bots[0]", "bots[1]"};
        result.requestLogTruncated = true;
        LaneSummary s;
        s.lane = "log";
        s.limit = 4;
        s.windowMs = 1000;
        s.clients = {ClientCounts{5, 5, 5}, ClientCounts{7, 4, 2}, ClientCounts{3, 3, 1}};
        result.summaries.push_back(s);
        result.series.resize(1);
        result.requests.push_back(record(10, 0, 1, true)); // what the truncated log kept
        const RunNames names(scenario, result);
        QCOMPARE(value(names, "log.client[bots].requests"), 10.0);
        QCOMPARE(value(names, "log.client[bots].first_attempts"), 7.0);
        QCOMPARE(value(names, "log.client[bots].retries"), 3.0);
        QCOMPARE(value(names, "log.client[bots].admitted"), 3.0);
        QCOMPARE(value(names, "log.client[bots].rejected"), 7.0);
        QCOMPARE(value(names, "log.client[alice].rejected"), 0.0);
        const std::string error = refusal(names, "log.first_attempts");
        QVERIFY2(error.find("truncated") != std::string::npos, error.c_str());
    }

    // The seeds' early warning judges keys against one limit: a policy of several is refused.
    void earlyWarningsRefuseAPolicy()
    {
        Scenario scenario;
        scenario.clients.resize(1);
        RunResult result = oneLaneRun("policy", 4, 1000);
        result.summaries[0].rules.resize(2);
        result.requests.push_back(record(10, 0, 0, true));
        const std::string error = refusal(RunNames(scenario, result), "policy.early_warnings");
        QVERIFY2(error.find("a policy of 2 rules") != std::string::npos, error.c_str());
    }

    void estimateErrorAgainstTheExactCount()
    {
        Scenario scenario;
        scenario.clients.resize(1);
        RunResult result = oneLaneRun("counter", 10, 1000);
        result.summaries[0].algorithm = AlgorithmKind::SlidingCounter;
        // At 800: exact 1, estimate 0 + 1. At 1050: exact 2 (100 and 800), estimate
        // floor(2 * 950 / 1000) + 0 = 1, off by half. At 100 the exact count is 0: not counted.
        for (std::int64_t ms : {100, 800, 1050})
            result.requests.push_back(record(ms, 0, 0, true));
        const RunNames names(scenario, result);
        QCOMPARE(value(names, "counter.estimate_error"), 0.25);
        result.summaries[0].algorithm = AlgorithmKind::SlidingLog;
        const std::string error = refusal(RunNames(scenario, result), "counter.estimate_error");
        QVERIFY2(error.find("sliding counter") != std::string::npos, error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestFigureCheck)
#include "tst_figurecheck.moc"
