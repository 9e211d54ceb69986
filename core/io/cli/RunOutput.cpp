#include "core/io/cli/RunOutput.h"

#include "core/io/cli/SummaryTable.h"

#include "core/io/csv/RunCsv.h"

#include <QDir>

namespace ratelab {

ExitCode writeRunOutput(const CliIo& io, const QString& command, const RunResult& result,
                        const QString& dir)
{
    QString error;
    if (!RunCsv::writeAll(result, dir, &error)) {
        io.error(
            QStringLiteral("ratelab-cli %1: cannot write the results: %2").arg(command, error));
        return kExitRunFailed;
    }
    io.print(SummaryTable::render(result));
    const QDir out(dir);
    io.printLine(QStringLiteral("Wrote %1, %2 and %3")
                     .arg(QDir::toNativeSeparators(out.filePath(QStringLiteral("summary.csv"))),
                          QDir::toNativeSeparators(out.filePath(QStringLiteral("timeseries.csv"))),
                          QDir::toNativeSeparators(out.filePath(QStringLiteral("requests.csv")))));
    return kExitOk;
}

} // namespace ratelab
