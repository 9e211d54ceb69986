// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RunHistory's edits of saved runs (rename, delete), kept apart from opening, saving and
// loading so each file reads on its own.
#include "core/io/history/RunHistory.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace ratelab {

bool RunHistory::rename(std::int64_t id, const QString& name)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("UPDATE runs SET name = ? WHERE id = ?"));
    q.addBindValue(name);
    q.addBindValue(qint64(id));
    if (!q.exec())
        return fail(QStringLiteral("%1: cannot rename run %2: %3")
                        .arg(m_path)
                        .arg(id)
                        .arg(q.lastError().text()));
    if (q.numRowsAffected() != 1)
        return fail(QStringLiteral("%1: no run with id %2").arg(m_path).arg(id));
    return true;
}

bool RunHistory::remove(std::int64_t id)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return fail(QStringLiteral("%1: cannot start a transaction: %2")
                        .arg(m_path, db.lastError().text()));
    QSqlQuery q(db);
    // Deleted explicitly as well as by cascade, so a file opened without foreign keys stays clean.
    for (const char* table : {"summaries", "series"}) {
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE run_id = ?").arg(QLatin1String(table)));
        q.addBindValue(qint64(id));
        if (!q.exec()) {
            db.rollback();
            return fail(QStringLiteral("%1: cannot delete run %2: %3")
                            .arg(m_path)
                            .arg(id)
                            .arg(q.lastError().text()));
        }
    }
    q.prepare(QStringLiteral("DELETE FROM runs WHERE id = ?"));
    q.addBindValue(qint64(id));
    if (!q.exec() || q.numRowsAffected() != 1) {
        const QString why = q.lastError().text();
        db.rollback();
        return fail(
            QStringLiteral("%1: cannot delete run %2%3")
                .arg(m_path)
                .arg(id)
                .arg(why.isEmpty() ? QStringLiteral(": no such run") : QStringLiteral(": ") + why));
    }
    return db.commit()
           || fail(QStringLiteral("%1: cannot commit: %2").arg(m_path, db.lastError().text()));
}

} // namespace ratelab
