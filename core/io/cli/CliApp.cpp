// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/CliApp.h"

#include "core/io/cli/CliCommands.h"
#include "core/io/cli/CliHelp.h"

#include "core/io/scenario/NameSuggestion.h"

#include <unistd.h>

namespace ratelab {

namespace {

// `CMD --help` anywhere before "--", as ArgParser reads it.
bool asksForHelp(const QStringList& args)
{
    for (const QString& arg : args) {
        if (arg == QLatin1String("--"))
            return false;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h"))
            return true;
    }
    return false;
}

} // namespace

int CliApp::run(const QStringList& args, const CliIo& io)
{
    if (args.isEmpty()) {
        io.error(CliHelp::tool());
        return kExitBadInput;
    }
    const QString name = args.front();
    const QStringList rest = args.mid(1);
    if (name == QLatin1String("--help") || name == QLatin1String("-h")) {
        io.print(CliHelp::tool());
        return kExitOk;
    }
    if (name == QLatin1String("--version")) {
        io.printLine(QStringLiteral("ratelab-cli 0.1.0"));
        return kExitOk;
    }
    if (const CliCommand* command = findCliCommand(name)) {
        if (asksForHelp(rest)) {
            io.print(command->help());
            return kExitOk;
        }
        const int code = command->execute(rest, io);
        // A failed write to standard output (a full disk, a closed pipe) must not end as exit 0
        // with a truncated output.
        QString reason;
        if (code == kExitOk && !io.finishOutput(&reason)) {
            io.error(QStringLiteral("ratelab-cli %1: cannot write to standard output: %2")
                         .arg(name, reason));
            return kExitRunFailed;
        }
        return code;
    }
    const QString suggestion = closestName(name, cliCommandNames());
    QString message = QStringLiteral("ratelab-cli: unknown command \"%1\"").arg(name);
    if (!suggestion.isEmpty())
        message += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
    io.error(message + QStringLiteral("; see ratelab-cli --help"));
    return kExitBadInput;
}

int CliApp::main(int argc, char** argv, SweepChartSink* charts)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));
    CliIo io;
    io.errIsTerminal = ::isatty(STDERR_FILENO) == 1;
    io.sweepCharts = charts;
    const int code = run(args, io);
    QString reason;
    if (!io.finishOutput(&reason) && code == kExitOk) {
        io.error(QStringLiteral("ratelab-cli: cannot write to standard output: %1").arg(reason));
        return kExitRunFailed;
    }
    return code;
}

} // namespace ratelab
