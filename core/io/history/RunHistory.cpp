// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/history/RunHistory.h"

#include "core/io/history/SeriesBlob.h"

#include <QAtomicInt>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace ratelab {

namespace {

QAtomicInt g_connectionCounter;

const char* const kSummaryColumns =
    "lane, algorithm, lim, window_ms, requests, admitted, rejected, failed_open, failed_closed, errors, "
    "would_reject, soft_warnings, retries, max_admitted_any_window, max_window_key, max_window_start, "
    "max_window_end, over_admission_ratio, legitimate_requests, legitimate_rejected, false_positive_rate, "
    "p50_delay_ms, p99_delay_ms, keys, state_bytes, rejected_retries, "
    "state_keys";

HistoryEntry entryFrom(const QSqlQuery& q)
{
    HistoryEntry e;
    e.id = q.value(0).toLongLong();
    e.name = q.value(1).toString();
    e.scenarioName = q.value(2).toString();
    e.seed = q.value(3).toString().toULongLong();
    e.parameters = q.value(4).toString();
    e.created = QDateTime::fromString(q.value(5).toString(), Qt::ISODateWithMs);
    e.created.setTimeSpec(Qt::UTC);
    e.ratelabVersion = q.value(6).toString();
    e.modelVersion = q.value(7).toInt();
    return e;
}

} // namespace

RunHistory::RunHistory()
    : m_connection(
        QStringLiteral("ratelab-history-%1").arg(g_connectionCounter.fetchAndAddRelaxed(1)))
{
}

RunHistory::~RunHistory()
{
    close();
}

bool RunHistory::fail(const QString& what)
{
    m_lastError = what;
    return false;
}

bool RunHistory::open(const QString& path)
{
    close();
    m_lastError.clear();
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return fail(QStringLiteral("%1: not a file").arg(path));
    const bool wasEmpty = info.isFile() && info.size() == 0; // before SQLite opens (creates) it
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        db.setDatabaseName(path);
        if (!db.open()) {
            const QString why = db.lastError().text();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connection);
            return fail(QStringLiteral("%1: cannot open the run history: %2").arg(path, why));
        }
    }
    m_path = path;
    m_open = true;
    // Reading the schema is the first thing that touches the file's contents: a file that is not
    // SQLite fails here, before anything could write to it.
    QStringList tables;
    {
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
            const QString why = q.lastError().databaseText();
            close();
            return fail(QStringLiteral("%1: not a RateLab run history (%2)").arg(path, why));
        }
        while (q.next())
            tables << q.value(0).toString();
    }
    tables.removeAll(QStringLiteral("sqlite_sequence"));
    if (!tables.isEmpty() && !tables.contains(QStringLiteral("schema_version"))) {
        close();
        return fail(
            QStringLiteral(
                "%1: an SQLite database, but not a RateLab run history (no schema_version table)")
                .arg(path));
    }
    const int version = tables.isEmpty() ? 0 : schemaVersion();
    if (version > kSchemaVersion) {
        close();
        return fail(
            QStringLiteral(
                "%1: written by a newer RateLab (history schema %2, this one reads up to %3)")
                .arg(path)
                .arg(version)
                .arg(kSchemaVersion));
    }
    if (version < 0) {
        close();
        return fail(QStringLiteral("%1: the schema_version table is damaged").arg(path));
    }
    if (!checkContents(!tables.isEmpty() && version == kSchemaVersion, wasEmpty)
        || !m_readOnlyReason.isEmpty())
        return m_open; // read-only: entries and load work, save says why it cannot
    QSqlQuery(QSqlDatabase::database(m_connection, false))
        .exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    if (!migrate()) {
        const QString why = m_lastError;
        close();
        return fail(why);
    }
    return true;
}

void RunHistory::close()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_open = false;
    m_readOnlyReason.clear();
}

