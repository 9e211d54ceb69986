#include "core/io/cli/ScenarioArgs.h"

#include "core/io/run/ParallelRun.h"
#include "core/io/scenario/ScenarioLoader.h"

namespace ratelab {

std::optional<Scenario> ScenarioArgs::load(const ArgParser& args, const QString& command,
                                           const CliIo& io)
{
    if (args.positionals().size() != 1) {
        io.error(
            QStringLiteral(
                "ratelab-cli %1: expected one scenario file, got %2 (see ratelab-cli %1 --help)")
                .arg(command)
                .arg(args.positionals().size()));
        return std::nullopt;
    }
    QList<ScenarioOverride> overrides;
    bool ok = true;
    for (const QString& assignment : args.values(QStringLiteral("set"))) {
        QString error;
        if (const auto parsed = ScenarioOverride::parse(assignment, &error)) {
            overrides.append(*parsed);
        } else {
            io.error(error);
            ok = false;
        }
    }
    if (!ok)
        return std::nullopt;
    ScenarioLoadResult loaded = ScenarioLoader::loadFile(args.positionals().front(), overrides);
    if (!loaded.ok()) {
        for (const ScenarioError& e : loaded.errors)
            io.error(e.toString());
        return std::nullopt;
    }
    return std::move(loaded.scenario);
}

std::optional<int> ScenarioArgs::jobs(const ArgParser& args, const QString& command,
                                      const CliIo& io)
{
    if (!args.has(QStringLiteral("jobs")))
        return defaultJobs();
    bool ok = false;
    const int jobs = args.value(QStringLiteral("jobs")).toInt(&ok);
    if (!ok || jobs < 1 || jobs > 256) {
        io.error(
            QStringLiteral("ratelab-cli %1: --jobs: expected an integer from 1 to 256, got \"%2\"")
                .arg(command, args.value(QStringLiteral("jobs"))));
        return std::nullopt;
    }
    return jobs;
}

} // namespace ratelab
