// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every lesson scenario in scenarios/ loads, runs, matches its golden summary and has its lesson
// file (whose claims tst_lessons checks). Regenerate the golden files with RATELAB_UPDATE_GOLDEN=1
// after an intended change, and read the diff.
#include "tests/support/TestPaths.h"

#include "core/io/csv/RunCsv.h"
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioOverride.h"
#include "core/sim/engine/Simulation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtTest>

#include <algorithm>
#include <map>
#include <vector>

using namespace ratelab;

namespace {

const LaneSummary& lane(const RunResult& r, const std::string& name)
{
    const auto it = std::find_if(r.summaries.begin(), r.summaries.end(),
                                 [&](const LaneSummary& s) { return s.lane == name; });
    if (it == r.summaries.end())
        qFatal("no lane named %s", name.c_str());
    return *it;
}

} // namespace

class TestScenarioLibrary : public QObject {
    Q_OBJECT
private slots:
    void lesson_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(test::sourcePath(QStringLiteral("scenarios")));
        const auto files = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 10);
        for (const auto& f : files)
            QTest::newRow(qPrintable(f.completeBaseName())) << f.absoluteFilePath();
    }

    void lesson()
    {
        QFETCH(QString, path);
        const QString name = QFileInfo(path).completeBaseName();
        const auto loaded = ScenarioLoader::loadFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        QVERIFY2(!loaded.scenario->description.empty(), "every lesson explains itself");
        const RunResult result = runScenario(*loaded.scenario);

        // What the lesson says is checked by its lesson file's claims (tst_lessons).
        QVERIFY2(QFile::exists(test::sourcePath(QStringLiteral("lessons/%1.md").arg(name))),
                 "every lesson scenario has its lesson file");

        const QByteArray summary = QByteArray::fromStdString(RunCsv::summary(result));
        const QString golden =
            test::sourcePath(QStringLiteral("tests/scenarios/golden/%1.summary.csv").arg(name));
        if (qEnvironmentVariableIntValue("RATELAB_UPDATE_GOLDEN") == 1) {
            QFile out(golden);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(summary);
            return;
        }
        QFile in(golden);
        QVERIFY2(in.open(QIODevice::ReadOnly),
                 qPrintable(QStringLiteral("missing golden file %1").arg(golden)));
        QCOMPARE(summary, in.readAll());
    }

    // lessons/retry-storm.md, step "Honour Retry-After": the claim language cannot read the request
    // log, so the reason the retries rise is checked here. A limiter that frees one unit every
    // W / N ms tells nearly every rejected client to wait under a second, which the header rounds
    // up to one: each retry comes exactly one second after its rejection.
    void retryStormRetryAfterRoundsUpToOneSecond()
    {
        QString problem;
        const auto change =
            ScenarioOverride::parse(QStringLiteral("clients.0.retry.kind=retry-after"), &problem);
        QVERIFY2(change, qPrintable(problem));
        const auto loaded = ScenarioLoader::loadFile(
            test::sourcePath(QStringLiteral("scenarios/retry-storm.json")), {*change});
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        const RunResult r = runScenario(*loaded.scenario);
        for (const std::string name : {"sliding counter", "token bucket"}) {
            const auto index = static_cast<std::int32_t>(&lane(r, name) - r.summaries.data());
            std::int64_t rejected = 0;
            std::int64_t underOneSecond = 0;
            for (const RequestRecord& q : r.requests) {
                if (q.lane != index || q.decision.allowed)
                    continue;
                ++rejected;
                underOneSecond += q.decision.retryAfterMs <= 1000 ? 1 : 0;
            }
            QVERIFY2(rejected > 0, name.c_str());
            QVERIFY2(underOneSecond * 10 > rejected * 9, name.c_str());
            // Every retry lands on a whole second after a rejection of the same client.
            std::map<std::int32_t, std::vector<SimTime>> rejections;
            for (const RequestRecord& q : r.requests) {
                if (q.lane != index)
                    continue;
                if (q.attempt > 0) {
                    const auto& before = rejections[q.client];
                    QVERIFY2(std::any_of(before.begin(), before.end(),
                                         [&](SimTime t) {
                                             return q.time > t
                                                    && (q.time - t) % kMicrosPerSecond == 0;
                                         }),
                             name.c_str());
                }
                if (!q.decision.allowed)
                    rejections[q.client].push_back(q.time);
            }
        }
    }

    void memcachedRefusesOtherAlgorithms_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("message");
        QTest::newRow("sliding log")
            << "lanes[0].algorithm=sliding-log"
            << "lanes[0].store.placement: memcached supports only fixed-window (INCR with a TTL; no scripts, no sorted sets)";
        QTest::newRow("token bucket")
            << "lanes[3].algorithm=token-bucket"
            << "lanes[3].store.placement: memcached supports only fixed-window (INCR with a TTL; no scripts, no sorted sets)";
        QTest::newRow("multi-exec")
            << "lanes[0].store.atomicity=multi-exec"
            << "lanes[0].store.atomicity: memcached has no MULTI/EXEC (use lua for its atomic INCR, or get-then-set)";
    }
    void memcachedRefusesOtherAlgorithms()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, message);
        QString problem;
        const auto change = ScenarioOverride::parse(assignment, &problem);
        QVERIFY2(change, qPrintable(problem));
        const auto loaded = ScenarioLoader::loadFile(
            test::sourcePath(QStringLiteral("scenarios/distributed-memcached.json")), {*change});
        // One check per rule, at load time: the file is refused before anything runs.
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.errorText().endsWith(QStringLiteral(": ") + message),
                 qPrintable(loaded.errorText()));
    }
};

QTEST_GUILESS_MAIN(TestScenarioLibrary)
#include "tst_scenariolibrary.moc"
