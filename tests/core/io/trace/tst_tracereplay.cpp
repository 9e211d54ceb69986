// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Replay runs each key with its own state at the row's time, and writes the public columns.
#include "core/io/trace/TraceReader.h"
#include "core/io/trace/TraceReplay.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QTest>

using namespace ratelab;

class TestTraceReplay : public QObject {
    Q_OBJECT

private slots:
    void keysHaveSeparateStateAndKeysAreQuoted()
    {
        QString error;
        const auto trace = TraceReader::parse("time_ms,key\n0,\"x,1\"\n1,\"x,1\"\n2,y\n3,\"x,1\"\n",
                                              QStringLiteral("t.csv"), &error);
        QVERIFY2(trace, qPrintable(error));
        LimitParams params;
        params.limit = 2;
        params.windowMs = 100;
        const auto algorithm = makeAlgorithm(AlgorithmKind::FixedWindow, params);
        const auto decisions = TraceReplay::run(*trace, *algorithm);
        QCOMPARE(TraceReplay::toCsv(*trace, decisions),
                 std::string("time_ms,key,cost,allowed,remaining,retry_after_ms,reset_ms,delay_ms\n"
                             "0,\"x,1\",1,1,1,0,100,0\n"
                             "1,\"x,1\",1,1,0,0,100,0\n"
                             "2,y,1,1,1,0,100,0\n"
                             "3,\"x,1\",1,0,0,97,100,0\n"));
        // The one-pass version the CLI uses writes the same bytes.
        QCOMPARE(TraceReplay::replayToCsv(*trace, *algorithm),
                 TraceReplay::toCsv(*trace, decisions));
    }
};

QTEST_GUILESS_MAIN(TestTraceReplay)
#include "tst_tracereplay.moc"
