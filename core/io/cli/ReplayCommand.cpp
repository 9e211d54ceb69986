// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/ReplayCommand.h"

#include "core/io/cli/ArgParser.h"

#include "core/io/csv/AtomicFiles.h"
#include "core/io/csv/NumberFormat.h"
#include "core/io/trace/TraceReader.h"
#include "core/io/trace/TraceReplay.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/ScenarioLimits.h"

#include <new>
#include <utility>

namespace ratelab {

namespace {

QString replayableIds()
{
    QStringList ids;
    for (const AlgorithmInfo& info : allAlgorithms())
        if (info.replayable)
            ids.append(QString::fromLatin1(info.id.data(), static_cast<qsizetype>(info.id.size())));
    return ids.join(QStringLiteral(", "));
}

// Reads --NAME as an integer in [min, max]; on failure sets `problem`.
bool integerOption(const ArgParser& args, const QString& name, std::int64_t min, std::int64_t max,
                   const QString& what, std::int64_t& value, QString& problem)
{
    const QByteArray text = args.value(name).trimmed().toUtf8();
    if (!parseInteger(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                      value)
        || value < min || value > max) {
        problem = QStringLiteral("--%1: expected %2, got \"%3\"").arg(name, what, args.value(name));
        return false;
    }
    return true;
}

} // namespace

int ReplayCommand::execute(const QStringList& arguments, const CliIo& io)
{
    ArgParser args({{QStringLiteral("algorithm")},
                    {QStringLiteral("limit")},
                    {QStringLiteral("window")},
                    {QStringLiteral("burst")},
                    {QStringLiteral("log-rejected"), false},
                    {QStringLiteral("delay")},
                    {QStringLiteral("nodelay"), false},
                    {QStringLiteral("warmup-ms")},
                    {QStringLiteral("timeout-ms")},
                    {QStringLiteral("trace")},
                    {QStringLiteral("out")}});
    QString problem;
    auto usageError = [&io](const QString& what) {
        io.error(
            QStringLiteral("ratelab-cli replay: %1 (see ratelab-cli replay --help)").arg(what));
        return kExitBadInput;
    };
    if (!args.parse(arguments, &problem))
        return usageError(problem);
    if (!args.positionals().isEmpty())
        return usageError(
            QStringLiteral("unexpected argument \"%1\"").arg(args.positionals().front()));
    for (const char* required : {"algorithm", "limit", "window", "trace"})
        if (!args.has(QString::fromLatin1(required)))
            return usageError(
                QStringLiteral("--%1 is required").arg(QString::fromLatin1(required)));

    const QString id = args.value(QStringLiteral("algorithm"));
    const auto kind = algorithmFromId(id.toStdString());
    if (!kind || !algorithmInfo(*kind).replayable)
        return usageError(
            QStringLiteral("--algorithm: expected one of %1, got \"%2\"").arg(replayableIds(), id));
    LimitParams params;
    if (!integerOption(args, QStringLiteral("limit"), 1, kMaxLimit,
                       QStringLiteral("a positive integer (requests)"), params.limit, problem)
        || !integerOption(args, QStringLiteral("window"), 1, kMaxWindowMs,
                          QStringLiteral("a positive integer (milliseconds)"), params.windowMs,
                          problem)
        || (args.has(QStringLiteral("burst"))
            && !integerOption(args, QStringLiteral("burst"), 0, kMaxLimit,
                              QStringLiteral("a non-negative integer (requests)"), params.burst,
                              problem)))
        return usageError(problem);
    params.logRejected = args.has(QStringLiteral("log-rejected"));
    if (params.logRejected && !algorithmInfo(*kind).logsRejectedVariant) {
        const std::string ids =
            algorithmIdList([](const AlgorithmInfo& a) { return a.logsRejectedVariant; });
        return usageError(QStringLiteral("--log-rejected applies to --algorithm %1 only")
                              .arg(QString::fromStdString(ids)));
    }
    const AlgorithmInfo& info = algorithmInfo(*kind);
    // An option the algorithm does not take is an error, not silently ignored.
    const struct {
        const char* option;
        bool applies;
        const char* to;
    } specific[] = {{"delay", info.usesDelay, "nginx"},
                    {"nodelay", info.usesDelay, "nginx"},
                    {"warmup-ms", info.usesWarmup, "guava-warmup"},
                    {"timeout-ms", info.usesTimeout, "guava-bursty and guava-warmup"}};
    for (const auto& o : specific)
        if (args.has(QString::fromLatin1(o.option)) && !o.applies)
            return usageError(
                QStringLiteral("--%1 applies to --algorithm %2 only, not %3")
                    .arg(QString::fromLatin1(o.option), QString::fromLatin1(o.to), id));
    // Other algorithms without a burst have always ignored --burst; Guava's warm-up derives it.
    if (args.has(QStringLiteral("burst")) && !info.usesBurst && info.inProcessOnly)
        return usageError(QStringLiteral("--burst does not apply to --algorithm %1 (its stored "
                                         "permits follow from --warmup-ms)")
                              .arg(id));
    if (args.has(QStringLiteral("delay")) && args.has(QStringLiteral("nodelay")))
        return usageError(QStringLiteral("--delay and --nodelay exclude each other"));
    if (info.usesWarmup && !args.has(QStringLiteral("warmup-ms")))
        return usageError(QStringLiteral("--warmup-ms is required for --algorithm %1").arg(id));
    params.nodelay = args.has(QStringLiteral("nodelay"));
    if ((args.has(QStringLiteral("delay"))
         && !integerOption(args, QStringLiteral("delay"), 0, kMaxLimit,
                           QStringLiteral("a non-negative integer (requests)"), params.delay,
                           problem))
        || (args.has(QStringLiteral("warmup-ms"))
            && !integerOption(args, QStringLiteral("warmup-ms"), 1, kMaxWindowMs,
                              QStringLiteral("a positive integer (milliseconds)"), params.warmupMs,
                              problem))
        || (args.has(QStringLiteral("timeout-ms"))
            && !integerOption(args, QStringLiteral("timeout-ms"), 0, kMaxWindowMs,
                              QStringLiteral("a non-negative integer (milliseconds)"),
                              params.timeoutMs, problem)))
        return usageError(problem);
    if (const std::string paramsProblem = limitParamsProblem(params); !paramsProblem.empty())
        return usageError(QString::fromStdString(paramsProblem));
    if (const ParamProblem p = algorithmParamsProblem(*kind, params); !p.field.empty())
        return usageError(QString::fromStdString(p.field + " " + p.what));

    // The whole trace is read and checked before a single byte is written.
    std::string csv;
    try {
        const std::optional<Trace> trace =
            TraceReader::readFile(args.value(QStringLiteral("trace")), &problem,
                                  [&](std::int64_t cost) { return costProblem(*kind, cost); });
        if (!trace) {
            io.error(problem);
            return kExitBadInput;
        }
        const auto algorithm = makeAlgorithm(*kind, params);
        csv = TraceReplay::replayToCsv(*trace, *algorithm);
    } catch (const std::bad_alloc&) {
        io.error(QStringLiteral("ratelab-cli replay: out of memory while reading the trace or "
                                "formatting the output; nothing was written"));
        return kExitRunFailed;
    }

    if (!args.has(QStringLiteral("out"))) {
        io.write(csv);
        QString reason;
        if (!io.finishOutput(&reason)) {
            io.error(QStringLiteral("ratelab-cli replay: cannot write to standard output: %1")
                         .arg(reason));
            return kExitRunFailed;
        }
        return kExitOk;
    }
    AtomicFiles files;
    files.add(args.value(QStringLiteral("out")), std::move(csv));
    if (!files.commit(&problem)) {
        io.error(QStringLiteral("ratelab-cli replay: cannot write the output: %1").arg(problem));
        return kExitRunFailed;
    }
    return kExitOk;
}

} // namespace ratelab
