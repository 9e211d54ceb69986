// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweep/SweepJob.h"

#include "core/io/sweep/SweepRunner.h"

#include <QPointer>
#include <QThread>

#include <atomic>
#include <functional>

namespace ratelab {

struct SweepJob::Run {
    std::shared_ptr<const SweepPlan> plan;
    int jobs = 1;
    std::atomic<bool> cancel{false};
    bool cancelled = false;
    QString failure;
};

namespace {

// The runner's control on the worker thread: hands each report to the GUI thread, where `deliver`
// drops it if the sweep was superseded meanwhile.
class ForwardingControl final : public SweepControl {
public:
    ForwardingControl(const std::atomic<bool>& cancel, QObject* context,
                      std::function<void(std::function<void()>)> deliver)
        : m_cancel(cancel)
        , m_context(context)
        , m_deliver(std::move(deliver))
    {
    }
    void onRunsDone(qsizetype done, qsizetype total) override
    {
        post([onProgress = m_onProgress, done, total] { onProgress(done, total); });
    }
    void onRunFinished(qsizetype run, const RunResult& result) override
    {
        auto copy = std::make_shared<const RunResult>(result);
        post([onRun = m_onRun, run, copy] { onRun(run, copy); });
    }
    [[nodiscard]] bool cancelRequested() const override { return m_cancel.load(); }

    std::function<void(qsizetype, qsizetype)> m_onProgress;
    std::function<void(qsizetype, std::shared_ptr<const RunResult>)> m_onRun;

private:
    void post(std::function<void()> call)
    {
        QPointer<QObject> context = m_context;
        QMetaObject::invokeMethod(
            m_context,
            [context, deliver = m_deliver, call = std::move(call)] {
                if (context)
                    deliver(call);
            },
            Qt::QueuedConnection);
    }

    const std::atomic<bool>& m_cancel;
    QObject* m_context;
    std::function<void(std::function<void()>)> m_deliver;
};

} // namespace

SweepJob::SweepJob(QObject* parent)
    : QObject(parent)
{
}

SweepJob::~SweepJob()
{
    cancel();
    // Queued hand-offs will never run now: reap the threads here.
    const QList<QThread*> threads = m_threads;
    for (QThread* thread : threads) {
        thread->wait();
        delete thread;
    }
}

void SweepJob::start(std::shared_ptr<const SweepPlan> plan, int jobs)
{
    if (m_current)
        m_current->cancel = true; // superseded: its late reports are dropped below
    auto run = std::make_shared<Run>();
    run->plan = std::move(plan);
    run->jobs = jobs;
    m_current = run;
    // Reports are delivered only while this run is the current one.
    auto deliver = [this, run](const std::function<void()>& call) {
        if (m_current == run)
            call();
    };
    QThread* thread = QThread::create([this, run, deliver] {
        ForwardingControl control(run->cancel, this, deliver);
        // The callbacks run on the GUI thread (posted), where emitting is safe.
        control.m_onProgress = [this](qsizetype done, qsizetype total) {
            emit progress(done, total);
        };
        control.m_onRun = [this](qsizetype r, std::shared_ptr<const RunResult> result) {
            emit runFinished(r, std::move(result));
        };
        const SweepResults results = SweepRunner::run(*run->plan, run->jobs, &control);
        run->cancelled = results.cancelled || run->cancel.load();
        run->failure = QString::fromStdString(results.failure);
    });
    m_threads.append(thread);
    connect(thread, &QThread::finished, this, [this, thread, run] {
        m_threads.removeOne(thread);
        thread->deleteLater();
        if (m_current != run)
            return;
        m_current.reset();
        emit finished(run->cancelled, run->failure);
    });
    thread->start();
}

// The sweep ends when its thread does (a run in progress stops within moments), so every run
// that finished before is still reported and kept.
void SweepJob::cancel()
{
    if (m_current)
        m_current->cancel = true;
}

} // namespace ratelab
