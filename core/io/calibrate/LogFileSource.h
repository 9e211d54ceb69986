// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A calibration's RecordSource over a log file: every pass opens the file afresh through an
// AccessLogReader, so the log is re-read rather than held. It reports how far each pass has read
// (bytes of the file) and stops a pass when the progress callback says so (Ctrl-C, a Cancel
// button). The first pass's skipped lines (lenient mode) are kept for the report; later passes
// skip the same ones. Lives on the thread that runs the calibration; the CLI and the app's
// calibration view share it.
#include "core/io/calibrate/RecordSource.h"
#include "core/io/trace/AccessLogOptions.h"

#include <QString>

#include <cstdint>
#include <functional>

namespace ratelab {

class LogFileSource {
public:
    // pass: 1 for the analysis, 2 on for the replays. False stops the pass (cancelled()).
    using Progress = std::function<bool(int pass, std::int64_t bytesRead, std::int64_t totalBytes)>;

    LogFileSource(QString path, AccessLogOptions options);

    // Called about every 16,384 records and at the end of each pass.
    void setProgress(Progress progress) { m_progress = std::move(progress); }

    // One whole pass; false with *error ("FILE:LINE: why") when the log cannot be read.
    bool pass(const RecordSink& sink, std::string* error);
    // A RecordSource calling pass(); this object must outlive it.
    [[nodiscard]] RecordSource source();

    [[nodiscard]] int passes() const { return m_passes; }
    [[nodiscard]] bool cancelled() const { return m_cancelled; }
    // True when the last failure was the log's (unreadable, malformed in strict mode): bad input.
    [[nodiscard]] bool readFailed() const { return m_readFailed; }
    [[nodiscard]] const SkippedLines& skipped() const { return m_skipped; }
    [[nodiscard]] std::int64_t linesRead() const { return m_lines; } // by the first pass
    [[nodiscard]] const QString& path() const { return m_path; }

private:
    QString m_path;
    AccessLogOptions m_options;
    Progress m_progress;
    int m_passes = 0;
    bool m_cancelled = false;
    bool m_readFailed = false;
    SkippedLines m_skipped;
    std::int64_t m_lines = 0;
};

} // namespace ratelab
