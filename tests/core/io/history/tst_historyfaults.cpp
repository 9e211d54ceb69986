// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RunHistory when a save is cut short. kill -9 during a save: this executable re-runs itself as
// a child (--save-loop FILE) that saves runs in a loop and reports each committed one; the test
// kills it with SIGKILL at seeded points (after 1 to 3 reported saves, plus a seeded delay of up
// to 30 ms) and then checks that the file passes PRAGMA quick_check and that every run the child
// reported, and any it committed before it could report, loads back intact. Some kills must land
// inside a save (a journal is left behind), or the test proves nothing. A full disk: SQLite's
// size limit (PRAGMA max_page_count on the history's connection) makes the next save fail with
// SQLITE_FULL, as a full disk does; the save fails with a message saying so and every earlier
// run stays intact. RATELAB_HISTORY_KILL_SEED picks other kill points (default 16).
#include "core/io/history/RunHistory.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <map>
#include <random>
#include <thread>

using namespace ratelab;

namespace {

// Run i of a history: big enough that a save takes a few milliseconds, distinct per i.
RunResult resultFor(int i)
{
    RunResult r;
    r.scenarioName = "crash";
    r.seed = static_cast<std::uint64_t>(i);
    r.durationMs = 4'000'000;
    r.bucketMs = 1000;
    for (int lane = 0; lane < 3; ++lane) {
        LaneSummary s;
        s.lane = "lane " + std::to_string(lane);
        s.limit = 10 + lane;
        s.windowMs = 1000;
        s.admitted = i * 100 + lane;
        r.summaries.push_back(s);
        LaneSeries series;
        series.levelName = "counter";
        for (int b = 0; b < 4000; ++b) {
            SeriesBucket bucket;
            bucket.admitted = i + b;
            bucket.rejected = lane * b;
            bucket.level = 0.5 * b;
            series.buckets.push_back(bucket);
        }
        r.series.push_back(series);
    }
    return r;
}

QString runName(int i)
{
    return QStringLiteral("run %1").arg(i);
}

// Whether the stored run is exactly run i, and what differs if not.
QString differs(const StoredRun& run, int i)
{
    const RunResult want = resultFor(i);
    const RunResult& got = run.result;
    if (run.entry.name != runName(i) || got.seed != want.seed)
        return QStringLiteral("name or seed");
    if (got.summaries.size() != want.summaries.size() || got.series.size() != want.series.size())
        return QStringLiteral("%1 summaries and %2 series")
            .arg(got.summaries.size())
            .arg(got.series.size());
    for (std::size_t l = 0; l < want.series.size(); ++l) {
        if (got.summaries[l].admitted != want.summaries[l].admitted)
            return QStringLiteral("summary %1").arg(l);
        const auto& a = got.series[l].buckets;
        const auto& b = want.series[l].buckets;
        if (a.size() != b.size())
            return QStringLiteral("series %1 has %2 buckets").arg(l).arg(a.size());
        for (std::size_t k = 0; k < a.size(); ++k)
            if (a[k].admitted != b[k].admitted || a[k].rejected != b[k].rejected
                || a[k].level != b[k].level)
                return QStringLiteral("series %1 bucket %2").arg(l).arg(k);
    }
    return {};
}

// The child: saves run 0, 1, 2... after the runs already in the file, printing "saved ID I" once
// each is committed.
int saveLoop(const QString& path)
{
    RunHistory history;
    if (!history.open(path)) {
        std::fprintf(stderr, "%s\n", qPrintable(history.lastError()));
        return 1;
    }
    for (int i = static_cast<int>(history.entries().size());; ++i) {
        const auto id = history.save(runName(i), "{}", QString(), resultFor(i));
        if (!id) {
            std::fprintf(stderr, "%s\n", qPrintable(history.lastError()));
            return 1;
        }
        std::printf("saved %lld %d\n", static_cast<long long>(*id), i);
        std::fflush(stdout);
    }
}

QString quickCheck(const QString& path)
{
    const QString name = QStringLiteral("quick-check");
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QSqlQuery q(db);
        if (db.open() && q.exec(QStringLiteral("PRAGMA quick_check")) && q.next())
            result = q.value(0).toString();
        else
            result = QStringLiteral("cannot run quick_check");
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace

class TestHistoryFaults : public QObject {
    Q_OBJECT

private slots:
    void killDuringSaveKeepsEveryEarlierRun();
    void fullDiskFailsTheSaveAndKeepsEveryRun();
};

void TestHistoryFaults::killDuringSaveKeepsEveryEarlierRun()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    const QByteArray seedText = qgetenv("RATELAB_HISTORY_KILL_SEED");
    const std::uint64_t seed = seedText.isEmpty() ? 16 : seedText.toULongLong();
    std::mt19937_64 rng(seed);
    // At least kKills kills, and more (up to kMaxKills) until one lands inside a save: where a
    // save is a smaller share of the child's time (a sanitizer build) a kill lands there less
    // often.
    constexpr int kKills = 12;
    constexpr int kMaxKills = 60;
    std::map<std::int64_t, int> reported; // run id -> i, over every child
    int insideSave = 0;
    int kill = 0;
    for (; kill < kMaxKills && (kill < kKills || insideSave == 0); ++kill) {
        const int savesFirst = 1 + static_cast<int>(rng() % 3);
        const auto delayUs = static_cast<std::int64_t>(rng() % 30'000);
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--save-loop"), path});
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        int saves = 0;
        while (saves < savesFirst) {
            if (!child.canReadLine() && !child.waitForReadyRead(20'000))
                QFAIL(qPrintable(QStringLiteral("the child stopped saving: ")
                                 + QString::fromLocal8Bit(child.readAllStandardError())));
            while (child.canReadLine()) {
                const QList<QByteArray> words = child.readLine().trimmed().split(' ');
                QCOMPARE(words.value(0), QByteArray("saved"));
                reported[words.value(1).toLongLong()] = words.value(2).toInt();
                ++saves;
            }
        }
        std::this_thread::sleep_for(std::chrono::microseconds(delayUs));
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished());
        while (child.canReadLine()) { // saves reported between the last read and the kill
            const QList<QByteArray> words = child.readLine().trimmed().split(' ');
            reported[words.value(1).toLongLong()] = words.value(2).toInt();
        }
        if (QFile::exists(path + QStringLiteral("-journal")))
            ++insideSave;

        // Opening rolls back what a killed save left in the journal (RunHistory::open also runs
        // quick_check and refuses a damaged file; checked again here on a connection of its own).
        RunHistory history;
        QVERIFY2(history.open(path), qPrintable(history.lastError()));
        QCOMPARE(quickCheck(path), QStringLiteral("ok"));
        const QList<HistoryEntry> entries = history.entries();
        // Every reported run, plus at most the one committed before the child could report it.
        QVERIFY(entries.size() == qsizetype(reported.size())
                || entries.size() == qsizetype(reported.size()) + 1);
        for (const HistoryEntry& e : entries) {
            const auto known = reported.find(e.id);
            const int i =
                known != reported.end() ? known->second : static_cast<int>(reported.size());
            const std::optional<StoredRun> run = history.load(e.id);
            QVERIFY2(run, qPrintable(history.lastError()));
            const QString wrong = differs(*run, i);
            QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("kill %1 (seed %2): run %3: %4")
                                                     .arg(kill)
                                                     .arg(seed)
                                                     .arg(e.id)
                                                     .arg(wrong)));
            reported[e.id] = i;
        }
        for (const auto& [id, i] : reported)
            QVERIFY2(history.load(id),
                     qPrintable(QStringLiteral("reported run %1 is gone").arg(id)));
    }
    std::printf("seed %llu: %d kills, %d inside a save, %zu runs intact\n",
                static_cast<unsigned long long>(seed), kill, insideSave, reported.size());
    QVERIFY2(insideSave > 0, "no kill landed inside a save: the test proved nothing");
}

void TestHistoryFaults::fullDiskFailsTheSaveAndKeepsEveryRun()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    RunHistory history;
    QVERIFY2(history.open(path), qPrintable(history.lastError()));
    std::vector<std::int64_t> ids;
    for (int i = 0; i < 3; ++i)
        ids.push_back(history.save(runName(i), "{}", QString(), resultFor(i)).value_or(-1));
    // The file may not grow by a page: SQLite answers SQLITE_FULL, as it does on a full disk.
    QSqlQuery q(QSqlDatabase::database(history.connectionName(), false));
    QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
    const qint64 pages = q.value(0).toLongLong();
    QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)));
    const QByteArray before = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();

    QVERIFY(!history.save(runName(3), "{}", QString(), resultFor(3)));
    QCOMPARE(history.lastError(),
             path + QStringLiteral(": saving the run failed: database or disk is full"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    QCOMPARE(history.entries().size(), qsizetype(3));
    history.close();

    QCOMPARE(quickCheck(path), QStringLiteral("ok"));
    RunHistory reopened;
    QVERIFY2(reopened.open(path), qPrintable(reopened.lastError()));
    QCOMPARE(reopened.entries().size(), qsizetype(3));
    for (int i = 0; i < 3; ++i) {
        const std::optional<StoredRun> run = reopened.load(ids[static_cast<std::size_t>(i)]);
        QVERIFY2(run, qPrintable(reopened.lastError()));
        QCOMPARE(differs(*run, i), QString());
    }
    // With room again, saving works: nothing was left half-done.
    QVERIFY2(reopened.save(runName(3), "{}", QString(), resultFor(3)),
             qPrintable(reopened.lastError()));
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--save-loop") == 0)
        return saveLoop(QString::fromLocal8Bit(argv[2]));
    TestHistoryFaults test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_historyfaults.moc"
