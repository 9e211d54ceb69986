#pragma once
// Runs scenarios on a worker thread so the UI never freezes. Lives on the GUI thread; each run
// gets a QThread of its own and reports back through queued signals. A new start() cancels the
// run in flight: only the latest request's result is ever delivered.
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <QObject>

#include <atomic>
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
    [[nodiscard]] bool isRunning() const { return m_running; }
    // Blocks until no worker is left (shutdown and tests).
    void waitForIdle();

signals:
    void started();
    void progress(double fraction); // 0..1 of virtual time
    void finished(std::shared_ptr<const ratelab::RunResult> result, double wallMs);
    void failed(const QString& message);
    void cancelled();

private:
    struct Job;
    void deliver(const std::shared_ptr<Job>& job);

    std::shared_ptr<Job> m_current;
    QList<QThread*> m_threads;
    bool m_running = false;
};

} // namespace ratelab
