// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Plays a scenario live against a real Redis (core/io/live runLive) on a worker thread, one run
// at a time, and reports back on the GUI thread: progress, then finished (with the live result
// and what went wrong on the connections), failed (could not start: no server...) or cancelled
// (with the partial result). Lives on the GUI thread; the destructor cancels and waits.
#include "core/io/live/LiveOptions.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace ratelab {

class LiveRunJob : public QObject {
    Q_OBJECT
public:
    explicit LiveRunJob(QObject* parent = nullptr);
    ~LiveRunJob() override;

    // False (and nothing started) while another live run is still playing.
    bool start(const Scenario& scenario, const LiveOptions& options);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_thread != nullptr; }
    // Blocks until the run in flight has ended (tests, shutdown).
    void waitForIdle();

signals:
    void progress(double fraction);
    void finished(std::shared_ptr<const ratelab::RunResult> result,
                  const ratelab::LiveReport& report);
    void failed(const QString& message);
    void cancelled(std::shared_ptr<const ratelab::RunResult> partial);

private:
    struct Run;
    void deliver();

    std::shared_ptr<Run> m_run;
    QThread* m_thread = nullptr;
};

} // namespace ratelab
