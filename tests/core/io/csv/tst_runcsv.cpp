// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The public CSV files of a run: exact columns, order and number formatting on a hand-built result.
#include "core/io/csv/CsvReader.h"
#include "core/io/csv/RunCsv.h"
#include "core/io/csv/RunCsvReader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

namespace {

RunResult sampleResult()
{
    RunResult r;
    r.ratelabVersion = "9.8.7";
    r.modelVersion = 3;
    r.bucketMs = 500;
    LaneSummary s;
    s.lane = "fw, main";
    s.algorithm = AlgorithmKind::FixedWindow;
    s.limit = 10;
    s.windowMs = 10000;
    s.requests = 25;
    s.admitted = 20;
    s.rejected = 5;
    s.failedOpen = 1;
    s.failedClosed = 2;
    s.errors = 3;
    s.wouldReject = 4;
    s.retries = 6;
    s.rejectedRetries = 4;
    s.maxAdmittedAnyWindow = 20;
    s.maxWindowKey = "user:mallory";
    s.maxWindowStart = 9'000'500;
    s.maxWindowEnd = 19'000'500;
    s.overAdmissionRatio = 2.0;
    s.falsePositiveRate = 0.125;
    s.p50DelayMs = 0.0;
    s.p99DelayMs = 1255.5;
    s.keys = 2;
    s.stateBytes = 112;
    s.stateKeys = 2;
    s.rules = {RuleSummary{s.lane, s.algorithm, 10, 10000, 20, 5, 20, 2.0}};
    s.shed = 3;
    s.goodput = 16;
    s.timedOut = 1;
    s.p99LatencyMs = 42;
    r.summaries.push_back(s);
    LaneSeries series;
    SeriesBucket b0;
    b0.admitted = 3;
    b0.rejected = 1;
    b0.level = 2.5;
    b0.levelMax = 3;
    b0.goodput = 2;
    b0.shed = 1;
    b0.p99LatencyMs = 40;
    b0.limit = 10;
    SeriesBucket b1;
    b1.retries = 2;
    b1.level = 1.0 / 3.0;
    series.buckets = {b0, b1};
    r.series.push_back(series);
    r.clientNames = {"mallory"};
    r.keyNames = {"user:mallory"};
    RequestRecord rec;
    rec.time = 1'919'490;
    rec.clockMs = 1919;
    rec.decision.allowed = false;
    rec.decision.remaining = 0;
    rec.decision.retryAfterMs = 81;
    rec.decision.resetMs = 2000;
    rec.attempt = 1;
    rec.refusedBy = 0;
    r.requests.push_back(rec);
    rec.enforced = false; // dry run: the client sees 200
    r.requests.push_back(rec);
    rec.enforced = true;
    rec.decision.allowed = true; // admitted, then shed by the backend: 503
    rec.decision.retryAfterMs = 0;
    rec.backend = kBackendShed;
    r.requests.push_back(rec);
    rec.backend = kBackendTimedOut; // the client gave up: 504
    r.requests.push_back(rec);
    return r;
}

} // namespace

class TestRunCsv : public QObject {
    Q_OBJECT

private slots:
    void summary()
    {
        QCOMPARE(
            RunCsv::summary(sampleResult()),
            std::string(
                "lane,algorithm,admitted,rejected,failed_open,failed_closed,max_admitted_any_window,limit,"
                "over_admission_ratio,errors,would_reject,retries,requests,false_positive_rate,"
                "p50_delay_ms,p99_delay_ms,window_ms,keys,state_bytes,max_window_key,"
                "max_window_start_ms,max_window_end_ms,rejected_retries,state_bytes_per_key,"
                "shed,goodput,timed_out,p99_latency_ms,ratelab_version,model_version\n"
                "\"fw, main\",fixed-window,20,5,1,2,20,10,2,3,4,6,25,0.125,0,1255.5,10000,2,112,"
                "user:mallory,9000.5,19000.5,4,56,3,16,1,42,9.8.7,3\n"));
    }

    void timeseries()
    {
        QCOMPARE(
            RunCsv::timeseries(sampleResult()),
            std::string(
                "time_ms,lane,admitted,rejected,failed_open,failed_closed,errors,would_reject,retries,"
                "level,level_max,shed,goodput,timed_out,p99_latency_ms,limit\n"
                "0,\"fw, main\",3,1,0,0,0,0,0,2.5,3,1,2,0,40,10\n"
                "500,\"fw, main\",0,0,0,0,0,0,2,0.3333333333333333,0,0,0,0,0,0\n"));
    }

