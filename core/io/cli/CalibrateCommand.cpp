// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/CalibrateCommand.h"

#include "core/io/calibrate/CalibrationFiles.h"
#include "core/io/calibrate/CalibrationReport.h"
#include "core/io/calibrate/LogFileSource.h"
#include "core/io/cli/ArgParser.h"
#include "core/io/cli/Interrupt.h"
#include "core/io/cli/ProgressReporter.h"
#include "core/io/cli/RunOutput.h"
#include "core/io/csv/NumberFormat.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QFile>
#include <QRegularExpression>

#include <limits>
#include <memory>
#include <new>

namespace ratelab {

namespace {

int usage(const CliIo& io, const QString& what)
{
    io.error(
        QStringLiteral("ratelab-cli calibrate: %1 (see ratelab-cli calibrate --help)").arg(what));
    return kExitBadInput;
}

QString replayableIds()
{
    return QString::fromStdString(
        algorithmIdList([](const AlgorithmInfo& a) { return a.replayable; }));
}

// The reader's options from the command line; false with *problem on a bad one.
bool readOptions(const ArgParser& args, AccessLogOptions& options, QString* problem)
{
    const QString format = args.value(QStringLiteral("format"));
    if (format == QLatin1String("common"))
        options.format = LogFormat::Common;
    else if (format == QLatin1String("combined"))
        options.format = LogFormat::Combined;
    else if (format == QLatin1String("csv"))
        options.format = LogFormat::Csv;
    else {
        *problem =
            QStringLiteral("--format: expected common, combined or csv, got \"%1\"").arg(format);
        return false;
    }
    if (args.has(QStringLiteral("identity")))
        options.identity = args.value(QStringLiteral("identity")).toStdString();
    if (options.format != LogFormat::Csv && options.identity != "ip"
        && options.identity != "user") {
        *problem = QStringLiteral("--identity: expected ip or user for a %1 log (a column name "
                                  "needs --format csv), got \"%2\"")
                       .arg(format, args.value(QStringLiteral("identity")));
        return false;
    }
    for (const QString& column : args.values(QStringLiteral("column"))) {
        const qsizetype eq = column.indexOf(QLatin1Char('='));
        if (options.format != LogFormat::Csv || eq <= 0 || eq + 1 == column.size()) {
            *problem = options.format != LogFormat::Csv
                           ? QStringLiteral("--column applies to --format csv only")
                           : QStringLiteral("--column: expected ROLE=NAME, got \"%1\"").arg(column);
            return false;
        }
        options.csvColumns[column.left(eq).toStdString()] = column.mid(eq + 1).toStdString();
    }
    if (args.has(QStringLiteral("strict")) && args.has(QStringLiteral("lenient"))) {
        *problem = QStringLiteral("--strict and --lenient exclude each other");
        return false;
    }
    options.lenient = args.has(QStringLiteral("lenient"));
    return integerOption(args, "reorder-ms", 0, 3'600'000, options.reorderWindowMs, problem);
}

// The analysis's settings; false with *problem.
bool calibrationSettings(const ArgParser& args, CalibrationSettings& settings, QString* problem)
{
    if (args.has(QStringLiteral("algorithm"))) {
        const QString id = args.value(QStringLiteral("algorithm"));
        const auto kind = algorithmFromId(id.toStdString());
        if (!kind || !algorithmInfo(*kind).replayable) {
            *problem =
                QStringLiteral("--algorithm: expected %1, got \"%2\"").arg(replayableIds(), id);
            return false;
        }
        settings.algorithm = *kind;
    }
    if (!integerOption(args, "window-ms", 1, std::numeric_limits<std::int64_t>::max(),
                       settings.windowMs, problem))
        return false;
    if (!rateWindowIndex(settings.windowMs)) {
        *problem = QStringLiteral("--window-ms: expected 1000, 60000, 900000 or 3600000 (the "
                                  "windows rates are measured over), got \"%1\"")
                       .arg(args.value(QStringLiteral("window-ms")));
        return false;
    }
    if (args.has(QStringLiteral("target-fp"))) {
        bool ok = false;
        const double target = args.value(QStringLiteral("target-fp")).toDouble(&ok);
        if (!ok || !(target >= 0.0 && target < 1.0)) {
            *problem = QStringLiteral("--target-fp: expected a rate from 0 up to (not "
                                      "including) 1, e.g. 0.001 for 0.1 %, got \"%1\"")
                           .arg(args.value(QStringLiteral("target-fp")));
            return false;
        }
        settings.targetFalsePositiveRate = target;
    }
    if (args.has(QStringLiteral("legit")) && args.has(QStringLiteral("legit-all-but-top"))) {
        *problem = QStringLiteral("--legit and --legit-all-but-top exclude each other");
        return false;
    }
    std::int64_t top = 0;
    if (!integerOption(args, "legit-all-but-top", 0, std::numeric_limits<std::int32_t>::max(), top,
                       problem))
        return false;
    if (args.has(QStringLiteral("legit-all-but-top")))
        settings.legitimate = LegitimateIdentities::allButTop(top);
    return true;
}

// The --legit list read into the settings.
bool readLegitimateList(const QString& path, CalibrationSettings& settings, QString* problem)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = QStringLiteral("%1: cannot read the list of legitimate identities: %2")
                       .arg(path, file.errorString());
        return false;
    }
    settings.legitimate = LegitimateIdentities::parseList(file.readAll().toStdString());
    return true;
}

