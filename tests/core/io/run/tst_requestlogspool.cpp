// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A streamed request log (RequestLogSpool) holds no record in the RunResult, and gives the same
// requests.csv, byte for byte, as the log kept in memory, for any thread count and wherever
// request_log_limit cuts it; it is read back by index and page by page; its folder goes with
// its last reader; and writing requests.csv from it can be stopped without renaming anything.
#include "tests/support/TestPaths.h"

#include "core/io/csv/RunCsv.h"
#include "core/io/run/ParallelRun.h"
#include "core/io/run/RequestLogSpool.h"
#include "core/io/scenario/ScenarioLoader.h"

#include "core/sim/model/RequestLogAccess.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

namespace {

Scenario load(const QString& name)
{
    ScenarioLoadResult loaded =
        ScenarioLoader::loadFile(test::sourcePath(QStringLiteral("scenarios/%1.json").arg(name)));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.errorText()));
    return std::move(*loaded.scenario);
}

RunResult streamed(const Scenario& scenario, int jobs, const QString& folder)
{
    RequestLogSpool spool(static_cast<int>(scenario.lanes.size()), folder);
    return runScenarioParallel(scenario, jobs, nullptr, &spool);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestRequestLogSpool : public QObject {
    Q_OBJECT
private slots:
    void sameBytesAsInMemory_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("logLimit"); // 0: the file's own
        QTest::newRow("boundary-burst") << QStringLiteral("boundary-burst") << qint64(0);
        QTest::newRow("boundary-burst, log cut") << QStringLiteral("boundary-burst") << qint64(97);
        QTest::newRow("botnet, a page and more") << QStringLiteral("botnet") << qint64(0);
        QTest::newRow("botnet, cut past a page") << QStringLiteral("botnet") << qint64(5000);
        QTest::newRow("distributed-outage, log cut")
            << QStringLiteral("distributed-outage") << qint64(500);
        QTest::newRow("progressive-penalty") << QStringLiteral("progressive-penalty") << qint64(0);
        QTest::newRow("no log") << QStringLiteral("burst-sizing") << qint64(-1);
    }

    void sameBytesAsInMemory()
    {
        QFETCH(QString, name);
        QFETCH(qint64, logLimit);
        Scenario scenario = load(name);
        if (logLimit != 0)
            scenario.requestLogLimit = std::max<qint64>(logLimit, 0);
        const RunResult memory = runScenarioParallel(scenario, 1);
        QTemporaryDir dir;
        for (const int jobs : {1, 3}) {
            const RunResult disk = streamed(scenario, jobs, dir.path());
            QVERIFY(disk.requests.empty());
            QVERIFY(disk.storedRequests);
            QCOMPARE(requestLogSize(disk), static_cast<std::int64_t>(memory.requests.size()));
            QCOMPARE(disk.requestLogTruncated, memory.requestLogTruncated);
            QCOMPARE(RunCsv::requests(disk), RunCsv::requests(memory));
            QCOMPARE(RunCsv::summary(disk), RunCsv::summary(memory));
        }
    }

    void readByIndexAndByPage()
    {
        const Scenario scenario = load(QStringLiteral("botnet"));
        const RunResult memory = runScenarioParallel(scenario, 1);
        QVERIFY2(memory.requests.size() > 3 * 4096, "needs several pages");
        const RunResult disk = streamed(scenario, 2, QString());
        // Out of order, across pages, and a range read at once.
        for (const std::size_t i : {std::size_t{5000}, std::size_t{0}, memory.requests.size() - 1,
                                    std::size_t{4095}, std::size_t{4096}}) {
            const RequestRecord r = requestAt(disk, static_cast<std::int64_t>(i));
            QCOMPARE(r.time, memory.requests[i].time);
            QCOMPARE(r.client, memory.requests[i].client);
            QCOMPARE(r.decision.remaining, memory.requests[i].decision.remaining);
        }
        std::vector<RequestRecord> range(9000);
        disk.storedRequests->read(100, range);
        QCOMPARE(range.back().time, memory.requests[9099].time);
        std::int64_t seen = 0;
        forEachRequest(
            disk,
            [&](const RequestRecord& r, std::int64_t index) {
                if (r.time != memory.requests[static_cast<std::size_t>(index)].time)
                    return false;
                ++seen;
                return true;
            },
            10);
        QCOMPARE(seen, static_cast<std::int64_t>(memory.requests.size()) - 10);
    }

    void folderGoesWithItsLastReader()
    {
        QTemporaryDir parent;
        const Scenario scenario = load(QStringLiteral("boundary-burst"));
        RunResult result;
        {
            RequestLogSpool spool(static_cast<int>(scenario.lanes.size()), parent.path());
            result = runScenarioParallel(scenario, 2, nullptr, &spool);
            QCOMPARE(QDir(spool.folder()).entryList(QDir::Files),
                     QStringList{QStringLiteral("requests.bin")}); // the lanes' files are gone
        }
        const QStringList left =
            QDir(parent.path()).entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
        QCOMPARE(left.size(), 1); // the reader keeps it
        result = RunResult();
        QVERIFY(QDir(parent.path())
                    .entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)
                    .isEmpty());
    }

    void stoppedWritingRenamesNothing()
    {
        Scenario scenario = load(QStringLiteral("botnet"));
        QTemporaryDir dir;
        const RunResult first = runScenarioParallel(scenario, 1);
        QString error;
        QVERIFY2(RunCsv::writeAll(first, dir.path(), &error), qPrintable(error));
        const QByteArray before = readAll(dir.filePath(QStringLiteral("requests.csv")));
        const QByteArray manifest = readAll(dir.filePath(QStringLiteral("manifest.json")));
        scenario.seed += 1;
        const RunResult second = streamed(scenario, 1, QString());
        int asked = 0;
        QVERIFY(!RunCsv::writeAll(second, dir.path(), &error, [&asked] { return ++asked > 0; }));
        QVERIFY2(error.endsWith(QStringLiteral("requests.csv: interrupted")), qPrintable(error));
        QCOMPARE(asked, 1);
        QCOMPARE(readAll(dir.filePath(QStringLiteral("requests.csv"))), before);
        QCOMPARE(readAll(dir.filePath(QStringLiteral("manifest.json"))), manifest);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 5);
        // Not stopped, the same run writes, and its manifest matches the streamed file.
        QVERIFY2(RunCsv::writeAll(second, dir.path(), &error), qPrintable(error));
        QCOMPARE(readAll(dir.filePath(QStringLiteral("requests.csv"))),
                 QByteArray::fromStdString(RunCsv::requests(second)));
    }
};

QTEST_GUILESS_MAIN(TestRequestLogSpool)
#include "tst_requestlogspool.moc"
