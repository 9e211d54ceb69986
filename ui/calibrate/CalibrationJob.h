// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs a calibration in the background for the calibration view: one worker QThread reads the
// log in passes (LogFileSource, Calibration::run) while the GUI thread gets the progress of each
// pass and, at the end, the whole outcome, as signals. cancel() stops the pass in flight at its
// next progress check; a superseded job's late reports are dropped. Lives on the GUI thread; the
// destructor cancels and waits for the worker.
#include "core/io/calibrate/Calibration.h"
#include "core/io/trace/AccessLogOptions.h"

#include <QObject>
#include <QString>

#include <memory>

class QThread;

namespace ratelab {

struct CalibrationOutcome {
    QString log;
    CalibrationSettings settings;
    CalibrationResult result;
    SkippedLines skipped;
    std::int64_t lines = 0;
    bool cancelled = false;
    QString error; // "FILE:LINE: why" when the log could not be read; empty on success
};

class CalibrationJob : public QObject {
    Q_OBJECT
public:
    explicit CalibrationJob(QObject* parent = nullptr);
    ~CalibrationJob() override;

    void start(const QString& log, const AccessLogOptions& options,
               const CalibrationSettings& settings);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_current != nullptr; }

signals:
    // pass 1 is the analysis, 2 on the replays; bytes of the log read in this pass.
    void progress(int pass, qint64 read, qint64 total);
    void finished(std::shared_ptr<const ratelab::CalibrationOutcome> outcome);

private:
    struct Run;
    std::shared_ptr<Run> m_current;
    QThread* m_thread = nullptr;
};

} // namespace ratelab
