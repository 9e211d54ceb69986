// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Turns a laid-out QCustomPlot into the two files a chart is written as, NAME.png and NAME.svg,
// in memory (the caller writes them all at once). Main thread only.
#include "core/io/sweep/SweepChartSink.h"

#include <QString>

#include <vector>

class QCustomPlot;

namespace ratelab {

void addChartFiles(QCustomPlot& plot, const QString& name, std::vector<SweepChartFile>& files);
// A lane name as a file-name part: letters, digits, '-', '_' and '.' kept, others '_'.
QString fileSafe(const QString& text);

} // namespace ratelab
