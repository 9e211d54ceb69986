// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/CliCommands.h"

#include "core/io/cli/CalibrateCommand.h"
#include "core/io/cli/ClaimsCommand.h"
#include "core/io/cli/CliCompletion.h"
#include "core/io/cli/CliHelp.h"
#include "core/io/cli/CliManual.h"
#include "core/io/cli/GenerateLogCommand.h"
#include "core/io/cli/InfoCommands.h"
#include "core/io/cli/LessonsCommand.h"
#include "core/io/cli/LiveCommand.h"
#include "core/io/cli/ReplayCommand.h"
#include "core/io/cli/ReplayLimitCommand.h"
#include "core/io/cli/RunCommand.h"
#include "core/io/cli/SweepCommand.h"

#include <array>

namespace ratelab {
namespace {

int help(const QStringList& args, const CliIo& io);

constexpr std::array<CliCommand, 13> kCommands{{
    {"run", "simulate a scenario; write summary.csv, timeseries.csv and requests.csv",
     &CliHelp::run, &RunCommand::execute},
    {"sweep", "run a scenario over a grid of settings; write sweep.csv and charts",
     &SweepCommand::help, &SweepCommand::execute},
    {"replay", "run a request trace through one algorithm and write each decision",
     &CliHelp::replay, &ReplayCommand::execute},
    {"replay-limit", "replay completed requests through an adaptive concurrency limit",
     &ReplayLimitCommand::help, &ReplayLimitCommand::execute},
    {"live", "play a scenario against a real Redis in scaled wall-clock time", &LiveCommand::help,
     &LiveCommand::execute},
    {"validate", "check a scenario file (with overrides) without running it", &CliHelp::validate,
     &InfoCommands::validate},
    {"algorithms", "list the algorithm ids and what each one does", &CliHelp::algorithms,
     &InfoCommands::algorithms},
    {"fields", "list every scenario-file field with its default, range and meaning",
     &CliHelp::fields, &InfoCommands::fields},
    {"lessons", "list the lessons, or check that every claim of a lesson holds on its runs",
     &LessonsCommand::help, &LessonsCommand::execute},
    {"claims", "measure the seeds' rules of thumb over K seeds and write claims.csv",
     &ClaimsCommand::help, &ClaimsCommand::execute},
    {"generate-log",
     "write a seeded realistic access log (and who in it is abusive) to calibrate on",
     &GenerateLogCommand::help, &GenerateLogCommand::execute},
    {"calibrate",
     "measure an access log's rates, suggest limits and find the smallest safe one by replay",
     &CalibrateCommand::help, &CalibrateCommand::execute},
    {"help", "print the help of the tool or of one command", &CliHelp::help, &help},
}};

int help(const QStringList& args, const CliIo& io)
{
    if (args.isEmpty()) {
        io.print(CliHelp::tool());
        return kExitOk;
    }
    // For the build: the manual page and the bash completion, rendered from this table.
    if (args == QStringList{QStringLiteral("--man")}
        || args == QStringList{QStringLiteral("--bash-completion")}) {
        io.print(args.front() == QLatin1String("--man") ? CliManual::page()
                                                        : CliCompletion::bash());
        return kExitOk;
    }
    const CliCommand* command = findCliCommand(args.front());
    if (!command) {
        io.error(QStringLiteral("ratelab-cli help: no command \"%1\"").arg(args.front()));
        return kExitBadInput;
    }
    io.print(command->help());
    return kExitOk;
}

} // namespace

std::span<const CliCommand> cliCommands()
{
    return kCommands;
}

const CliCommand* findCliCommand(const QString& name)
{
    for (const CliCommand& command : kCommands)
        if (name == QLatin1String(command.name))
            return &command;
    return nullptr;
}

QStringList cliCommandNames()
{
    QStringList names;
    for (const CliCommand& command : kCommands)
        names.append(QString::fromLatin1(command.name));
    return names;
}

} // namespace ratelab
