// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RunHistory: save, reopen, rename, delete, and refusing files that are not a run history.
#include "core/io/history/RunHistory.h"
#include "core/io/history/SeriesBlob.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

namespace {

RunResult sampleResult()
{
    RunResult r;
    r.scenarioName = "boundary-burst";
    r.seed = 18446744073709551615ull; // the largest seed must survive SQLite's signed integers
    r.durationMs = 4000;
    r.bucketMs = 1000;
    r.epochSeconds = 1'700'000'000;
    r.events = 77;
    r.ratelabVersion = "9.8.7";
    r.modelVersion = 3;
    LaneSummary s;
    s.lane = "fixed";
    s.algorithm = AlgorithmKind::SlidingCounter;
    s.limit = 10;
    s.windowMs = 1000;
    s.admitted = 20;
    s.rejected = 5;
    s.maxAdmittedAnyWindow = 20;
    s.maxWindowKey = "user:alice";
    s.maxWindowStart = 900'000;
    s.maxWindowEnd = 1'900'000;
    s.overAdmissionRatio = 2.0;
    s.falsePositiveRate = 0.125;
    s.rejectedRetries = 4;
    s.stateBytes = 300;
    s.stateKeys = 2;
    r.summaries.push_back(s);
    LaneSeries series;
    series.levelLimit = 10;
    series.levelName = "counter";
    series.trackedKey = "user:alice";
    for (int i = 0; i < 4; ++i) {
        SeriesBucket b;
        b.admitted = i * 3;
        b.rejected = i;
        b.failedOpen = 1;
        b.wouldReject = 2;
        b.level = 0.5 * i;
        b.levelMax = i + 0.25;
        series.buckets.push_back(b);
    }
    r.series.push_back(series);
    return r;
}

} // namespace

