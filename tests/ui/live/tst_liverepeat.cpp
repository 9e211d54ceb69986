// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Repeating a run live from the app: the private redis-server starts on loopback, the live
// result is drawn beside the simulated one under its own legend label, the server is stopped
// by its pid when the window goes; a run folder opens beside the current run; a server that is
// gone gives a clear message naming it.
#include "tests/ui/UiFixture.h"

#include "ui/live/LiveActions.h"
#include "ui/live/LiveRunDialog.h"
#include "ui/live/LiveRunJob.h"
#include "ui/live/PrivateRedisServer.h"
#include "ui/shell/LabController.h"

#include "core/io/csv/RunCsv.h"
#include "core/io/redis/LocalRedisServer.h"
#include "core/io/redis/RedisClient.h"
#include "core/io/redis/RedisEndpoint.h"

#include <QDir>
#include <QFile>

#include <numeric>

using namespace ratelab;

namespace {

std::int64_t totalRequests(const RunResult& r)
{
    return std::accumulate(r.summaries.begin(), r.summaries.end(), std::int64_t{0},
                           [](std::int64_t n, const LaneSummary& s) { return n + s.requests; });
}

} // namespace

class TestLiveRepeat : public QObject {
    Q_OBJECT
private slots:
    void liveRunIsDrawnBesideTheSimulatedOne()
    {
        if (!PrivateRedisServer::isInstalled())
            QFAIL("redis-server is not installed: scripts/dev installs it");
        qint64 pid = 0;
        {
            test::UiFixture ui;
            QVERIFY(ui.open(test::fixtureScenario()));
            // The fixture fires the first half of each burst in the last microsecond before the
            // boundary, which any real network delay pushes over it; spread over 200 ms, the
            // burst survives the trip to a real server, as it does in practice.
            Scenario spread = ui.window->controller()->scenario();
            spread.clients.at(0).arrival.spreadMs = 200;
            QSignalSpy rerun(ui.window->controller(), &LabController::resultChanged);
            ui.window->controller()->setScenario(spread);
            QVERIFY(rerun.wait(20'000));
            const auto simulated = ui.window->controller()->result();
            QVERIFY(simulated);
            QCOMPARE(simulated->summaries[0].maxAdmittedAnyWindow, 20);

            LiveRunDialog* dialog = ui.window->live()->showDialog();
            QVERIFY(dialog->isVisible());
            QCOMPARE(LiveRunDialog::suggestedSpeed(10'000), 1.0);
            QCOMPARE(LiveRunDialog::suggestedSpeed(120'000), 8.0);
            dialog->setSpeed(5.0); // 10 s of traffic in about 2 s
            QSignalSpy ready(dialog, &LiveRunDialog::liveResultReady);
            QVERIFY2(dialog->startRun(), qPrintable(dialog->statusText()));
            QVERIFY(dialog->isRunning());
            QVERIFY(!dialog->startRun()); // one live run at a time
            pid = ui.window->live()->privateServer()->pid();
            QVERIFY(LocalRedisServer::isProcessAlive(pid));
            QVERIFY2(ready.wait(60'000), qPrintable(dialog->statusText()));

            const QString label = ui.window->controller()->overlayLabel();
            const QString endpoint = ui.window->live()->privateServer()->endpoint().text();
            QCOMPARE(label, QStringLiteral("live: redis %1").arg(endpoint));
            QVERIFY(endpoint.startsWith(QStringLiteral("127.0.0.1:")));
            QCOMPARE(ui.window->charts()->overlayLabel(), label);
            const auto live = ui.window->controller()->pinned();
            QVERIFY(live);
            QCOMPARE(ui.window->charts()->overlay(), live);
            QVERIFY(live != simulated);

            // The same traffic (same seed, no retries in this scenario) decided by the Lua twins.
            QCOMPARE(live->summaries.size(), simulated->summaries.size());
            QCOMPARE(totalRequests(*live), totalRequests(*simulated));
            for (std::size_t lane = 0; lane < live->summaries.size(); ++lane) {
                const LaneSummary& l = live->summaries[lane];
                QCOMPARE(l.lane, simulated->summaries[lane].lane);
                QCOMPARE(l.errors, 0);
                QCOMPARE(l.admitted + l.rejected, l.requests);
            }
            // Exact algorithms stay exact against the real server; the fixed window still lets
            // the boundary burst through.
            QCOMPARE(live->summaries[1].maxAdmittedAnyWindow, 10);
            QVERIFY2(live->summaries[0].maxAdmittedAnyWindow > 10,
                     qPrintable(QString::number(live->summaries[0].maxAdmittedAnyWindow)));
            QVERIFY(dialog->statusText().contains(QStringLiteral("0 Redis error(s)")));

            // Each repeat writes under a key namespace of its own, so a second run against the
            // same server starts fresh instead of from the first run's counters and TATs.
            RedisClient client;
            const RedisEndpoint server = ui.window->live()->privateServer()->endpoint();
            QVERIFY(client.connect(server.host, server.port).ok());
            const auto keysOf = [&client](int run) {
                const RedisResult r =
                    client.command({"KEYS", QStringLiteral("*ratelab-%1-run%2:lane1:*")
                                                .arg(QCoreApplication::applicationPid())
                                                .arg(run)
                                                .toStdString()});
                return r.ok() ? r.value.elements.size() : std::size_t{0};
            };
            QVERIFY(keysOf(1) > 0);
            QCOMPARE(keysOf(2), std::size_t{0});
            QVERIFY2(dialog->startRun(), qPrintable(dialog->statusText()));
            QVERIFY2(ready.wait(60'000), qPrintable(dialog->statusText()));
            QVERIFY(keysOf(2) > 0);
            QCOMPARE(ui.window->controller()->pinned()->summaries[1].maxAdmittedAnyWindow, 10);
        }
        // The window (and with it the private server) is gone: stopped by its pid.
        QVERIFY(!LocalRedisServer::isProcessAlive(pid));
    }

    void runFolderOpensBeside()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(test::fixtureScenario()));
        const auto simulated = ui.window->controller()->result();
        QTemporaryDir dir;
        QString error;
        QVERIFY(RunCsv::writeAll(*simulated, dir.path(), &error));
        QVERIFY(ui.window->live()->openRunFolder(dir.path()));
        const auto opened = ui.window->controller()->pinned();
        QVERIFY(opened);
        QCOMPARE(ui.window->charts()->overlayLabel(),
                 QStringLiteral("opened: %1").arg(QDir(dir.path()).dirName()));
        QCOMPARE(opened->summaries.at(0).admitted, simulated->summaries.at(0).admitted);
        QCOMPARE(opened->series.at(2).buckets.size(), simulated->series.at(2).buckets.size());

        // An edited file no longer matches the run's manifest: refused by name.
        QFile edited(dir.filePath(QStringLiteral("timeseries.csv")));
        QVERIFY(edited.open(QIODevice::Append));
        edited.write("\n");
        edited.close();
        QVERIFY(!ui.window->live()->openRunFolder(dir.path()));
        QVERIFY2(ui.window->lastError().contains(
                     QStringLiteral("timeseries.csv: is not the file manifest.json lists")),
                 qPrintable(ui.window->lastError()));

        // A broken folder (hand-made: no manifest) names the file and line, and keeps the
        // overlay already shown.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("manifest.json"))));
        QFile::remove(dir.filePath(QStringLiteral("rules.csv")));
        QFile summary(dir.filePath(QStringLiteral("summary.csv")));
        QVERIFY(summary.open(QIODevice::WriteOnly | QIODevice::Truncate));
        summary.write("lane,algorithm,admitted,rejected,limit\nfixed,fixed-window,many,0,10\n");
        summary.close();
        QVERIFY(!ui.window->live()->openRunFolder(dir.path()));
        QVERIFY2(
            ui.window->lastError().contains(QStringLiteral("summary.csv:2: column 'admitted'")),
            qPrintable(ui.window->lastError()));
        QCOMPARE(ui.window->controller()->pinned(), opened);

        // Four lines of timeseries.csv once made the app resize to 3e10 buckets and abort.
        QVERIFY(summary.open(QIODevice::WriteOnly | QIODevice::Truncate));
        summary.write("lane,algorithm,admitted,rejected,limit\nfixed,fixed-window,1,0,10\n");
        summary.close();
        QVERIFY(edited.open(QIODevice::WriteOnly | QIODevice::Truncate));
        edited.write("time_ms,lane,admitted,rejected\n0,fixed,1,0\n1,fixed,0,0\n"
                     "30000000000,fixed,0,0\n");
        edited.close();
        QVERIFY(!ui.window->live()->openRunFolder(dir.path()));
        QVERIFY2(ui.window->lastError().contains(QStringLiteral(
                     "timeseries.csv:4: column 'time_ms': 30000000000 would be bucket")),
                 qPrintable(ui.window->lastError()));
        QCOMPARE(ui.window->controller()->pinned(), opened);
    }

    void aServerThatIsGoneIsNamed()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(test::fixtureScenario()));
        const int port = LocalRedisServer::freeLoopbackPort();
        const QString endpoint = QStringLiteral("127.0.0.1:%1").arg(port);
        ui.window->live()->setExternalEndpoint(endpoint);
        LiveRunDialog* dialog = ui.window->live()->showDialog();
        QSignalSpy failed(dialog->job(), &LiveRunJob::failed);
        QVERIFY(dialog->startRun());
        QVERIFY(failed.wait(30'000));
        QVERIFY2(dialog->statusText().contains(endpoint), qPrintable(dialog->statusText()));
        QVERIFY(!ui.window->controller()->pinned());
        QVERIFY(!ui.window->live()->privateServer()->isRunning());

        ui.window->live()->setExternalEndpoint(QStringLiteral("localhost"));
        QVERIFY(!dialog->startRun());
        QVERIFY2(dialog->statusText().contains(QStringLiteral("expected HOST:PORT")),
                 qPrintable(dialog->statusText()));
    }
};

QTEST_MAIN(TestLiveRepeat)
#include "tst_liverepeat.moc"