std::optional<std::int64_t> RunHistory::save(const QString& name, const QByteArray& scenarioJson,
                                             const QString& parameters, const RunResult& result)
{
    if (!m_open || !m_readOnlyReason.isEmpty()) {
        fail(m_open ? m_readOnlyReason : QStringLiteral("no run history is open"));
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction()) {
        fail(QStringLiteral("%1: cannot start a transaction: %2")
                 .arg(m_path, db.lastError().text()));
        return std::nullopt;
    }
    auto abort = [&](const QSqlQuery& q) -> std::optional<std::int64_t> {
        // SQLite's own words ("database or disk is full"), without the driver's "Unable to
        // fetch row".
        const QString why = q.lastError().databaseText();
        fail(QStringLiteral("%1: saving the run failed: %2")
                 .arg(m_path, why.isEmpty() ? q.lastError().text() : why));
        db.rollback();
        return std::nullopt;
    };
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO runs (name, scenario_name, scenario_json, seed, parameters, created_at, "
        "duration_ms, bucket_ms, epoch_seconds, events, ratelab_version, model_version) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    // A null QString binds as SQL NULL; the columns are NOT NULL, so empty text is stored instead.
    auto text = [](const QString& s) { return s.isNull() ? QStringLiteral("") : s; };
    q.addBindValue(text(name));
    q.addBindValue(QString::fromStdString(result.scenarioName));
    q.addBindValue(scenarioJson);
    q.addBindValue(QString::number(result.seed));
    q.addBindValue(text(parameters));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    q.addBindValue(qint64(result.durationMs));
    q.addBindValue(qint64(result.bucketMs));
    q.addBindValue(qint64(result.epochSeconds));
    q.addBindValue(qint64(result.events));
    q.addBindValue(QString::fromStdString(result.ratelabVersion));
    q.addBindValue(result.modelVersion);
    if (!q.exec())
        return abort(q);
    const std::int64_t id = q.lastInsertId().toLongLong();

    q.prepare(QStringLiteral("INSERT INTO summaries (run_id, lane_index, %1) VALUES (?, ?%2)")
                  .arg(QLatin1String(kSummaryColumns), QStringLiteral(", ?").repeated(27)));
    for (std::size_t i = 0; i < result.summaries.size(); ++i) {
        const LaneSummary& s = result.summaries[i];
        const QVariantList values = {qint64(id),
                                     qint64(i),
                                     QString::fromStdString(s.lane),
                                     int(s.algorithm),
                                     qint64(s.limit),
                                     qint64(s.windowMs),
                                     qint64(s.requests),
                                     qint64(s.admitted),
                                     qint64(s.rejected),
                                     qint64(s.failedOpen),
                                     qint64(s.failedClosed),
                                     qint64(s.errors),
                                     qint64(s.wouldReject),
                                     qint64(s.softWarnings),
                                     qint64(s.retries),
                                     qint64(s.maxAdmittedAnyWindow),
                                     QString::fromStdString(s.maxWindowKey),
                                     qint64(s.maxWindowStart),
                                     qint64(s.maxWindowEnd),
                                     s.overAdmissionRatio,
                                     qint64(s.legitimateRequests),
                                     qint64(s.legitimateRejected),
                                     s.falsePositiveRate,
                                     s.p50DelayMs,
                                     s.p99DelayMs,
                                     qint64(s.keys),
                                     qint64(s.stateBytes),
                                     qint64(s.rejectedRetries),
                                     qint64(s.stateKeys)};
        for (const QVariant& v : values)
            q.addBindValue(v);
        if (!q.exec())
            return abort(q);
    }
    q.prepare(QStringLiteral(
        "INSERT INTO series (run_id, lane_index, level_limit, level_name, tracked_key, buckets) "
        "VALUES (?, ?, ?, ?, ?, ?)"));
    for (std::size_t i = 0; i < result.series.size(); ++i) {
        const LaneSeries& s = result.series[i];
        q.addBindValue(qint64(id));
        q.addBindValue(qint64(i));
        q.addBindValue(s.levelLimit);
        q.addBindValue(QString::fromStdString(s.levelName));
        q.addBindValue(QString::fromStdString(s.trackedKey));
        q.addBindValue(seriesblob::encode(s.buckets));
        if (!q.exec())
            return abort(q);
    }
    if (!db.commit()) {
        fail(QStringLiteral("%1: cannot commit the run: %2").arg(m_path, db.lastError().text()));
        db.rollback();
        return std::nullopt;
    }
    return id;
}

QList<HistoryEntry> RunHistory::entries()
{
    QList<HistoryEntry> list;
    if (!m_open)
        return list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT id, name, scenario_name, seed, parameters, created_at, "
                               "ratelab_version, model_version FROM runs ORDER BY id DESC"))) {
        fail(QStringLiteral("%1: cannot list runs: %2").arg(m_path, q.lastError().text()));
        return list;
    }
    while (q.next())
        list << entryFrom(q);
    return list;
}

