// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writes a calibration's CSV files into a folder all-or-nothing (AtomicFiles): rates.csv,
// percentiles.csv, suggestions.csv, throttled.csv, summary.csv and heaviest.csv. An interrupted
// or failed write leaves the previous files, never a mix.
#include "core/io/calibrate/Calibration.h"

#include <QString>

namespace ratelab {

// False with *error ("PATH: reason") when a file cannot be written.
bool writeCalibrationFiles(const QString& dir, const CalibrationResult& result,
                           const CalibrationSettings& settings, QString* error);

} // namespace ratelab
