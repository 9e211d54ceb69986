// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/CalibrationFiles.h"

#include "core/io/calibrate/CalibrationCsv.h"
#include "core/io/csv/AtomicFiles.h"

#include <QDir>

namespace ratelab {

bool writeCalibrationFiles(const QString& dir, const CalibrationResult& result,
                           const CalibrationSettings& settings, QString* error)
{
    const QDir out(dir);
    AtomicFiles files;
    files.add(out.filePath(QStringLiteral("rates.csv")), CalibrationCsv::rates(result));
    files.add(out.filePath(QStringLiteral("percentiles.csv")), CalibrationCsv::percentiles(result));
    files.add(out.filePath(QStringLiteral("suggestions.csv")),
              CalibrationCsv::suggestions(result, settings));
    files.add(out.filePath(QStringLiteral("throttled.csv")), CalibrationCsv::throttled(result));
    files.add(out.filePath(QStringLiteral("summary.csv")),
              CalibrationCsv::summary(result, settings));
    files.add(out.filePath(QStringLiteral("heaviest.csv")), CalibrationCsv::heaviest(result));
    return files.commit(error);
}

} // namespace ratelab