    void requests()
    {
        QCOMPARE(
            RunCsv::requests(sampleResult()),
            std::string(
                "time_ms,lane,client,key,attempt,cost,allowed,remaining,retry_after_ms,reset_ms,delay_ms,"
                "status,clock_ms,enforced,soft_warning,instance,refused_by\n"
                "1919.49,\"fw, main\",mallory,user:mallory,1,1,0,0,81,2000,0,429,1919,1,0,-1,\"fw, main\"\n"
                "1919.49,\"fw, main\",mallory,user:mallory,1,1,0,0,81,2000,0,200,1919,0,0,-1,\"fw, main\"\n"
                "1919.49,\"fw, main\",mallory,user:mallory,1,1,1,0,0,2000,0,503,1919,1,0,-1,\"fw, main\"\n"
                "1919.49,\"fw, main\",mallory,user:mallory,1,1,1,0,0,2000,0,504,1919,1,0,-1,\"fw, main\"\n"));
    }

    // The status is what the client saw: nginx refuses with its limit_req_status, 503; a lane of
    // several rules answers with the status of the rule that refused, and a run read back
    // without rules.csv with the lane's algorithm's.
    void aRefusalCarriesItsAlgorithmsStatus()
    {
        RunResult r = sampleResult();
        r.requests.resize(1);            // refused by the fixed window: 429
        r.summaries.front().lane = "fw"; // no comma: the status is the twelfth field of each row
        LaneSummary nginx = r.summaries.front();
        nginx.lane = "nginx";
        nginx.algorithm = AlgorithmKind::Nginx;
        nginx.rules = {RuleSummary{"nginx", AlgorithmKind::Nginx, 10, 1000, 0, 1, 0, 0.0}};
        LaneSummary policy = nginx;
        policy.lane = "policy";
        policy.rules = {RuleSummary{"per-ip", AlgorithmKind::FixedWindow, 10, 1000, 0, 0, 0, 0.0},
                        RuleSummary{"edge", AlgorithmKind::Nginx, 10, 1000, 0, 1, 0, 0.0}};
        LaneSummary readBack = nginx;
        readBack.lane = "read back";
        readBack.rules.clear();
        r.summaries.insert(r.summaries.end(), {nginx, policy, readBack});
        RequestRecord refused = r.requests.front();
        for (const std::int32_t lane : {1, 2, 3}) {
            refused.lane = lane;
            refused.refusedBy = lane == 2 ? 1 : 0;
            r.requests.push_back(refused);
        }
        refused.lane = 2;
        refused.refusedBy = 0; // the policy's fixed window refused: 429
        r.requests.push_back(refused);
        QList<QByteArray> statuses;
        for (const QByteArray& line : QByteArray::fromStdString(RunCsv::requests(r)).split('\n'))
            if (!line.isEmpty() && !line.startsWith("time_ms"))
                statuses.append(line.split(',')[11]);
        QCOMPARE(statuses, (QList<QByteArray>{"429", "503", "503", "503", "429"}));
    }

    // A run with long-lived connections: six columns after model_version, a websocket column
    // after refused_by (the close's row has the close code as its status), and both read back.
    void connectionColumnsFollowTheNamedOnes()
    {
        RunResult r = sampleResult();
        r.connections = true;
        LaneSummary& s = r.summaries[0];
        s.connectionsOpened = 7;
        s.connectionsRefused = 2;
        s.connectionsRateLimited = 3;
        s.closed1008 = 4;
        s.messages = 350;
        s.messagesUnsent = 12;
        r.requests.resize(2);
        r.requests[0].socket = kSocketRateLimited;
        r.requests[1].enforced = true;
        r.requests[1].socket = kSocketClosed;
        const std::string summary = RunCsv::summary(r);
        QVERIFY2(summary.find(",model_version,connections_opened,connections_refused,"
                              "connections_rate_limited,closed_1008,messages,messages_unsent\n")
                     != std::string::npos,
                 summary.c_str());
        QVERIFY2(summary.find(",9.8.7,3,7,2,3,4,350,12\n") != std::string::npos, summary.c_str());
        QCOMPARE(RunCsv::requests(r),
                 std::string("time_ms,lane,client,key,attempt,cost,allowed,remaining,"
                             "retry_after_ms,reset_ms,delay_ms,status,clock_ms,enforced,"
                             "soft_warning,instance,refused_by,websocket\n"
                             "1919.49,\"fw, main\",mallory,user:mallory,1,1,0,0,81,2000,0,429,"
                             "1919,1,0,-1,\"fw, main\",rate-limited\n"
                             "1919.49,\"fw, main\",mallory,user:mallory,1,1,0,0,81,2000,0,1008,"
                             "1919,1,0,-1,\"fw, main\",closed-1008\n"));
        QTemporaryDir dir;
        QString error;
        QVERIFY2(RunCsv::writeAll(r, dir.path(), &error), qPrintable(error));
        const auto back = RunCsvReader::readDir(dir.path(), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->connections);
        QCOMPARE(back->summaries[0].closed1008, std::int64_t{4});
        QCOMPARE(back->summaries[0].messages, std::int64_t{350});
        QCOMPARE(back->requests[1].socket, kSocketClosed);
    }