// The analysis names a line as "line N: why"; the contract's form is "FILE:N: why".
QString located(const QString& log, const std::string& error)
{
    const QString what = QString::fromStdString(error);
    static const QRegularExpression line(QStringLiteral("^line (\\d+): "));
    const QRegularExpressionMatch m = line.match(what);
    if (m.hasMatch())
        return QStringLiteral("%1:%2: %3").arg(log, m.captured(1), what.mid(m.capturedLength()));
    return QStringLiteral("%1: %2").arg(log, what);
}

QString skippedReport(const LogFileSource& source)
{
    const SkippedLines& skipped = source.skipped();
    QString text = QStringLiteral("%1: skipped %2 malformed line(s) of %3")
                       .arg(source.path())
                       .arg(skipped.total())
                       .arg(source.linesRead());
    for (const auto& [reason, count] : skipped.byReason)
        text += QStringLiteral("\n  %1 %2, first %3")
                    .arg(QString::fromStdString(reason))
                    .arg(count)
                    .arg(QString::fromStdString(skipped.firstByReason.at(reason)));
    return text;
}

} // namespace

QString CalibrateCommand::help()
{
    return QStringLiteral(
               "Usage: ratelab-cli calibrate LOG --format FORMAT [--identity ip|user|COLUMN]\n"
               "                             [--column ROLE=NAME ...] [--legit FILE | --legit-all-but-top K]\n"
               "                             [--strict | --lenient] [--reorder-ms MS] [--algorithm ID]\n"
               "                             [--window-ms MS] [--target-fp RATE] --out DIR\n"
               "\n"
               "Measures the request rates in an access log and chooses a limit per endpoint category\n"
               "from them, as the seeds say to: every identity's busiest 1 s, 1 min, 15 min and 1 h, the\n"
               "p50/p95/p99/max of those across identities, a limit of 2x the p99 of the legitimate\n"
               "identities with a burst of 15 % of it (the rule of thumb, with its reason), then a replay\n"
               "of the whole log through candidate limits in the log's own time that finds the smallest\n"
               "limit whose false-positive rate (rejected legitimate requests / legitimate requests)\n"
               "stays at most the target, and how far the rule of thumb was from it. The log is read\n"
               "once for the analysis and once per replay pass (a few), never held in memory.\n"
               "\n"
               "Writes, all or nothing, into DIR: rates.csv (identity, category, window), percentiles.csv\n"
               "(category, window), suggestions.csv (one row per category: category,algorithm,limit,\n"
               "window_ms,burst,reason,false_positive_rate,abusive_admitted, then the smallest safe\n"
               "limit and more), throttled.csv (who the suggested limits throttle: identity,category,\n"
               "first_throttled_ms,rejected), summary.csv (one row per replayed candidate, run's\n"
               "summary columns first) and heaviest.csv. Prints the verdict per category.\n"
               "\n"
               "FORMAT is common or combined (Apache's and nginx's access logs; time zones honoured) or\n"
               "csv (a header line; columns time, identity, path, and optionally method and status;\n"
               "time in epoch ms or ISO 8601). Paths are normalised and put in the built-in endpoint\n"
               "categories. Lines out of time order by up to the re-order window are put back in order;\n"
               "worse is an error.\n"
               "\n"
               "Options:\n"
               "  --format FORMAT         common, combined or csv (required)\n"
               "  --identity ip|user|COLUMN\n"
               "                          whom a request counts against: the client address (default),\n"
               "                          the authenticated user, or for csv the column of that name\n"
               "  --column ROLE=NAME      csv: the column holding ROLE (time, identity, method, path,\n"
               "                          status) when it is not named like the role; repeatable\n"
               "  --legit FILE            the legitimate identities, one a line (# comments); the others\n"
               "                          count as abusive (default: every identity is legitimate)\n"
               "  --legit-all-but-top K   every identity but the K with the most requests is legitimate\n"
               "  --strict                stop at the first malformed line with FILE:LINE: why (default)\n"
               "  --lenient               skip malformed lines and count them by reason on stderr\n"
               "  --reorder-ms MS         how far out of order lines may be, 0..3600000 (default 2000)\n"
               "  --algorithm ID          the limiter the candidates run (default token-bucket): ")
           + replayableIds()
           + QStringLiteral(
               "\n"
               "  --window-ms MS          the limit's window: 1000, 60000 (default), 900000 or 3600000\n"
               "  --target-fp RATE        the false-positive target, 0 <= RATE < 1 (default 0.001)\n"
               "  --out DIR               where to write the CSV files (required)\n"
               "\n"
               "Examples:\n"
               "  ratelab-cli generate-log --seed 1 --out demo.log --truth demo-truth.csv\n"
               "  ratelab-cli calibrate demo.log --format combined --legit-all-but-top 5 --out cal/\n"
               "  ratelab-cli calibrate api.csv --format csv --identity api_key --column time=ts \\\n"
               "                        --lenient --algorithm gcra --out cal/\n"
               "\n"
               "A progress bar with an ETA is drawn on a terminal for long logs. Ctrl-C stops the\n"
               "calibration with nothing written (exit 1).\n"
               "Exit codes: 0 success, 1 interrupted or a file could not be written, 2 bad usage or a\n"
               "bad log (FILE:LINE: why).\n");
}

