#pragma once
// Where a ratelab-cli command writes: its stdout and stderr, and whether stderr is a terminal
// (only then is a progress bar drawn). Tests pass temporary files. Used on the main thread.
#include <QString>

#include <cstdio>
#include <string_view>

namespace ratelab {

enum ExitCode : int {
    kExitOk = 0,
    kExitRunFailed = 1,
    kExitBadInput = 2,
};

struct CliIo {
    std::FILE* out = stdout;
    std::FILE* err = stderr;
    bool errIsTerminal = false;

    void print(const QString& text) const;     // to out, as given
    void printLine(const QString& text) const; // to out, plus a newline
    void error(const QString& text) const;     // to err, plus a newline
    void write(std::string_view bytes) const;  // raw bytes to out
};

} // namespace ratelab
