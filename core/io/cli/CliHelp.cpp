// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/CliHelp.h"

#include "core/io/cli/CliCommands.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

namespace ratelab {

namespace {

QString commandList()
{
    QString list;
    for (const CliCommand& command : cliCommands())
        list += QStringLiteral("  %1%2\n")
                    .arg(QString::fromLatin1(command.name).leftJustified(13),
                         QString::fromLatin1(command.summary));
    return list;
}

// Each command's synopsis, as the first paragraph of its own help says it, so the tool's usage
// cannot drift from the commands'.
QString usageList()
{
    QString list;
    for (const CliCommand& command : cliCommands()) {
        const QString help = command.help();
        const QString synopsis = help.left(help.indexOf(QStringLiteral("\n\n")));
        for (QString line : synopsis.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("Usage: ")))
                line = line.mid(7);
            else if (line.startsWith(QLatin1String("       ")))
                line = line.mid(7);
            list += QStringLiteral("  ") + line + QLatin1Char('\n');
        }
    }
    return list;
}

QString ids(bool (*filter)(const AlgorithmInfo&))
{
    return QString::fromStdString(algorithmIdList(filter));
}

// "  --burst B         text", the text wrapped at 90 columns under its own start.
QString optionLine(const QString& option, const QString& text)
{
    const QString indent(20, QLatin1Char(' '));
    QString out = QStringLiteral("  ") + option.leftJustified(18);
    qsizetype column = out.size();
    for (const QString& word : text.split(QLatin1Char(' '))) {
        if (column > 20 && column + 1 + word.size() > 90) {
            out += QLatin1Char('\n') + indent;
            column = indent.size();
        } else if (column > 20) {
            out += QLatin1Char(' ');
            ++column;
        }
        out += word;
        column += word.size();
    }
    return out + QLatin1Char('\n');
}

} // namespace

QString CliHelp::tool()
{
    return QStringLiteral(
               "ratelab-cli: run RateLab scenarios and replay request traces without the GUI.\n"
               "\n"
               "Usage:\n")
           + usageList()
           + QStringLiteral("\n"
                            "Commands:\n")
           + commandList()
           + QStringLiteral(
               "\n"
               "Examples:\n"
               "  ratelab-cli run scenarios/boundary-burst.json --out out/\n"
               "  ratelab-cli replay --algorithm token-bucket --limit 10 --window 1000 --trace trace.csv\n"
               "\n"
               "Exit codes: 0 success, 1 the run failed, 2 bad usage or bad input.\n"
               "Run \"ratelab-cli COMMAND --help\" for a command's options. Full reference: docs/cli.md;\n"
               "the scenario file format: docs/scenario-format.md.\n");
}

QString CliHelp::run()
{
    return QStringLiteral(
        "Usage: ratelab-cli run SCENARIO.json --out DIR [--set PATH=VALUE ...] [--seed N]\n"
        "                       [--jobs N] [--memory-budget SIZE]\n"
        "\n"
        "Simulates the scenario and writes into DIR (created if missing):\n"
        "  summary.csv     one row per lane: lane,algorithm,admitted,rejected,failed_open,\n"
        "                  failed_closed,max_admitted_any_window,limit,over_admission_ratio,...\n"
        "  timeseries.csv  one row per time bucket and lane: time_ms,lane,admitted,rejected,...\n"
        "  requests.csv    the request log: time_ms,lane,client,key,attempt,cost,allowed,...\n"
        "and prints a summary table. The files are written all at once at the end: an error or\n"
        "Ctrl-C (at any point: set-up, run or writing) leaves no half-written file. Before it\n"
        "starts, the run's memory is estimated: a scenario that needs more than the budget is\n"
        "refused, naming the fields that need it, and a long run is announced. The request log\n"
        "is streamed to disk, beside DIR, while the run goes.\n"
        "\n"
        "Options:\n"
        "  --out DIR           where to write the CSV files (required)\n"
        "  --set PATH=VALUE    override a scenario field by its dotted path; repeatable.\n"
        "                      VALUE is read as JSON if it parses, else as a string.\n"
        "                      \"*\" stands for every element of a list.\n"
        "  --seed N            the random seed (overrides the file's \"seed\")\n"
        "  --jobs N            lanes computed on N threads (default: the core count); the\n"
        "                      files are byte-identical for any N\n"
        "  --memory-budget SIZE  the most memory the run may need: 8G, 512M, 60% (of this\n"
        "                      machine's), or none (default: 50%)\n"
        "\n"
        "Examples:\n"
        "  ratelab-cli run scenarios/boundary-burst.json --out out/\n"
        "  ratelab-cli run scenarios/boundary-burst.json --out out/ --set lanes.*.limit=20 --seed 7\n"
        "  ratelab-cli run my.json --out out/ --set clients.1.arrival.rate_per_sec=20 \\\n"
        "                                     --set lanes.0.algorithm=gcra\n"
        "\n"
        "Exit codes: 0 success, 1 the run failed (or was interrupted), 2 bad usage or a bad file.\n");
}

