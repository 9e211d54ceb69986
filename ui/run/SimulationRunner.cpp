#include "ui/run/SimulationRunner.h"

#include "ui/run/ProgressForwarder.h"

#include "core/io/run/ParallelRun.h"

#include <QElapsedTimer>
#include <QThread>

#include <exception>

namespace ratelab {

struct SimulationRunner::Job {
    Scenario scenario;
    std::atomic<bool> cancel{false};
    std::shared_ptr<const RunResult> result;
    QString error;
    double wallMs = 0.0;
};

SimulationRunner::SimulationRunner(QObject* parent)
    : QObject(parent)
{
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
    auto job = std::make_shared<Job>();
    job->scenario = scenario;
    m_current = job;
    m_running = true;

    QThread* thread = QThread::create([job, this] {
        QElapsedTimer clock;
        clock.start();
        ProgressForwarder observer(job->cancel, this,
                                   [this](double fraction) { emit progress(fraction); });
        try {
            // Lanes on every core: the result is the same whatever the count (ParallelRun.h).
            job->result = std::make_shared<const RunResult>(
                runScenarioParallel(job->scenario, defaultJobs(), &observer));
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