std::optional<StoredRun> RunHistory::load(std::int64_t id)
{
    if (!m_open)
        return std::nullopt;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT id, name, scenario_name, seed, parameters, created_at, ratelab_version, "
        "model_version, scenario_json, duration_ms, bucket_ms, epoch_seconds, events FROM runs "
        "WHERE id = ?"));
    q.addBindValue(qint64(id));
    if (!q.exec() || !q.next()) {
        fail(QStringLiteral("%1: no run with id %2").arg(m_path).arg(id));
        return std::nullopt;
    }
    StoredRun run;
    run.entry = entryFrom(q);
    run.scenarioJson = q.value(8).toByteArray();
    RunResult& r = run.result;
    r.ratelabVersion = run.entry.ratelabVersion.toStdString();
    r.modelVersion = run.entry.modelVersion;
    r.scenarioName = run.entry.scenarioName.toStdString();
    r.seed = run.entry.seed;
    r.durationMs = q.value(9).toLongLong();
    r.bucketMs = q.value(10).toLongLong();
    r.epochSeconds = q.value(11).toLongLong();
    r.events = q.value(12).toLongLong();

    q.prepare(QStringLiteral("SELECT %1 FROM summaries WHERE run_id = ? ORDER BY lane_index")
                  .arg(QLatin1String(kSummaryColumns)));
    q.addBindValue(qint64(id));
    if (!q.exec()) {
        fail(QStringLiteral("%1: cannot read summaries: %2").arg(m_path, q.lastError().text()));
        return std::nullopt;
    }
    while (q.next()) {
        LaneSummary s;
        int c = 0;
        auto i64 = [&] { return std::int64_t(q.value(c++).toLongLong()); };
        s.lane = q.value(c++).toString().toStdString();
        s.algorithm = static_cast<AlgorithmKind>(q.value(c++).toInt());
        s.limit = i64();
        s.windowMs = i64();
        s.requests = i64();
        s.admitted = i64();
        s.rejected = i64();
        s.failedOpen = i64();
        s.failedClosed = i64();
        s.errors = i64();
        s.wouldReject = i64();
        s.softWarnings = i64();
        s.retries = i64();
        s.maxAdmittedAnyWindow = i64();
        s.maxWindowKey = q.value(c++).toString().toStdString();
        s.maxWindowStart = i64();
        s.maxWindowEnd = i64();
        s.overAdmissionRatio = q.value(c++).toDouble();
        s.legitimateRequests = i64();
        s.legitimateRejected = i64();
        s.falsePositiveRate = q.value(c++).toDouble();
        s.p50DelayMs = q.value(c++).toDouble();
        s.p99DelayMs = q.value(c++).toDouble();
        s.keys = i64();
        s.stateBytes = i64();
        s.rejectedRetries = i64();
        s.stateKeys = i64();
        r.summaries.push_back(std::move(s));
    }
    q.prepare(QStringLiteral(
        "SELECT level_limit, level_name, tracked_key, buckets FROM series WHERE run_id = ? "
        "ORDER BY lane_index"));
    q.addBindValue(qint64(id));
    if (!q.exec()) {
        fail(QStringLiteral("%1: cannot read series: %2").arg(m_path, q.lastError().text()));
        return std::nullopt;
    }
    while (q.next()) {
        LaneSeries s;
        s.levelLimit = q.value(0).toDouble();
        s.levelName = q.value(1).toString().toStdString();
        s.trackedKey = q.value(2).toString().toStdString();
        auto buckets = seriesblob::decode(q.value(3).toByteArray());
        if (!buckets) {
            fail(QStringLiteral("%1: run %2 has a damaged series").arg(m_path).arg(id));
            return std::nullopt;
        }
        s.buckets = std::move(*buckets);
        r.series.push_back(std::move(s));
    }
    return run;
}

} // namespace ratelab
