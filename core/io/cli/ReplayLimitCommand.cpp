// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/ReplayLimitCommand.h"

#include "core/io/cli/ArgParser.h"

#include "core/io/csv/AtomicFiles.h"
#include "core/io/csv/NumberFormat.h"
#include "core/io/trace/LimitSamplesReader.h"

#include "core/sim/adaptive/AdaptiveAlgorithms.h"

#include <new>
#include <utility>

namespace ratelab {

namespace {

QString latin(std::string_view text)
{
    return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
}

QString algorithmIds()
{
    QStringList ids;
    for (const AdaptiveAlgorithm& a : adaptiveAlgorithms())
        ids << latin(a.id);
    return ids.join(QLatin1Char('|'));
}

QString defaultOf(const AdaptiveParam& p)
{
    if (p.required)
        return QStringLiteral("required");
    if (p.defaultValue) {
        std::string text;
        if (p.integer)
            appendInteger(text, static_cast<std::int64_t>(*p.defaultValue));
        else
            appendDouble(text, *p.defaultValue);
        return QStringLiteral("default ") + QString::fromStdString(text);
    }
    return QStringLiteral("default ") + latin(p.defaultText);
}

// Every option any algorithm takes: the parser knows them all, so a misspelt one is named as
// unknown and one of another algorithm as not applying.
std::vector<OptionSpec> optionSpecs()
{
    std::vector<OptionSpec> specs{{QStringLiteral("algorithm")},
                                  {QStringLiteral("samples")},
                                  {QStringLiteral("seed")},
                                  {QStringLiteral("out")}};
    for (const AdaptiveAlgorithm& a : adaptiveAlgorithms())
        for (const AdaptiveParam& p : a.params) {
            const QString name = latin(p.option);
            bool known = false;
            for (const OptionSpec& s : specs)
                known = known || s.name == name;
            if (!known)
                specs.push_back({name});
        }
    return specs;
}

} // namespace

QString ReplayLimitCommand::help()
{
    QString text =
        QStringLiteral(
            "Usage: ratelab-cli replay-limit --algorithm %1\n"
            "                                --samples FILE.csv [--PARAMETER VALUE ...] [--seed S]\n"
            "                                --out OUT.csv\n"
            "\n"
            "Feeds a file of samples, one completed request a line, through one adaptive concurrency\n"
            "limit and writes the limit after each sample, so an engineer can replay a service's own\n"
            "latency log and see what each limiter would have done. Each limit follows its reference\n"
            "exactly, with its defaults (docs/algorithms.md); aimd, vegas and gradient2 equal Netflix\n"
            "concurrency-limits' getLimit() after every sample.\n"
            "\n"
            "The samples are CSV with the header rtt_us,inflight,dropped[,end_us]: the round trip in\n"
            "microseconds (> 0), the requests in flight when it started, 1 if it was dropped or timed\n"
            "out, and when it completed (microseconds, never decreasing; envoy-gradient needs it, its\n"
            "timers run on it). The output repeats those columns and adds limit. The whole file is\n"
            "checked before anything is written; a problem is reported as FILE:LINE.\n"
            "\n"
            "Options:\n"
            "  --algorithm ID    one of %2\n"
            "  --samples FILE.csv  the samples (required)\n"
            "  --seed S          the seeded stream of vegas's probe jitter and envoy-gradient's\n"
            "                    interval jitter (default 1)\n"
            "  --out OUT.csv     where to write (required); - for standard output\n")
            .arg(algorithmIds(), algorithmIds().replace(QLatin1Char('|'), QStringLiteral(", ")));
    for (const AdaptiveAlgorithm& a : adaptiveAlgorithms()) {
        text += QStringLiteral("\nParameters of %1 (%2):\n").arg(latin(a.id), latin(a.reference));
        for (const AdaptiveParam& p : a.params)
            text += QStringLiteral("  --%1 %2  (%3; %4)\n      %5\n")
                        .arg(latin(p.option), p.integer ? QStringLiteral("N") : QStringLiteral("X"),
                             defaultOf(p), latin(p.reference), latin(p.help));
    }
    text += QStringLiteral(
        "\n(L is Log10RootIntFunction of the limit: max(1, (int) log10(limit)).)\n"
        "\n"
        "Examples:\n"
        "  ratelab-cli replay-limit --algorithm gradient2 --samples latency.csv --out limits.csv\n"
        "  ratelab-cli replay-limit --algorithm aimd --min-limit 2 --backoff-ratio 0.5 \\\n"
        "                           --samples latency.csv --out -\n"
        "  ratelab-cli replay-limit --algorithm envoy-gradient --update-interval-ms 100 \\\n"
        "                           --min-rtt-interval-ms 60000 --samples latency.csv --out -\n"
        "\n"
        "Exit codes: 0 success, 1 the output could not be written, 2 bad usage or a bad file.\n");
    return text;
}

int ReplayLimitCommand::execute(const QStringList& arguments, const CliIo& io)
{
    ArgParser args(optionSpecs());
    QString problem;
    auto usageError = [&io](const QString& what) {
        io.error(
            QStringLiteral("ratelab-cli replay-limit: %1 (see ratelab-cli replay-limit --help)")
                .arg(what));
        return kExitBadInput;
    };
    if (!args.parse(arguments, &problem))
        return usageError(problem);
    if (!args.positionals().isEmpty())
        return usageError(
            QStringLiteral("unexpected argument \"%1\"").arg(args.positionals().front()));
    for (const char* required : {"algorithm", "samples", "out"})
        if (!args.has(QString::fromLatin1(required)))
            return usageError(
                QStringLiteral("--%1 is required").arg(QString::fromLatin1(required)));

    const QString id = args.value(QStringLiteral("algorithm"));
    const AdaptiveAlgorithm* algorithm = findAdaptiveAlgorithm(id.toStdString());
    if (!algorithm)
        return usageError(
            QStringLiteral("--algorithm: expected one of %1, got \"%2\"")
                .arg(algorithmIds().replace(QLatin1Char('|'), QStringLiteral(", ")), id));
    AdaptiveValues values;
    for (const OptionSpec& spec : optionSpecs()) {
        if (!args.has(spec.name) || spec.name == QLatin1String("algorithm")
            || spec.name == QLatin1String("samples") || spec.name == QLatin1String("seed")
            || spec.name == QLatin1String("out"))
            continue;
        const AdaptiveParam* param = nullptr;
        for (const AdaptiveParam& p : algorithm->params)
            if (latin(p.option) == spec.name)
                param = &p;
        if (!param)
            return usageError(
                QStringLiteral("--%1 does not apply to --algorithm %2").arg(spec.name, id));
        bool ok = false;
        const double value = args.value(spec.name).trimmed().toDouble(&ok);
        const std::string why =
            ok ? adaptiveParamProblem(*param, value) : adaptiveParamProblem(*param, std::nan(""));
        if (!why.empty())
            return usageError(
                QStringLiteral("--%1: %2, got \"%3\"")
                    .arg(spec.name, QString::fromStdString(why), args.value(spec.name)));
        values[spec.name.toStdString()] = value;
    }
    for (const AdaptiveParam& p : algorithm->params)
        if (p.required && !values.contains(p.option))
            return usageError(QStringLiteral("--%1 is required for --algorithm %2 (its reference "
                                             "has no default)")
                                  .arg(latin(p.option), id));
    std::int64_t seed = 1;
    if (args.has(QStringLiteral("seed"))) {
        const QByteArray text = args.value(QStringLiteral("seed")).trimmed().toUtf8();
        if (!parseInteger(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                          seed)
            || seed < 0)
            return usageError(QStringLiteral("--seed: expected a non-negative integer, got \"%1\"")
                                  .arg(args.value(QStringLiteral("seed"))));
        if (!algorithm->seeded)
            return usageError(
                QStringLiteral("--seed does not apply to --algorithm %1 (it draws nothing)")
                    .arg(id));
    }

    // The whole file is read and checked before a single byte is written.
    const QString samplesPath = args.value(QStringLiteral("samples"));
    std::string csv;
    try {
        const std::optional<LimitSamples> samples =
            LimitSamplesReader::readFile(samplesPath, &problem);
        if (!samples) {
            io.error(problem);
            return kExitBadInput;
        }
        if (algorithm->id == "envoy-gradient" && !samples->hasEnd) {
            io.error(QStringLiteral("%1:1: --algorithm envoy-gradient needs the end_us column "
                                    "(its timers run on the completion times)")
                         .arg(samplesPath));
            return kExitBadInput;
        }
        const auto limit =
            makeAdaptiveLimit(*algorithm, values, Random(static_cast<std::uint64_t>(seed)));
        csv = samples->hasEnd ? "rtt_us,inflight,dropped,end_us,limit\n"
                              : "rtt_us,inflight,dropped,limit\n";
        csv.reserve(samples->rows.size() * 32);
        for (const LimitSample& s : samples->rows) {
            if (samples->hasEnd)
                limit->advanceTo(s.endUs);
            const int after = limit->onSample(s.rttUs, s.inflight, s.dropped);
            appendInteger(csv, s.rttUs);
            csv += ',';
            appendInteger(csv, s.inflight);
            csv += s.dropped ? ",1," : ",0,";
            if (samples->hasEnd) {
                appendInteger(csv, s.endUs);
                csv += ',';
            }
            appendInteger(csv, after);
            csv += '\n';
        }
    } catch (const std::bad_alloc&) {
        io.error(QStringLiteral("ratelab-cli replay-limit: out of memory while reading the samples "
                                "or formatting the output; nothing was written"));
        return kExitRunFailed;
    }

    const QString out = args.value(QStringLiteral("out"));
    if (out == QLatin1String("-")) {
        io.write(csv);
        QString reason;
        if (!io.finishOutput(&reason)) {
            io.error(QStringLiteral("ratelab-cli replay-limit: cannot write to standard output: %1")
                         .arg(reason));
            return kExitRunFailed;
        }
        return kExitOk;
    }
    AtomicFiles files;
    files.add(out, std::move(csv));
    if (!files.commit(&problem)) {
        io.error(
            QStringLiteral("ratelab-cli replay-limit: cannot write the output: %1").arg(problem));
        return kExitRunFailed;
    }
    return kExitOk;
}

} // namespace ratelab
