// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/InfoCommands.h"

#include "core/io/cli/ArgParser.h"
#include "core/io/cli/ScenarioArgs.h"
#include "core/io/run/MemoryBudget.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "core/io/scenario/ScenarioSchema.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

namespace ratelab {

namespace {

template <class O>
void listFields(const CliIo& io, const QString& prefix, std::span<const SchemaField<O>> fields)
{
    for (const auto& f : fields) {
        // No value: an adaptive lane's parameter left to its reference (the tooltip names it).
        const QString def =
            f.required ? QStringLiteral("required")
            : !f.defaultValue().isValid()
                ? QStringLiteral("default: the reference's")
                : QStringLiteral("default ")
                      + QString::fromUtf8(QJsonDocument(QJsonArray{f.toJson(f.defaultValue())})
                                              .toJson(QJsonDocument::Compact)
                                              .mid(1)
                                              .chopped(1));
        io.printLine(QStringLiteral("%1%2  (%3; %4)").arg(prefix, f.path, def, f.expected()));
        io.printLine(QStringLiteral("    ") + f.tooltip);
    }
}

// What `run` would need (RunEstimate), part by part, with the budget it is checked against.
void printEstimate(const CliIo& io, const Scenario& scenario)
{
    const RunEstimate e = estimateRun(scenario, RequestLogPlace::Streamed);
    io.printLine(QStringLiteral("memory: about %1 (the budget: %2, half of this machine's)")
                     .arg(MemoryBudget::format(e.bytes),
                          MemoryBudget::format(static_cast<double>(MemoryBudget::defaultBytes()))));
    for (const EstimatePart& part : e.parts)
        io.printLine(QStringLiteral("  %1  %2: %3")
                         .arg(MemoryBudget::format(part.bytes), QString::fromStdString(part.fields),
                              QString::fromStdString(part.what)));
    io.printLine(QStringLiteral("disk: about %1 for the request log")
                     .arg(MemoryBudget::format(e.diskBytes)));
    io.printLine(QStringLiteral("work: about %1 decisions, %2 clients to set up")
                     .arg(e.decisions, 0, 'g', 3)
                     .arg(e.clients, 0, 'g', 3));
    if (const QString warning = MemoryBudget::longRunWarning(e); !warning.isEmpty())
        io.printLine(QStringLiteral("warning: ") + warning);
}

} // namespace

int InfoCommands::validate(const QStringList& arguments, const CliIo& io)
{
    ArgParser args({{QStringLiteral("set"), true, true}, {QStringLiteral("estimate"), false}});
    QString error;
    if (!args.parse(arguments, &error)) {
        io.error(QStringLiteral("ratelab-cli validate: %1 (see ratelab-cli validate --help)")
                     .arg(error));
        return kExitBadInput;
    }
    const std::optional<Scenario> scenario =
        ScenarioArgs::load(args, QStringLiteral("validate"), io);
    if (!scenario)
        return kExitBadInput;
    io.printLine(QStringLiteral("%1: ok (%2 client(s), %3 lane(s), %4 ms)")
                     .arg(args.positionals().front())
                     .arg(scenario->clients.size())
                     .arg(scenario->lanes.size())
                     .arg(scenario->durationMs));
    if (args.has(QStringLiteral("estimate")))
        printEstimate(io, *scenario);
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
    for (const AlgorithmInfo& info : allAlgorithms()) {
        io.printLine(
            QStringLiteral("%1  %2%3")
                .arg(QString::fromLatin1(info.id.data(), static_cast<qsizetype>(info.id.size()))
                         .leftJustified(16),
                     QString::fromUtf8(info.displayName.data(),
                                       static_cast<qsizetype>(info.displayName.size())),
                     info.replayable ? QString() : QStringLiteral(" (not available in replay)")));
        io.printLine(QStringLiteral("                  ")
                     + QString::fromUtf8(info.description.data(),
                                         static_cast<qsizetype>(info.description.size())));
    }
    return kExitOk;
}

int InfoCommands::fields(const QStringList& arguments, const CliIo& io)
{
    if (!arguments.isEmpty()) {
        io.error(QStringLiteral("ratelab-cli fields: unexpected argument \"%1\"")
                     .arg(arguments.front()));
        return kExitBadInput;
    }
    io.printLine(QStringLiteral("format  (required; 1)"));
    io.printLine(
        QStringLiteral("    The scenario file format version; this RateLab reads format 1."));
    listFields(io, QString(), ScenarioSchema::scenarioFields());
    io.printLine(QStringLiteral("clients  (required; a list of at least one client)"));
    io.printLine(QStringLiteral("    ") + ScenarioSchema::clientsTooltip());
    listFields(io, QStringLiteral("clients[]."), ScenarioSchema::clientFields());
    io.printLine(QStringLiteral("lanes  (required; a list of at least one lane)"));
    io.printLine(QStringLiteral("    ") + ScenarioSchema::lanesTooltip());
    listFields(io, QStringLiteral("lanes[]."), ScenarioSchema::laneFields());
    return kExitOk;
}

} // namespace ratelab
