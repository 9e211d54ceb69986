// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs a SweepPlan in the background for the Sweep view: one worker QThread calls SweepRunner
// with `jobs` threads, and every finished run, the progress and the end come back to the GUI
// thread as signals, so partial results can be drawn as they arrive. A new start() or cancel()
// stops the sweep in flight; a superseded sweep's late reports are dropped. Lives on the GUI
// thread; the destructor cancels and waits for the worker.
#include "core/io/sweep/SweepPlan.h"

#include "core/sim/model/RunResult.h"

#include <QObject>

#include <memory>

class QThread;

namespace ratelab {

class SweepJob : public QObject {
    Q_OBJECT
public:
    explicit SweepJob(QObject* parent = nullptr);
    ~SweepJob() override;

    void start(std::shared_ptr<const SweepPlan> plan, int jobs);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_current != nullptr; }

signals:
    void runFinished(qsizetype run, std::shared_ptr<const ratelab::RunResult> result);
    void progress(qsizetype done, qsizetype total);
    // cancelled: stopped by cancel() (the finished runs were reported); failure: the first run
    // that threw, else empty.
    void finished(bool cancelled, const QString& failure);

private:
    struct Run;
    std::shared_ptr<Run> m_current;
    QList<QThread*> m_threads;
};

} // namespace ratelab