class TestRunHistory : public QObject {
    Q_OBJECT
private slots:
    void saveAndReopen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("history.sqlite"));
        std::int64_t id = 0;
        {
            RunHistory history;
            QVERIFY2(history.open(path), qPrintable(history.lastError()));
            QCOMPARE(history.schemaVersion(), RunHistory::kSchemaVersion);
            const auto saved = history.save(QStringLiteral("first"), QByteArray("{\"format\":1}"),
                                            QStringLiteral("limit=10"), sampleResult());
            QVERIFY2(saved.has_value(), qPrintable(history.lastError()));
            id = *saved;
        }
        RunHistory history;
        QVERIFY2(history.open(path), qPrintable(history.lastError()));
        const auto entries = history.entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.front().id, id);
        QCOMPARE(entries.front().name, QStringLiteral("first"));
        QCOMPARE(entries.front().scenarioName, QStringLiteral("boundary-burst"));
        QCOMPARE(entries.front().seed, 18446744073709551615ull);
        QCOMPARE(entries.front().parameters, QStringLiteral("limit=10"));
        QVERIFY(entries.front().created.isValid());
        QCOMPARE(entries.front().ratelabVersion, QStringLiteral("9.8.7"));
        QCOMPARE(entries.front().modelVersion, 3);

        const auto run = history.load(id);
        QVERIFY(run.has_value());
        QCOMPARE(run->scenarioJson, QByteArray("{\"format\":1}"));
        QCOMPARE(run->result.durationMs, 4000);
        QCOMPARE(run->result.events, 77);
        QCOMPARE(run->result.summaries.size(), 1u);
        const LaneSummary& s = run->result.summaries.front();
        QCOMPARE(s.lane, std::string("fixed"));
        QCOMPARE(s.algorithm, AlgorithmKind::SlidingCounter);
        QCOMPARE(s.admitted, 20);
        QCOMPARE(s.rejected, 5);
        QCOMPARE(s.maxAdmittedAnyWindow, 20);
        QCOMPARE(s.maxWindowKey, std::string("user:alice"));
        QCOMPARE(s.maxWindowStart, 900'000);
        QCOMPARE(s.maxWindowEnd, 1'900'000);
        QCOMPARE(s.overAdmissionRatio, 2.0);
        QCOMPARE(s.falsePositiveRate, 0.125);
        QCOMPARE(s.rejectedRetries, 4);
        QCOMPARE(s.stateBytes, 300);
        QCOMPARE(s.stateKeys, 2);
        QCOMPARE(run->result.ratelabVersion, std::string("9.8.7"));
        QCOMPARE(run->result.modelVersion, 3);
        QCOMPARE(run->result.series.size(), 1u);
        const LaneSeries& series = run->result.series.front();
        QCOMPARE(series.levelName, std::string("counter"));
        QCOMPARE(series.buckets.size(), 4u);
        QCOMPARE(series.buckets[3].admitted, 9);
        QCOMPARE(series.buckets[3].rejected, 3);
        QCOMPARE(series.buckets[3].wouldReject, 2);
        QCOMPARE(series.buckets[3].level, 1.5);
        QCOMPARE(series.buckets[3].levelMax, 3.25);
    }

    void renameAndDelete()
    {
        QTemporaryDir dir;
        RunHistory history;
        QVERIFY(history.open(dir.filePath(QStringLiteral("h.sqlite"))));
        const auto a = history.save(QStringLiteral("a"), "{}", QString(), sampleResult());
        const auto b = history.save(QStringLiteral("b"), "{}", QString(), sampleResult());
        QVERIFY2(a.has_value() && b.has_value(), qPrintable(history.lastError()));
        QCOMPARE(history.entries().size(), 2);
        QCOMPARE(history.entries().front().name, QStringLiteral("b")); // newest first

        QVERIFY(history.rename(*a, QStringLiteral("renamed")));
        QCOMPARE(history.load(*a)->entry.name, QStringLiteral("renamed"));
        QVERIFY(!history.rename(12345, QStringLiteral("x")));
        QVERIFY(history.lastError().contains(QStringLiteral("no run with id 12345")));

        QVERIFY(history.remove(*b));
        QCOMPARE(history.entries().size(), 1);
        QVERIFY(!history.load(*b).has_value());
        QVERIFY(!history.remove(*b));
        QVERIFY(history.load(*a).has_value());
    }

    void corruptFileIsRefusedAndKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
        QByteArray garbage;
        for (int i = 0; i < 4096; ++i)
            garbage.append(char('A' + i % 26));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(garbage);
        }
        RunHistory history;
        QVERIFY(!history.open(path));
        QVERIFY(!history.isOpen());
        QVERIFY2(
            history.lastError().startsWith(path + QStringLiteral(": not a RateLab run history")),
            qPrintable(history.lastError()));
        QVERIFY(!history.save(QStringLiteral("x"), "{}", QString(), sampleResult()).has_value());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), garbage);
    }

    void foreignSqliteIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.sqlite"));
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE contacts (name TEXT)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        RunHistory history;
        QVERIFY(!history.open(path));
        QVERIFY2(history.lastError().contains(QStringLiteral("not a RateLab run history")),
                 qPrintable(history.lastError()));
    }

    void newerSchemaIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.sqlite"));
        {
            RunHistory history;
            QVERIFY(history.open(path));
        }
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("future"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("UPDATE schema_version SET version = 99")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("future"));
        RunHistory history;
        QVERIFY(!history.open(path));
        QCOMPARE(
            history.lastError(),
            path
                + QStringLiteral(
                    ": written by a newer RateLab (history schema 99, this one reads up to 2)"));
    }

    void schemaOneFileMigratesAndStillReads()
    {
        // A history written before runs carried their versions: made here with schema 1's own
        // statements and one saved run, as RateLab 0.1.0 wrote it.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.sqlite"));
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (
                const char* sql : {
                    "CREATE TABLE schema_version (version INTEGER NOT NULL)",
                    "INSERT INTO schema_version (version) VALUES (1)",
                    "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, "
                    "scenario_name TEXT NOT NULL, scenario_json BLOB NOT NULL, seed TEXT NOT NULL, "
                    "parameters TEXT NOT NULL, created_at TEXT NOT NULL, duration_ms INTEGER NOT "
                    "NULL, bucket_ms INTEGER NOT NULL, epoch_seconds INTEGER NOT NULL, events "
                    "INTEGER NOT NULL)",
                    "CREATE TABLE summaries (run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE "
                    "CASCADE, lane_index INTEGER NOT NULL, lane TEXT NOT NULL, algorithm INTEGER "
                    "NOT NULL, lim INTEGER, window_ms INTEGER, requests INTEGER, admitted INTEGER, "
                    "rejected INTEGER, failed_open INTEGER, failed_closed INTEGER, errors INTEGER, "
                    "would_reject INTEGER, soft_warnings INTEGER, retries INTEGER, "
                    "max_admitted_any_window INTEGER, max_window_key TEXT, max_window_start "
                    "INTEGER, max_window_end INTEGER, over_admission_ratio REAL, "
                    "legitimate_requests INTEGER, legitimate_rejected INTEGER, false_positive_rate "
                    "REAL, p50_delay_ms REAL, p99_delay_ms REAL, keys INTEGER, state_bytes "
                    "INTEGER, PRIMARY KEY (run_id, lane_index))",
                    "CREATE TABLE series (run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE "
                    "CASCADE, lane_index INTEGER NOT NULL, level_limit REAL, level_name TEXT, "
                    "tracked_key TEXT, buckets BLOB NOT NULL, PRIMARY KEY (run_id, lane_index))",
                    "INSERT INTO runs VALUES (1, 'old run', 'retry-storm', '{}', '7', '', "
                    "'2026-11-30T10:00:00.000Z', 60000, 1000, 1700000000, 5)",
                    "INSERT INTO summaries (run_id, lane_index, lane, algorithm, lim, admitted, "
                    "retries, false_positive_rate) VALUES (1, 0, 'tb', 3, 10, 42, 9, 0.5)",
                })
                QVERIFY2(q.exec(QLatin1String(sql)), qPrintable(q.lastError().text()));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old"));
        RunHistory history;
        QVERIFY2(history.open(path), qPrintable(history.lastError()));
        QCOMPARE(history.schemaVersion(), 2);
        const auto entries = history.entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.front().name, QStringLiteral("old run"));
        QCOMPARE(entries.front().modelVersion, 1); // before the model changes of issue 10
        QCOMPARE(entries.front().ratelabVersion, QString());
        const auto run = history.load(1);
        QVERIFY2(run.has_value(), qPrintable(history.lastError()));
        QCOMPARE(run->result.modelVersion, 1);
        QCOMPARE(run->result.summaries.size(), 1u);
        QCOMPARE(run->result.summaries.front().admitted, 42);
        QCOMPARE(run->result.summaries.front().rejectedRetries, 0);
        // And it takes new runs, with their versions.
        QVERIFY(history.save(QStringLiteral("new"), QByteArray("{}"), QString(), sampleResult()));
        QCOMPARE(history.entries().front().modelVersion, 3);
    }

    void truncatedBlobIsRejected()
    {
        QByteArray blob = seriesblob::encode(sampleResult().series.front().buckets);
        QVERIFY(seriesblob::decode(blob).has_value());
        blob.chop(5);
        QVERIFY(!seriesblob::decode(blob).has_value());
    }
};

QTEST_GUILESS_MAIN(TestRunHistory)
#include "tst_runhistory.moc"
