#pragma once
// The run history: saved runs (scenario JSON, seed, parameters, summaries and series) in one
// SQLite file, reached through QtSql on a connection of its own. One object per open file,
// used from the thread that created it. A file that is not a RateLab history (or not SQLite at
// all) is refused with a message naming it and is never written to.
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

    QString m_connection;
    QString m_path;
    QString m_lastError;
    bool m_open = false;
};

} // namespace ratelab
