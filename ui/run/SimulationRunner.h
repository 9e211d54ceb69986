// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs scenarios on a worker thread so the UI never freezes. Lives on the GUI thread; each run
// gets a QThread of its own and reports back through queued signals. A new start() cancels the
// run in flight: only the latest request's result is ever delivered. Before a run starts its
// memory is estimated (RunEstimate): over the memory budget it is refused (failed()), a long one
// is announced (notice()), and a big request log is streamed to disk (the cache folder) instead
// of held in memory.
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <QObject>

#include <atomic>
#include <cstdint>
#include <memory>

class QThread;

namespace ratelab {

class SimulationRunner : public QObject {
    Q_OBJECT
public:
    explicit SimulationRunner(QObject* parent = nullptr);
    ~SimulationRunner() override;

    void start(const Scenario& scenario);
    void cancel();
    // 0: no budget. The default is the setting run/memoryBudget ("60%", "8G"; MemoryBudget::
    // parse), else half this machine's memory; `source` says where it came from in a refusal.
    void setMemoryBudget(std::int64_t bytes, const QString& source);
    [[nodiscard]] std::int64_t memoryBudget() const { return m_budget; }
    // The settings key of the budget.
    static QString budgetSettingsKey() { return QStringLiteral("run/memoryBudget"); }
    [[nodiscard]] bool isRunning() const { return m_running; }
    // Blocks until no worker is left (shutdown and tests).
    void waitForIdle();

signals:
    void started();
    void progress(double fraction); // 0..1 of virtual time
    void finished(std::shared_ptr<const ratelab::RunResult> result, double wallMs);
    void failed(const QString& message);
    void cancelled();
    // Said as a run starts: a warning that it will take long (empty: nothing to say).
    void notice(const QString& text);

private:
    struct Job;
    void deliver(const std::shared_ptr<Job>& job);

    std::shared_ptr<Job> m_current;
    std::int64_t m_budget = 0;
    QString m_budgetSource;
    QList<QThread*> m_threads;
    bool m_running = false;
};

} // namespace ratelab
