// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/RunCommand.h"

#include "core/io/cli/ArgParser.h"
#include "core/io/cli/Interrupt.h"
#include "core/io/cli/ProgressReporter.h"
#include "core/io/cli/RunOutput.h"
#include "core/io/cli/ScenarioArgs.h"
#include "core/io/run/ParallelRun.h"
#include "core/io/run/RequestLogSpool.h"

#include <QDir>
#include <QFileInfo>

#include <charconv>
#include <limits>
#include <stdexcept>

namespace ratelab {

namespace {

bool parseSeed(const QString& text, std::uint64_t& seed)
{
    const QByteArray bytes = text.toLatin1();
    const char* end = bytes.constData() + bytes.size();
    const auto result = std::from_chars(bytes.constData(), end, seed);
    // Scenario files hold the seed as a JSON integer, so it stays within int64 to round-trip.
    return !bytes.isEmpty() && result.ec == std::errc() && result.ptr == end
           && seed <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
}

} // namespace

int RunCommand::execute(const QStringList& arguments, const CliIo& io)
{
    ArgParser args({{QStringLiteral("out")},
                    {QStringLiteral("set"), true, true},
                    {QStringLiteral("seed")},
                    {QStringLiteral("jobs")},
                    {QStringLiteral("memory-budget")}});
    QString error;
    if (!args.parse(arguments, &error)) {
        io.error(QStringLiteral("ratelab-cli run: %1 (see ratelab-cli run --help)").arg(error));
        return kExitBadInput;
    }
    if (!args.has(QStringLiteral("out"))) {
        io.error(
            QStringLiteral("ratelab-cli run: --out DIR is required (see ratelab-cli run --help)"));
        return kExitBadInput;
    }
    std::uint64_t seed = 0;
    const bool hasSeed = args.has(QStringLiteral("seed"));
    if (hasSeed && !parseSeed(args.value(QStringLiteral("seed")), seed)) {
        io.error(
            QStringLiteral(
                "ratelab-cli run: --seed: expected an integer from 0 to 9223372036854775807, got \"%1\"")
                .arg(args.value(QStringLiteral("seed"))));
        return kExitBadInput;
    }
    const std::optional<int> jobs = ScenarioArgs::jobs(args, QStringLiteral("run"), io);
    if (!jobs)
        return kExitBadInput;
    const auto budget = ScenarioArgs::memoryBudget(args, QStringLiteral("run"), io);
    if (!budget)
        return kExitBadInput;
    std::optional<Scenario> scenario = ScenarioArgs::load(args, QStringLiteral("run"), io);
    if (!scenario)
        return kExitBadInput;
    if (const auto problem =
            outputDirProblem(io, QStringLiteral("run"), args.value(QStringLiteral("out"))))
        return *problem;
    if (hasSeed)
        scenario->seed = seed;

    const QString file = args.positionals().front();
    const QString dir = args.value(QStringLiteral("out"));
    // The request log streams to disk beside the results (never into /tmp, which may be
    // memory): into the nearest folder of --out that exists, as the write check probed.
    QString spoolParent = QFileInfo(dir).absoluteFilePath();
    while (!QFileInfo(spoolParent).isDir())
        spoolParent = QFileInfo(spoolParent).absolutePath();
    // The guard is up before anything long starts (the warning says Ctrl-C stops the run): a
    // Ctrl-C then only raises the flag, which set-up, the run and the writing all poll.
    InterruptGuard guard;
    if (!ScenarioArgs::fitsBudget({&*scenario}, 1, RequestLogPlace::Streamed, *budget, spoolParent,
                                  file, io))
        return kExitBadInput;
    RunResult result;
    std::unique_ptr<RequestLogSpool> spool;
    {
        ProgressReporter progress(io.err, io.errIsTerminal);
        try {
            spool = std::make_unique<RequestLogSpool>(static_cast<int>(scenario->lanes.size()),
                                                      spoolParent);
            result = runScenarioParallel(*scenario, *jobs, &progress, spool.get());
        } catch (const std::invalid_argument& e) {
            progress.finish();
            io.error(QStringLiteral("%1: %2").arg(file, QString::fromUtf8(e.what())));
            return kExitBadInput;
        } catch (const std::bad_alloc&) {
            progress.finish();
            io.error(QStringLiteral("%1: the run failed: out of memory (see --memory-budget); "
                                    "nothing was written")
                         .arg(file));
            return kExitRunFailed;
        } catch (const std::exception& e) {
            progress.finish();
            io.error(
                QStringLiteral("%1: the run failed: %2").arg(file, QString::fromUtf8(e.what())));
            return kExitRunFailed;
        }
    }
    if (InterruptGuard::interrupted()) {
        io.error(QStringLiteral("ratelab-cli run: interrupted before the run finished; nothing "
                                "was written (%1 is as it was)")
                     .arg(QDir::toNativeSeparators(dir)));
        return kExitRunFailed;
    }
    return writeRunOutput(io, QStringLiteral("run"), result, dir, &InterruptGuard::interrupted);
}

} // namespace ratelab
