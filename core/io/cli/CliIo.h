// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a ratelab-cli command writes: its stdout and stderr, and whether stderr is a terminal
// (only then is a progress bar drawn). Tests pass temporary files. Every write to out is checked:
// the first failure is kept (with its errno) so the command can end with exit 1 and the reason
// instead of a silently truncated output. print and error show control characters (from names in
// files) escaped, so a name cannot drive the terminal; write passes bytes as they are. Used on the
// main thread.
#include <QString>

#include <cstdio>
#include <string_view>

namespace ratelab {

enum ExitCode : int {
    kExitOk = 0,
    kExitRunFailed = 1,
    kExitBadInput = 2,
};

class SweepChartSink;

struct CliIo {
    std::FILE* out = stdout;
    std::FILE* err = stderr;
    bool errIsTerminal = false;
    // Draws `sweep`'s charts; ratelab-cli's main passes the rendering library's. Null: no charts.
    SweepChartSink* sweepCharts = nullptr;

    void print(const QString& text) const;     // to out, as given
    void printLine(const QString& text) const; // to out, plus a newline
    void error(const QString& text) const;     // to err, plus a newline
    void write(std::string_view bytes) const;  // raw bytes to out

    // Flushes out; true when every write to it so far has succeeded. Otherwise `reason` is
    // the system's text for the first failure ("No space left on device").
    bool finishOutput(QString* reason) const;

private:
    void noteFailure() const;
    mutable int m_outErrno = 0; // 0: no write to out has failed yet
    mutable bool m_outFailed = false;
};

} // namespace ratelab
