#include "SimulationRunner.h"

#include "engine/SimObserver.h"
#include "engine/Simulation.h"

#include <QElapsedTimer>
#include <QPointer>
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

namespace {

// Forwards engine progress to the GUI thread, at most once per percent so the event queue
// never floods.
class ForwardingObserver final : public SimObserver {
public:
    ForwardingObserver(std::atomic<bool>& cancel, SimulationRunner* runner)
        : m_cancel(cancel)
        , m_runner(runner)
    {
    }
    void onProgress(SimTime now, SimTime end) override
    {
        if (end <= 0)
            return;
        const int percent = static_cast<int>(100 * now / end);
        if (percent == m_lastPercent)
            return;
        m_lastPercent = percent;
        QPointer<SimulationRunner> runner = m_runner;
        QMetaObject::invokeMethod(
            m_runner,
            [runner, percent] {
                if (runner)
                    emit runner->progress(percent / 100.0);
            },
            Qt::QueuedConnection);
    }
    [[nodiscard]] bool cancelRequested() const override { return m_cancel.load(std::memory_order_relaxed); }

private:
    std::atomic<bool>& m_cancel;
    SimulationRunner* m_runner;
    int m_lastPercent = -1;
};

} // namespace

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
        ForwardingObserver observer(job->cancel, this);
        try {
            job->result = std::make_shared<const RunResult>(runScenario(job->scenario, &observer));
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
        return;  // superseded by a newer start(): its result would be stale
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
