#include "core/io/cli/RunCommand.h"

#include "core/io/cli/ArgParser.h"
#include "core/io/cli/Interrupt.h"
#include "core/io/cli/ProgressReporter.h"
#include "core/io/cli/RunOutput.h"
#include "core/io/cli/ScenarioArgs.h"
#include "core/io/run/ParallelRun.h"

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
                    {QStringLiteral("jobs")}});
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
    RunResult result;
    // The guard also covers the writing: a Ctrl-C then only raises the flag, so the files are
    // completed and renamed into place rather than left as temporaries.
    InterruptGuard guard;
    {
        ProgressReporter progress(io.err, io.errIsTerminal);
        try {
            result = runScenarioParallel(*scenario, *jobs, &progress);
        } catch (const std::invalid_argument& e) {
            progress.finish();
            io.error(QStringLiteral("%1: %2").arg(file, QString::fromUtf8(e.what())));
            return kExitBadInput;
        } catch (const std::exception& e) {
            progress.finish();
            io.error(
                QStringLiteral("%1: the run failed: %2").arg(file, QString::fromUtf8(e.what())));
            return kExitRunFailed;
        }
    }
    if (InterruptGuard::interrupted()) {
        io.error(QStringLiteral("ratelab-cli run: interrupted; nothing was written"));
        return kExitRunFailed;
    }
    return writeRunOutput(io, QStringLiteral("run"), result, dir);
}

} // namespace ratelab
