// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/SimulationRunner.h"

#include "ui/run/ProgressForwarder.h"

#include "core/io/run/MemoryBudget.h"
#include "core/io/run/ParallelRun.h"
#include "core/io/run/RequestLogSpool.h"

#include "core/sim/model/RunEstimate.h"

#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QThread>

#include <exception>

namespace ratelab {

namespace {

// A request log bigger than this in memory is streamed to disk instead.
constexpr double kStreamLogAbove = 64.0 * 1024 * 1024;

} // namespace

struct SimulationRunner::Job {
    Scenario scenario;
    bool streamLog = false;
    std::atomic<bool> cancel{false};
    std::shared_ptr<const RunResult> result;
    QString error;
    double wallMs = 0.0;
};

SimulationRunner::SimulationRunner(QObject* parent)
    : QObject(parent)
{
    const QString setting = QSettings().value(budgetSettingsKey()).toString();
    const auto bytes = setting.isEmpty() ? std::nullopt : MemoryBudget::parse(setting, nullptr);
    if (bytes)
        setMemoryBudget(*bytes, tr("the memory budget setting, %1").arg(setting));
    else
        setMemoryBudget(MemoryBudget::defaultBytes(), tr("half of this machine's memory"));
}

void SimulationRunner::setMemoryBudget(std::int64_t bytes, const QString& source)
{
    m_budget = bytes;
    m_budgetSource = source;
}

SimulationRunner::~SimulationRunner()
{
    cancel();
    // The queued finished() hand-offs will never run now, so the threads are reaped here.
    const QList<QThread*> threads = m_threads;
    for (QThread* thread : threads) {
        thread->wait();
        delete thread;
    }
}

void SimulationRunner::start(const Scenario& scenario)
{
    if (m_current)
        m_current->cancel = true;
    // Refused before a thread starts: the scenario needs more memory than the budget allows.
    const RunEstimate inMemory = estimateRun(scenario, RequestLogPlace::Memory);
    double logBytes = 0;
    for (const EstimatePart& part : inMemory.parts)
        logBytes += part.fields == "request_log_limit" ? part.bytes : 0.0;
    const bool streamLog = logBytes > kStreamLogAbove;
    const RunEstimate estimate =
        streamLog ? estimateRun(scenario, RequestLogPlace::Streamed) : inMemory;
    if (const QString why = MemoryBudget::refusal(estimate, m_budget, m_budgetSource);
        !why.isEmpty()) {
        m_current.reset();
        m_running = false;
        // Queued like a run's own failure, so the caller of start() never sees it re-entrantly.
        QMetaObject::invokeMethod(
            this, [this, why] { emit failed(why.left(1).toUpper() + why.mid(1)); },
            Qt::QueuedConnection);
        return;
    }
    auto job = std::make_shared<Job>();
    job->scenario = scenario;
    job->streamLog = streamLog;
    m_current = job;
    m_running = true;

    QThread* thread = QThread::create([job, this] {
        QElapsedTimer clock;
        clock.start();
        ProgressForwarder observer(job->cancel, this,
                                   [this](double fraction) { emit progress(fraction); });
        try {
            // Lanes on every core: the result is the same whatever the count (ParallelRun.h).
            std::unique_ptr<RequestLogSpool> spool;
            if (job->streamLog)
                spool = std::make_unique<RequestLogSpool>(
                    static_cast<int>(job->scenario.lanes.size()),
                    QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
            job->result = std::make_shared<const RunResult>(
                runScenarioParallel(job->scenario, defaultJobs(), &observer, spool.get()));
        } catch (const std::bad_alloc&) {
            job->error = tr("Out of memory: the run needs more than this machine can give; lower "
                            "the fields the memory budget names, or the budget itself.");
        } catch (const std::exception& e) {
            job->error = QString::fromUtf8(e.what());
        }
        job->wallMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    });
    m_threads.append(thread);
    connect(thread, &QThread::finished, this, [this, thread, job] {
        m_threads.removeOne(thread);
        thread->deleteLater();
        deliver(job);
    });
    emit started();
    emit notice(MemoryBudget::longRunWarning(
        estimate, tr("Esc (Simulation > Cancel Run) stops it", "the app's own key, not Ctrl-C")));
    thread->start();
}

void SimulationRunner::deliver(const std::shared_ptr<Job>& job)
{
    if (job != m_current)
        return; // superseded by a newer start(): its result would be stale
    m_current.reset();
    m_running = false;
    if (job->cancel) {
        emit cancelled();
    } else if (!job->error.isEmpty()) {
        emit failed(job->error);
    } else {
        emit finished(job->result, job->wallMs);
    }
}

void SimulationRunner::cancel()
{
    if (m_current)
        m_current->cancel = true;
}

void SimulationRunner::waitForIdle()
{
    const QList<QThread*> threads = m_threads;
    for (QThread* thread : threads)
        thread->wait();
}

} // namespace ratelab
