// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/RunOutput.h"

#include "core/io/cli/SummaryTable.h"

#include "core/io/csv/RunCsv.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

#include <new>

namespace ratelab {

std::optional<ExitCode> outputDirProblem(const CliIo& io, const QString& command,
                                         const QString& dir)
{
    if (dir.isEmpty()) {
        io.error(QStringLiteral("ratelab-cli %1: --out: expected a folder, got an empty name (use "
                                "--out . for the current folder)")
                     .arg(command));
        return kExitBadInput;
    }
    auto fail = [&](const QString& reason) {
        io.error(QStringLiteral("ratelab-cli %1: cannot write the results: %2: %3")
                     .arg(command, QDir::toNativeSeparators(dir), reason));
        return kExitRunFailed;
    };
    if (QFileInfo(dir).exists() && !QFileInfo(dir).isDir())
        return fail(QStringLiteral("it is not a folder"));
    // The folder is created only when the results are written (a failed run leaves nothing
    // behind), so the check probes the nearest folder that exists.
    QString existing = QFileInfo(dir).absoluteFilePath();
    while (!QFileInfo::exists(existing))
        existing = QFileInfo(existing).absolutePath();
    if (!QFileInfo(existing).isDir())
        return fail(QStringLiteral("%1 is not a folder").arg(QDir::toNativeSeparators(existing)));
    // A probe file of our own, removed at once: the only sure test on every file system.
    QTemporaryFile probe(QDir(existing).filePath(QStringLiteral(".ratelab-write-check-XXXXXX")));
    if (!probe.open())
        return fail(probe.errorString());
    return std::nullopt;
}

ExitCode writeRunOutput(const CliIo& io, const QString& command, const RunResult& result,
                        const QString& dir, bool (*interrupted)())
{
    QString error;
    bool written = false;
    try {
        written = RunCsv::writeAll(result, dir, &error, interrupted);
    } catch (const std::bad_alloc&) {
        // Formatting holds each file in memory; the temporaries are discarded, nothing renamed.
        io.error(QStringLiteral("ratelab-cli %1: out of memory while formatting the results; "
                                "nothing was written")
                     .arg(command));
        return kExitRunFailed;
    } catch (const std::exception& e) {
        // A streamed request log that can no longer be read back.
        io.error(QStringLiteral("ratelab-cli %1: cannot write the results: %2; nothing was "
                                "written")
                     .arg(command, QString::fromUtf8(e.what())));
        return kExitRunFailed;
    }
    if (!written && interrupted && interrupted()) {
        io.error(QStringLiteral("ratelab-cli %1: interrupted while writing the results; nothing "
                                "was written (%2 is as it was)")
                     .arg(command, QDir::toNativeSeparators(dir)));
        return kExitRunFailed;
    }
    if (!written) {
        io.error(
            QStringLiteral("ratelab-cli %1: cannot write the results: %2").arg(command, error));
        return kExitRunFailed;
    }
    io.print(SummaryTable::render(result));
    const QDir out(dir);
    io.printLine(QStringLiteral("Wrote %1, %2, %3 and %4")
                     .arg(QDir::toNativeSeparators(out.filePath(QStringLiteral("summary.csv"))),
                          QDir::toNativeSeparators(out.filePath(QStringLiteral("timeseries.csv"))),
                          QDir::toNativeSeparators(out.filePath(QStringLiteral("requests.csv"))),
                          QDir::toNativeSeparators(out.filePath(QStringLiteral("rules.csv")))));
    return kExitOk;
}

} // namespace ratelab
