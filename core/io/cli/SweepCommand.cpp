// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/SweepCommand.h"

#include "core/io/cli/ArgParser.h"
#include "core/io/cli/Interrupt.h"
#include "core/io/cli/ProgressReporter.h"
#include "core/io/cli/RunOutput.h"
#include "core/io/cli/ScenarioArgs.h"
#include "core/io/csv/AtomicFiles.h"
#include "core/io/sweep/SweepChartSink.h"
#include "core/io/sweep/SweepCsv.h"
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

namespace ratelab {

namespace {

constexpr int kMaxSeeds = 1000;

// The runner's control, on the waiting thread: the progress bar and Ctrl-C.
class SweepProgress : public SweepControl {
public:
    explicit SweepProgress(ProgressReporter& bar)
        : m_bar(bar)
    {
    }
    void onRunsDone(qsizetype done, qsizetype total) override
    {
        m_bar.onCount(done, total, "runs");
    }
    [[nodiscard]] bool cancelRequested() const override { return InterruptGuard::interrupted(); }

private:
    ProgressReporter& m_bar;
};

int usage(const CliIo& io, const QString& what)
{
    io.error(QStringLiteral("ratelab-cli sweep: %1 (see ratelab-cli sweep --help)").arg(what));
    return kExitBadInput;
}

// The file's JSON with the --set overrides applied, the base every point starts from. The file
// and the overrides have been checked by ScenarioArgs::load already.
QJsonObject baseObject(const QString& file, const QStringList& assignments)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    for (const QString& assignment : assignments) {
        QString ignored;
        if (const auto o = ScenarioOverride::parse(assignment, &ignored))
            o->apply(root, &ignored);
    }
    return root;
}

// Charts an earlier sweep left in the folder would sit beside this sweep's sweep.csv as if they
// drew it: the sweep's own chart files (line-*, heatmap-*) that this one did not write go.
// Nothing else in the folder is touched.
void removeEarlierCharts(const QDir& out, const QStringList& written)
{
    const QStringList own =
        out.entryList({QStringLiteral("line-*.png"), QStringLiteral("line-*.svg"),
                       QStringLiteral("heatmap-*.png"), QStringLiteral("heatmap-*.svg")},
                      QDir::Files);
    for (const QString& name : own)
        if (!written.contains(name))
            QFile::remove(out.filePath(name));
}

} // namespace

QString SweepCommand::help()
{
    return QStringLiteral(
        "Usage: ratelab-cli sweep SCENARIO.json --vary PATH=SPEC [--vary PATH=SPEC ...]\n"
        "                         [--set PATH=VALUE ...] [--seeds K] [--jobs N]\n"
        "                         [--memory-budget SIZE] --out DIR\n"
        "\n"
        "Runs the scenario at every point of the grid the --vary options span and writes\n"
        "DIR/sweep.csv: one row per point and lane (and seed with --seeds), in grid order (the\n"
        "first --vary outermost), the varied values first under their PATH as given, then\n"
        "summary.csv's columns, then abusive_admitted (admitted requests of clients marked not\n"
        "legitimate). With one --vary it draws a line chart per metric, with two a heatmap per\n"
        "metric and lane (admitted, rejected, false_positive_rate, over_admission_ratio,\n"
        "abusive_admitted, p99_delay_ms), as PNG and SVG into DIR.\n"
        "\n"
        "SPEC is one of:\n"
        "  FROM:TO:STEP        FROM, FROM+STEP, ... up to TO (STEP > 0)\n"
        "  FROM:TO:xFACTOR     FROM, FROM*FACTOR, ... up to TO (FACTOR > 1, FROM > 0; integers\n"
        "                      stay integers, rounded)\n"
        "  v1,v2,...           the values given, each read like a --set VALUE\n"
        "PATH is any field --set accepts (lanes.*.limit, clients.0.arrival.rate_per_sec, ...).\n"
        "At most 10000 runs (points x seeds).\n"
        "\n"
        "Options:\n"
        "  --vary PATH=SPEC    a varied field; repeatable (the grid is their product)\n"
        "  --set PATH=VALUE    a fixed override applied first, as in run; repeatable\n"
        "  --seeds K           run every point on K seeds (the file's seed, then the next ones);\n"
        "                      adds a seed column after the varied values; charts show the mean\n"
        "  --jobs N            points computed on N threads (default: the core count); the files\n"
        "                      are byte-identical for any N\n"
        "  --memory-budget SIZE  refuse a sweep whose N runs at once would need more memory\n"
        "                      (8G, 512M, 60% of this machine's, none; default: 50%)\n"
        "  --out DIR           where to write sweep.csv and the charts (required)\n"
        "\n"
        "Examples:\n"
        "  ratelab-cli sweep scenarios/burst-sizing.json --vary 'lanes.*.limit=50:500:50' \\\n"
        "                    --vary 'lanes.*.burst=5:50:5' --out sweep/\n"
        "  ratelab-cli sweep my.json --vary lanes.0.algorithm=gcra,sliding-log --seeds 5 --out s/\n"
        "\n"
        "Ctrl-C stops the sweep: sweep.csv is written with the complete points only, and the\n"
        "exit code is 1.\n"
        "Exit codes: 0 success, 1 a run failed or the sweep was interrupted, 2 bad usage or a bad\n"
        "file or --vary.\n");
}

