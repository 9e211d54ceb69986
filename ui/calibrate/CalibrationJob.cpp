// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/calibrate/CalibrationJob.h"

#include "core/io/calibrate/LogFileSource.h"

#include <QPointer>
#include <QThread>

#include <atomic>
#include <new>

namespace ratelab {

struct CalibrationJob::Run {
    std::atomic<bool> cancel{false};
    int lastPercent = -1; // worker thread only: progress is posted when it changes
};

CalibrationJob::CalibrationJob(QObject* parent)
    : QObject(parent)
{
}

CalibrationJob::~CalibrationJob()
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void CalibrationJob::cancel()
{
    if (m_current)
        m_current->cancel.store(true);
    m_current.reset();
}

void CalibrationJob::start(const QString& log, const AccessLogOptions& options,
                           const CalibrationSettings& settings)
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    auto run = std::make_shared<Run>();
    m_current = run;
    QPointer<CalibrationJob> self(this);
    const auto post = [self, run](auto call) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, run, call] {
                if (self && self->m_current == run)
                    call(*self);
            },
            Qt::QueuedConnection);
    };
    m_thread = QThread::create([log, options, settings, run, post] {
        auto outcome = std::make_shared<CalibrationOutcome>();
        outcome->log = log;
        outcome->settings = settings;
        LogFileSource source(log, options);
        source.setProgress([&](int pass, std::int64_t read, std::int64_t total) {
            const int percent = total > 0 ? static_cast<int>(read * 100 / total) : 100;
            if (percent != run->lastPercent) {
                run->lastPercent = percent;
                post([pass, read, total](CalibrationJob& job) {
                    emit job.progress(pass, read, total);
                });
            }
            return !run->cancel.load();
        });
        std::string error;
        try {
            if (!Calibration::run(source.source(), settings, &outcome->result, &error))
                outcome->error = QString::fromStdString(error);
        } catch (const std::bad_alloc&) {
            outcome->error = QStringLiteral("%1: out of memory").arg(log);
        }
        outcome->cancelled = source.cancelled();
        outcome->skipped = source.skipped();
        outcome->lines = source.linesRead();
        std::shared_ptr<const CalibrationOutcome> done = std::move(outcome);
        post([done](CalibrationJob& job) {
            job.m_current.reset();
            emit job.finished(done);
        });
    });
    m_thread->start();
}

} // namespace ratelab
