// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The run history: saved runs (scenario JSON, seed, parameters, summaries and series) in one
// SQLite file, reached through QtSql on a connection of its own. One object per open file,
// used from the thread that created it. A file that is not a RateLab history (or not SQLite at
// all), an empty (truncated) or damaged one is refused with a message naming it and is never
// written to; a read-only one opens for reading only.
#include "core/io/history/HistoryEntry.h"

#include <QList>
#include <QString>

#include <optional>

namespace ratelab {

class RunHistory {
public:
    // Version 1: runs, summaries, series; 2: the runs' RateLab and model versions, rejected
    // retries, keys with state. Add a step to migrations() in RunHistorySchema.cpp to change it.
    static constexpr int kSchemaVersion = 2;

    RunHistory();
    ~RunHistory();
    RunHistory(const RunHistory&) = delete;
    RunHistory& operator=(const RunHistory&) = delete;

    // Opens (creating if absent) and migrates the file. False with lastError() on failure.
    bool open(const QString& path);
    void close();
    [[nodiscard]] bool isOpen() const { return m_open; }
    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] QString lastError() const { return m_lastError; }
    [[nodiscard]] int schemaVersion() const;
    // Empty when saving works; else why not (a read-only file or folder): the file still opens
    // for reading, save() fails with this reason, and the app disables Save showing it.
    [[nodiscard]] QString readOnlyReason() const { return m_readOnlyReason; }
    // The QtSql connection (this thread's), for tests that inject faults on it: PRAGMA
    // max_page_count makes the next save fail as a full disk does.
    [[nodiscard]] QString connectionName() const { return m_connection; }

    // Saves a run in one transaction; returns its id.
    std::optional<std::int64_t> save(const QString& name, const QByteArray& scenarioJson,
                                     const QString& parameters, const RunResult& result);
    [[nodiscard]] QList<HistoryEntry> entries(); // newest first
    [[nodiscard]] std::optional<StoredRun> load(std::int64_t id);
    bool rename(std::int64_t id, const QString& name);
    bool remove(std::int64_t id);

private:
    bool fail(const QString& what);
    bool migrate();
    // After the schema check, before anything writes: refuses a 0-byte or damaged file (PRAGMA
    // quick_check) and sets m_readOnlyReason; `current`: the schema needs no migration;
    // `wasEmpty`: the file existed with 0 bytes before SQLite opened it.
    bool checkContents(bool current, bool wasEmpty);

    QString m_connection;
    QString m_path;
    QString m_lastError;
    QString m_readOnlyReason;
    bool m_open = false;
};

} // namespace ratelab