int CalibrateCommand::execute(const QStringList& arguments, const CliIo& io)
{
    ArgParser args({{QStringLiteral("format")},
                    {QStringLiteral("identity")},
                    {QStringLiteral("column"), true, true},
                    {QStringLiteral("legit")},
                    {QStringLiteral("legit-all-but-top")},
                    {QStringLiteral("strict"), false},
                    {QStringLiteral("lenient"), false},
                    {QStringLiteral("reorder-ms")},
                    {QStringLiteral("algorithm")},
                    {QStringLiteral("window-ms")},
                    {QStringLiteral("target-fp")},
                    {QStringLiteral("out")}});
    QString problem;
    if (!args.parse(arguments, &problem))
        return usage(io, problem);
    if (args.positionals().size() != 1)
        return usage(
            io, args.positionals().isEmpty()
                    ? QStringLiteral("the LOG file is required")
                    : QStringLiteral("unexpected argument \"%1\"").arg(args.positionals().at(1)));
    for (const char* required : {"format", "out"})
        if (!args.has(QString::fromLatin1(required)))
            return usage(io, QStringLiteral("--%1 is required").arg(QString::fromLatin1(required)));
    AccessLogOptions options;
    CalibrationSettings settings;
    if (!readOptions(args, options, &problem) || !calibrationSettings(args, settings, &problem))
        return usage(io, problem);
    if (args.has(QStringLiteral("legit"))
        && !readLegitimateList(args.value(QStringLiteral("legit")), settings, &problem)) {
        io.error(problem);
        return kExitBadInput;
    }
    if (const auto outProblem =
            outputDirProblem(io, QStringLiteral("calibrate"), args.value(QStringLiteral("out"))))
        return *outProblem;

    const QString log = args.positionals().front();
    LogFileSource source(log, options);
    InterruptGuard guard;
    std::unique_ptr<ProgressReporter> bar;
    int barPass = 0;
    source.setProgress([&](int pass, std::int64_t read, std::int64_t total) {
        if (pass != barPass) {
            // A bar per pass: each pass reads the whole file again, so its ETA is its own.
            bar = std::make_unique<ProgressReporter>(io.err, io.errIsTerminal);
            barPass = pass;
        }
        const std::string unit =
            pass == 1 ? "MB analysed" : "MB replayed (pass " + std::to_string(pass) + ")";
        bar->onCount(read >> 20, total >> 20, unit.c_str());
        return !InterruptGuard::interrupted();
    });
    CalibrationResult result;
    std::string error;
    bool ok = false;
    try {
        ok = Calibration::run(source.source(), settings, &result, &error);
    } catch (const std::bad_alloc&) {
        bar.reset();
        io.error(QStringLiteral("ratelab-cli calibrate: out of memory while analysing %1; "
                                "nothing was written")
                     .arg(log));
        return kExitRunFailed;
    }
    bar.reset();
    if (source.cancelled()) {
        io.error(QStringLiteral("ratelab-cli calibrate: interrupted; nothing was written"));
        return kExitRunFailed;
    }
    if (!ok) {
        io.error(source.readFailed() ? QString::fromStdString(error) : located(log, error));
        return kExitBadInput;
    }
    if (source.skipped().total() > 0)
        io.error(skippedReport(source));

    const QString out = args.value(QStringLiteral("out"));
    if (!writeCalibrationFiles(out, result, settings, &problem)) {
        io.error(QStringLiteral("ratelab-cli calibrate: cannot write %1").arg(problem));
        return kExitRunFailed;
    }
    io.printLine(QStringLiteral("%1: %2 records of %3 identities in %4 categories; legitimate: "
                                "%5; %6 at window %7 ms, false-positive target %8; %9 replay "
                                "pass(es)")
                     .arg(log)
                     .arg(result.analysis.records())
                     .arg(result.analysis.identities().size())
                     .arg(result.analysis.categories().size())
                     .arg(QString::fromStdString(settings.legitimate.describe()))
                     .arg(QString::fromLatin1(
                         algorithmInfo(settings.algorithm).id.data(),
                         static_cast<qsizetype>(algorithmInfo(settings.algorithm).id.size())))
                     .arg(settings.windowMs)
                     .arg(QString::fromStdString(formatDouble(settings.targetFalsePositiveRate)))
                     .arg(result.passes));
    io.print(QString::fromStdString(calibrationReport(result, settings)));
    io.printLine(QStringLiteral("%1: rates.csv percentiles.csv suggestions.csv throttled.csv "
                                "summary.csv heaviest.csv")
                     .arg(out));
    return kExitOk;
}

} // namespace ratelab