    // One row per rule; a lane of several is "policy" in summary.csv, and reads back.
    void rules()
    {
        RunResult r = sampleResult();
        LaneSummary p = r.summaries.front();
        p.lane = "login";
        p.algorithm = AlgorithmKind::SlidingLog;
        p.rules = {RuleSummary{"per-ip", AlgorithmKind::SlidingLog, 10, 60000, 7, 1, 3, 0.3},
                   RuleSummary{"per-account", AlgorithmKind::TokenBucket, 5, 900000, 7, 4, 5, 1.0}};
        r.summaries.push_back(p);
        r.series.push_back(r.series.front());
        RequestRecord rec = r.requests.front();
        rec.lane = 1;
        rec.refusedBy = 1;
        r.requests.push_back(rec);
        QCOMPARE(RunCsv::rules(r),
                 std::string("lane,rule,algorithm,limit,window_ms,admitted,refused,"
                             "max_admitted_any_window,over_admission_ratio\n"
                             "\"fw, main\",\"fw, main\",fixed-window,10,10000,20,5,20,2\n"
                             "login,per-ip,sliding-log,10,60000,7,1,3,0.3\n"
                             "login,per-account,token-bucket,5,900000,7,4,5,1\n"));
        const std::string summary = RunCsv::summary(r);
        QVERIFY(summary.find("\nlogin,policy,") != std::string::npos);
        QVERIFY(RunCsv::requests(r).find(",-1,per-account\n") != std::string::npos);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(RunCsv::writeAll(r, dir.path(), &error), qPrintable(error));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("rules.csv"))));
        const auto back = RunCsvReader::readDir(dir.path(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->summaries[1].rules.size(), std::size_t(2));
        QCOMPARE(back->summaries[1].algorithm, AlgorithmKind::SlidingLog);
        QCOMPARE(back->requests.back().refusedBy, std::int16_t(1));
        QCOMPARE(RunCsv::summary(*back), summary);
        QCOMPARE(RunCsv::rules(*back), RunCsv::rules(r));
        // Without rules.csv a policy lane cannot be read back.
        QFile::remove(dir.filePath(QStringLiteral("rules.csv")));
        QFile::remove(dir.filePath(QStringLiteral("manifest.json")));
        QVERIFY(!RunCsvReader::readDir(dir.path(), &error));
        QVERIFY2(error.contains(QStringLiteral("rules.csv is missing")), qPrintable(error));
    }

    void writeAllCreatesTheDirectoryAndReadsBack()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("a/b"));
        QString error;
        QVERIFY2(RunCsv::writeAll(sampleResult(), out, &error), qPrintable(error));
        const auto summary = CsvReader::readFile(out + QStringLiteral("/summary.csv"), &error);
        QVERIFY2(summary, qPrintable(error));
        QCOMPARE(summary->value(0, QStringLiteral("lane")), QStringLiteral("fw, main"));
        QCOMPARE(summary->value(0, QStringLiteral("over_admission_ratio")), QStringLiteral("2"));
        QVERIFY(QFile::exists(out + QStringLiteral("/timeseries.csv")));
        QVERIFY(QFile::exists(out + QStringLiteral("/requests.csv")));
    }
};

QTEST_GUILESS_MAIN(TestRunCsv)
#include "tst_runcsv.moc"