QString CliHelp::replay()
{
    return QStringLiteral(
               "Usage: ratelab-cli replay --algorithm ID --limit N --window MS [--burst B] [--log-rejected]\n"
               "                          [--delay N | --nodelay] [--warmup-ms W] [--timeout-ms T]\n"
               "                          --trace IN.csv [--out OUT.csv]\n"
               "\n"
               "Runs every request of a trace through one algorithm, each key with its own state and the\n"
               "row's time as the limiter clock, and writes one row per input row, in input order:\n"
               "  time_ms,key,cost,allowed,remaining,retry_after_ms,reset_ms,delay_ms\n"
               "(allowed is 1 or 0; delay_ms is how long an admitted request waits: the leaky bucket's\n"
               "queue, nginx's delay, Guava's sleep rounded up to whole ms; else 0).\n"
               "\n"
               "The trace is CSV with a header line: time_ms,key or time_ms,key,cost. Times are integer\n"
               "milliseconds that never decrease; cost is a non-negative integer, default 1. The whole\n"
               "trace is checked before anything is written; a problem is reported as FILE:LINE.\n"
               "\n"
               "Options:\n")
           + optionLine(QStringLiteral("--algorithm ID"),
                        ids([](const AlgorithmInfo& a) { return a.replayable; }))
           + QStringLiteral("  --limit N         requests (cost units) per window\n"
                            "  --window MS       the window in milliseconds\n")
           + optionLine(
               QStringLiteral("--burst B"),
               QStringLiteral("bucket capacity (%1); default N; nginx's burst= (default 0); "
                              "guava-bursty's most stored permits (default 1 s of them)")
                   .arg(ids([](const AlgorithmInfo& a) {
                       return a.replayable && a.usesBurst && !a.inProcessOnly;
                   })))
           + optionLine(QStringLiteral("--log-rejected"),
                        QStringLiteral("%1 variant that also logs rejected requests")
                            .arg(ids([](const AlgorithmInfo& a) { return a.logsRejectedVariant; })))
           + QStringLiteral(
               "  --delay N         nginx delay=N: the first N excess requests pass at once\n"
               "  --nodelay         nginx nodelay: no request waits\n"
               "  --warmup-ms W     guava-warmup's warm-up period (required there)\n"
               "  --timeout-ms T    Guava: tryAcquire(cost, T ms); default 0\n")
           + QStringLiteral(
               "  --trace IN.csv    the trace to replay (required)\n"
               "  --out OUT.csv     where to write the decisions; standard output if omitted\n"
               "\n"
               "Examples:\n"
               "  ratelab-cli replay --algorithm fixed-window --limit 100 --window 60000 --trace t.csv\n"
               "  ratelab-cli replay --algorithm token-bucket --limit 10 --window 1000 --burst 20 \\\n"
               "                     --trace t.csv --out decisions.csv\n"
               "\n"
               "Exit codes: 0 success, 1 the output could not be written, 2 bad usage or a bad trace.\n");
}

QString CliHelp::validate()
{
    return QStringLiteral(
        "Usage: ratelab-cli validate SCENARIO.json [--set PATH=VALUE ...] [--estimate]\n"
        "\n"
        "Checks a scenario file and any overrides, and reports every problem with its JSON path,\n"
        "without running the simulation.\n"
        "\n"
        "Options:\n"
        "  --set PATH=VALUE    override a scenario field, as in run; repeatable\n"
        "  --estimate          also print what a run would need: memory part by part (with the\n"
        "                      fields behind each), disk for the request log, and decisions\n"
        "\n"
        "Example:\n"
        "  ratelab-cli validate scenarios/boundary-burst.json --set lanes.0.limit=50\n"
        "\n"
        "Exit codes: 0 the scenario is valid, 2 it is not (or bad usage).\n");
}

QString CliHelp::algorithms()
{
    return QStringLiteral(
        "Usage: ratelab-cli algorithms\n"
        "\n"
        "Lists the algorithm ids used in scenario files (lanes[].algorithm) and by replay, with a\n"
        "sentence on each.\n"
        "\n"
        "Example:\n"
        "  ratelab-cli algorithms\n");
}

QString CliHelp::fields()
{
    return QStringLiteral(
        "Usage: ratelab-cli fields\n"
        "\n"
        "Lists every field a scenario file may hold, by its path (clients[].arrival.kind), with\n"
        "its default (or \"required\"), the values it accepts and a sentence on its meaning. The\n"
        "same paths name fields in --set PATH=VALUE and in error messages.\n"
        "\n"
        "Example:\n"
        "  ratelab-cli fields\n");
}

QString CliHelp::help()
{
    return QStringLiteral(
        "Usage: ratelab-cli help [COMMAND]\n"
        "\n"
        "Prints the tool's help, or the help of one command (the same as COMMAND --help).\n"
        "\n"
        "Example:\n"
        "  ratelab-cli help run\n");
}

} // namespace ratelab
