// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/ScenarioArgs.h"

#include "core/io/run/MemoryBudget.h"
#include "core/io/run/ParallelRun.h"
#include "core/io/scenario/ScenarioLoader.h"

#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>

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

std::optional<ScenarioArgs::Budget>
ScenarioArgs::memoryBudget(const ArgParser& args, const QString& command, const CliIo& io)
{
    if (!args.has(QStringLiteral("memory-budget")))
        return Budget{MemoryBudget::defaultBytes(),
                      QStringLiteral("half of this machine's memory; see --memory-budget")};
    QString error;
    const auto bytes = MemoryBudget::parse(args.value(QStringLiteral("memory-budget")), &error);
    if (!bytes) {
        io.error(QStringLiteral("ratelab-cli %1: --memory-budget: %2").arg(command, error));
        return std::nullopt;
    }
    return Budget{
        *bytes,
        QStringLiteral("--memory-budget %1").arg(args.value(QStringLiteral("memory-budget")))};
}

bool ScenarioArgs::fitsBudget(const std::vector<const Scenario*>& scenarios, int together,
                              RequestLogPlace log, const Budget& budget, const QString& diskFolder,
                              const QString& file, const CliIo& io)
{
    // The biggest run, as many times as may run at once.
    RunEstimate biggest;
    for (const Scenario* scenario : scenarios) {
        const RunEstimate e = estimateRun(*scenario, log);
        if (e.bytes > biggest.bytes || biggest.parts.empty())
            biggest = e;
    }
    const int copies = std::max(1, std::min<int>(together, static_cast<int>(scenarios.size())));
    RunEstimate all = biggest;
    all.bytes = kEstimateBaselineBytes + (biggest.bytes - kEstimateBaselineBytes) * copies;
    for (EstimatePart& part : all.parts)
        part.bytes *= copies;
    if (const QString why = MemoryBudget::refusal(all, budget.bytes, budget.source);
        !why.isEmpty()) {
        io.error(QStringLiteral("%1: %2").arg(file, why));
        return false;
    }
    if (log == RequestLogPlace::Streamed) {
        // The folder is made only when the files are written: ask the nearest that exists.
        QString existing = QFileInfo(diskFolder).absoluteFilePath();
        while (!QFileInfo::exists(existing) && existing != QFileInfo(existing).absolutePath())
            existing = QFileInfo(existing).absolutePath();
        const QStorageInfo storage(existing);
        const std::int64_t free = storage.isValid() ? storage.bytesAvailable() : -1;
        if (const QString why =
                MemoryBudget::diskRefusal(biggest, free, QDir::toNativeSeparators(existing));
            !why.isEmpty()) {
            io.error(QStringLiteral("%1: %2").arg(file, why));
            return false;
        }
    }
    RunEstimate work = biggest;
    work.decisions *= static_cast<double>(scenarios.size()) / copies;
    work.clients *= static_cast<double>(scenarios.size()) / copies;
    if (const QString warning = MemoryBudget::longRunWarning(work); !warning.isEmpty())
        io.error(QStringLiteral("%1: warning: %2").arg(file, warning));
    return true;
}

} // namespace ratelab