int SweepCommand::execute(const QStringList& arguments, const CliIo& io)
{
    ArgParser args({{QStringLiteral("out")},
                    {QStringLiteral("vary"), true, true},
                    {QStringLiteral("set"), true, true},
                    {QStringLiteral("seeds")},
                    {QStringLiteral("jobs")},
                    {QStringLiteral("memory-budget")}});
    QString error;
    if (!args.parse(arguments, &error))
        return usage(io, error);
    if (!args.has(QStringLiteral("out")))
        return usage(io, QStringLiteral("--out DIR is required"));
    if (!args.has(QStringLiteral("vary")))
        return usage(io, QStringLiteral("at least one --vary PATH=SPEC is required"));
    const std::optional<int> jobs = ScenarioArgs::jobs(args, QStringLiteral("sweep"), io);
    if (!jobs)
        return kExitBadInput;
    const auto budget = ScenarioArgs::memoryBudget(args, QStringLiteral("sweep"), io);
    if (!budget)
        return kExitBadInput;
    int seedCount = 0;
    if (args.has(QStringLiteral("seeds"))) {
        bool ok = false;
        seedCount = args.value(QStringLiteral("seeds")).toInt(&ok);
        if (!ok || seedCount < 1 || seedCount > kMaxSeeds)
            return usage(io, QStringLiteral("--seeds: expected an integer from 1 to %1, got \"%2\"")
                                 .arg(kMaxSeeds)
                                 .arg(args.value(QStringLiteral("seeds"))));
    }
    QList<SweepAxis> axes;
    bool ok = true;
    for (const QString& vary : args.values(QStringLiteral("vary"))) {
        if (auto axis = SweepAxis::parse(vary, SweepPlan::kMaxRuns, &error)) {
            axes.append(*axis);
        } else {
            io.error(QStringLiteral("ratelab-cli sweep: ") + error);
            ok = false;
        }
    }
    if (!ok)
        return kExitBadInput;
    const std::optional<Scenario> scenario = ScenarioArgs::load(args, QStringLiteral("sweep"), io);
    if (!scenario)
        return kExitBadInput;

    const QString file = args.positionals().front();
    std::vector<std::uint64_t> seeds;
    for (int i = 0; i < seedCount; ++i)
        seeds.push_back(scenario->seed + static_cast<std::uint64_t>(i));
    QStringList problems;
    const std::optional<SweepPlan> plan =
        SweepPlan::build(baseObject(file, args.values(QStringLiteral("set"))), file,
                         std::move(axes), std::move(seeds), &problems);
    if (!plan) {
        for (const QString& problem : problems)
            io.error(QStringLiteral("ratelab-cli sweep: ") + problem);
        return kExitBadInput;
    }
    if (const auto problem =
            outputDirProblem(io, QStringLiteral("sweep"), args.value(QStringLiteral("out"))))
        return *problem;

    // The guard also covers the writing: a Ctrl-C then only raises the flag.
    InterruptGuard guard;
    std::vector<const Scenario*> runs;
    for (qsizetype r = 0; r < plan->runCount(); ++r)
        runs.push_back(&plan->scenario(r));
    if (!ScenarioArgs::fitsBudget(runs, *jobs, RequestLogPlace::Memory, *budget, QString(), file,
                                  io))
        return kExitBadInput;
    SweepResults results;
    {
        ProgressReporter bar(io.err, io.errIsTerminal);
        SweepProgress progress(bar);
        results = SweepRunner::run(*plan, *jobs, &progress);
    }
    if (!results.failure.empty()) {
        io.error(QStringLiteral("%1: the sweep failed at %2; nothing was written")
                     .arg(file, QString::fromStdString(results.failure)));
        return kExitRunFailed;
    }
    qsizetype complete = 0;
    for (qsizetype p = 0; p < plan->pointCount(); ++p)
        complete += results.pointComplete(*plan, p) ? 1 : 0;

    const QDir out(args.value(QStringLiteral("out")));
    AtomicFiles files;
    const QString csvPath = out.filePath(QStringLiteral("sweep.csv"));
    files.add(csvPath, SweepCsv::text(*plan, results));
    std::size_t charts = 0;
    QStringList written;
    if (!results.cancelled && io.sweepCharts) {
        for (SweepChartFile& chart : io.sweepCharts->render(*plan, results)) {
            files.add(out.filePath(chart.name), chart.bytes.toStdString());
            written.append(chart.name);
            ++charts;
        }
    }
    if (!files.commit(&error)) {
        io.error(QStringLiteral("ratelab-cli sweep: cannot write %1").arg(error));
        return kExitRunFailed;
    }
    removeEarlierCharts(out, written);
    if (results.cancelled) {
        io.error(QStringLiteral("ratelab-cli sweep: interrupted; %1 with the %2 complete point(s) "
                                "of %3, no charts")
                     .arg(csvPath)
                     .arg(complete)
                     .arg(plan->pointCount()));
        return kExitRunFailed;
    }
    io.printLine(QStringLiteral("%1 point(s) x %2 seed(s): %3, %4 chart file(s)")
                     .arg(plan->pointCount())
                     .arg(plan->seedCount())
                     .arg(csvPath)
                     .arg(charts));
    return kExitOk;
}

} // namespace ratelab
