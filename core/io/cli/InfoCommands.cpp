#include "InfoCommands.h"

#include "ArgParser.h"
#include "CliHelp.h"
#include "ScenarioArgs.h"

#include "algorithms/AlgorithmRegistry.h"

namespace ratelab {

int InfoCommands::validate(const QStringList& arguments, const CliIo& io)
{
    ArgParser args({{QStringLiteral("set"), true, true}});
    QString error;
    if (!args.parse(arguments, &error)) {
        io.error(QStringLiteral("ratelab-cli validate: %1 (see ratelab-cli validate --help)").arg(error));
        return kExitBadInput;
    }
    if (args.helpRequested()) {
        io.print(CliHelp::validate());
        return kExitOk;
    }
    const std::optional<Scenario> scenario = ScenarioArgs::load(args, QStringLiteral("validate"), io);
    if (!scenario)
        return kExitBadInput;
    io.printLine(QStringLiteral("%1: ok (%2 client(s), %3 lane(s), %4 ms)")
                     .arg(args.positionals().front())
                     .arg(scenario->clients.size())
                     .arg(scenario->lanes.size())
                     .arg(scenario->durationMs));
    return kExitOk;
}

int InfoCommands::algorithms(const QStringList& arguments, const CliIo& io)
{
    ArgParser args({});
    QString error;
    if (!args.parse(arguments, &error) || !args.positionals().isEmpty()) {
        if (error.isEmpty())
            error = QStringLiteral("unexpected argument \"%1\"").arg(args.positionals().front());
        io.error(QStringLiteral("ratelab-cli algorithms: %1").arg(error));
        return kExitBadInput;
    }
    if (args.helpRequested()) {
        io.print(CliHelp::algorithms());
        return kExitOk;
    }
    for (const AlgorithmInfo& info : allAlgorithms()) {
        io.printLine(QStringLiteral("%1  %2%3")
                         .arg(QString::fromLatin1(info.id.data(), static_cast<qsizetype>(info.id.size())).leftJustified(16),
                              QString::fromUtf8(info.displayName.data(), static_cast<qsizetype>(info.displayName.size())),
                              info.replayable ? QString() : QStringLiteral(" (not available in replay)")));
        io.printLine(QStringLiteral("                  ")
                     + QString::fromUtf8(info.description.data(), static_cast<qsizetype>(info.description.size())));
    }
    return kExitOk;
}

} // namespace ratelab
