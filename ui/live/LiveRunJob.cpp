// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/live/LiveRunJob.h"

#include "ui/run/ProgressForwarder.h"

#include "core/io/live/LiveRunner.h"

#include <QThread>

#include <exception>

namespace ratelab {

struct LiveRunJob::Run {
    Scenario scenario;
    LiveOptions options;
    std::atomic<bool> cancel{false};
    RunResult result;
    LiveReport report;
    bool started = false;
    QString error;
};

LiveRunJob::LiveRunJob(QObject* parent)
    : QObject(parent)
{
}

LiveRunJob::~LiveRunJob()
{
    cancel();
    waitForIdle();
    delete m_thread;
}

bool LiveRunJob::start(const Scenario& scenario, const LiveOptions& options)
{
    if (m_thread)
        return false;
    auto run = std::make_shared<Run>();
    run->scenario = scenario;
    run->options = options;
    m_run = run;
    m_thread = QThread::create([run, this] {
        ProgressForwarder observer(run->cancel, this,
                                   [this](double fraction) { emit progress(fraction); });
        try {
            run->started =
                runLive(run->scenario, run->options, run->result, run->report, &observer);
        } catch (const std::exception& e) {
            run->error = QString::fromUtf8(e.what());
        }
    });
    connect(m_thread, &QThread::finished, this, &LiveRunJob::deliver);
    m_thread->start();
    return true;
}

void LiveRunJob::deliver()
{
    if (!m_thread)
        return;
    m_thread->deleteLater();
    m_thread = nullptr;
    const std::shared_ptr<Run> run = std::move(m_run);
    if (!run->error.isEmpty()) {
        emit failed(run->error);
    } else if (!run->started) {
        emit failed(QString::fromStdString(run->report.fatal));
    } else {
        auto result = std::make_shared<const RunResult>(std::move(run->result));
        if (run->cancel || run->report.cancelled)
            emit cancelled(result);
        else
            emit finished(result, run->report);
    }
}

void LiveRunJob::cancel()
{
    if (m_run)
        m_run->cancel = true;
}

void LiveRunJob::waitForIdle()
{
    if (m_thread)
        m_thread->wait();
}

} // namespace ratelab
