// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RunHistory's schema: the migration steps and how a file moves through them to the current
// version (the history's storage format; the queries are in RunHistory.cpp and
// RunHistoryEdits.cpp), and the checks of a file's contents before anything writes to it.
#include "core/io/history/RunHistory.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace ratelab {

namespace {

// Each entry moves the schema from version (index) to (index + 1). Never edit a shipped step:
// append a new one, so every older file migrates through the same path.
const QList<QStringList>& migrations()
{
    static const QList<QStringList> steps = {
        {
            QStringLiteral(
                "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, "
                "scenario_name TEXT NOT NULL, scenario_json BLOB NOT NULL, seed TEXT NOT NULL, "
                "parameters TEXT NOT NULL, created_at TEXT NOT NULL, duration_ms INTEGER NOT NULL, "
                "bucket_ms INTEGER NOT NULL, epoch_seconds INTEGER NOT NULL, events INTEGER NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE summaries (run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, "
                "lane_index INTEGER NOT NULL, lane TEXT NOT NULL, algorithm INTEGER NOT NULL, "
                "lim INTEGER, window_ms INTEGER, requests INTEGER, admitted INTEGER, rejected INTEGER, "
                "failed_open INTEGER, failed_closed INTEGER, errors INTEGER, would_reject INTEGER, "
                "soft_warnings INTEGER, retries INTEGER, max_admitted_any_window INTEGER, "
                "max_window_key TEXT, max_window_start INTEGER, max_window_end INTEGER, "
                "over_admission_ratio REAL, legitimate_requests INTEGER, legitimate_rejected INTEGER, "
                "false_positive_rate REAL, p50_delay_ms REAL, p99_delay_ms REAL, keys INTEGER, "
                "state_bytes INTEGER, PRIMARY KEY (run_id, lane_index))"),
            QStringLiteral(
                "CREATE TABLE series (run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, "
                "lane_index INTEGER NOT NULL, level_limit REAL, level_name TEXT, tracked_key TEXT, "
                "buckets BLOB NOT NULL, PRIMARY KEY (run_id, lane_index))"),
        },
        {
            // Who made each run; runs saved before this were model version 1, release unknown.
            QStringLiteral("ALTER TABLE runs ADD COLUMN ratelab_version TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE runs ADD COLUMN model_version INTEGER NOT NULL DEFAULT 1"),
            QStringLiteral(
                "ALTER TABLE summaries ADD COLUMN rejected_retries INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral(
                "ALTER TABLE summaries ADD COLUMN state_keys INTEGER NOT NULL DEFAULT 0"),
        },
    };
    return steps;
}

} // namespace

int RunHistory::schemaVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT version FROM schema_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

bool RunHistory::checkContents(bool current, bool wasEmpty)
{
    auto refuse = [this](const QString& what) {
        const QString path = m_path;
        close();
        return fail(QStringLiteral("%1: %2; it is left as it is").arg(path, what));
    };
    // SQLite takes an empty file for a new database and would fill it: a history truncated to
    // 0 bytes (a full disk, a bad copy) must be reported, not silently replaced by an empty one.
    if (wasEmpty)
        return refuse(QStringLiteral("the run history is empty (0 bytes), truncated or damaged "
                                     "(move it away to start a new one)"));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA quick_check")))
            return refuse(QStringLiteral("the run history is damaged (%1)")
                              .arg(q.lastError().databaseText()));
        QStringList problems;
        while (q.next() && problems.size() < 3)
            problems << q.value(0).toString();
        if (problems != QStringList{QStringLiteral("ok")})
            return refuse(QStringLiteral("the run history is damaged (integrity check: %1)")
                              .arg(problems.join(QStringLiteral("; ")).left(200)));
    }
    // A write that is rolled back at once: the one sure test (permissions, a read-only mount).
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        const bool writable =
            q.exec(QStringLiteral("CREATE TABLE ratelab_write_probe (x INTEGER)"));
        const QString why = q.lastError().databaseText();
        q.exec(QStringLiteral("ROLLBACK"));
        if (writable)
            return true;
        m_readOnlyReason = why;
    } else {
        m_readOnlyReason = q.lastError().databaseText();
    }
    const QString why = m_readOnlyReason;
    m_readOnlyReason =
        QStringLiteral("%1: cannot save runs: the file is read-only (%2)").arg(m_path, why);
    if (!current)
        return refuse(QStringLiteral("the run history is read-only (%1), and it needs a schema "
                                     "update")
                          .arg(why));
    return true;
}

bool RunHistory::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    int version = 0;
    {
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("SELECT version FROM schema_version")) && q.next())
            version = q.value(0).toInt();
    }
    const auto& steps = migrations();
    while (version < steps.size()) {
        if (!db.transaction())
            return fail(QStringLiteral("%1: cannot start a transaction: %2")
                            .arg(m_path, db.lastError().text()));
        QSqlQuery q(db);
        QStringList statements = steps.at(version);
        if (version == 0)
            statements.prepend(
                QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)"));
        statements
            << (version == 0
                    ? QStringLiteral("INSERT INTO schema_version (version) VALUES (1)")
                    : QStringLiteral("UPDATE schema_version SET version = %1").arg(version + 1));
        for (const QString& sql : statements) {
            if (!q.exec(sql)) {
                const QString why = q.lastError().text();
                db.rollback();
                return fail(QStringLiteral("%1: migrating to schema %2 failed: %3")
                                .arg(m_path)
                                .arg(version + 1)
                                .arg(why));
            }
        }
        if (!db.commit())
            return fail(QStringLiteral("%1: cannot commit the migration: %2")
                            .arg(m_path, db.lastError().text()));
        ++version;
    }
    return true;
}

} // namespace ratelab
