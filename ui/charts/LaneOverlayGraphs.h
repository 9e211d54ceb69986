// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A second run drawn over one lane's row (a pinned run, a live run): its admitted requests per
// bucket and its tracked key's level as dashed step lines in the overlay colour, named after the
// run in the legend. The graphs belong to the QCustomPlot. GUI thread only.
#include "core/sim/model/RunResult.h"

#include <QList>
#include <QString>

class QCPAbstractPlottable;
class QCPAxisRect;
class QCPLegend;

namespace ratelab::overlaygraphs {

// Empty when `overlay` has no such lane. `legend` (may be null) lists the counts line.
QList<QCPAbstractPlottable*> add(QCPAxisRect* counts, QCPAxisRect* level, const RunResult& overlay,
                                 std::size_t lane, const QString& label, QCPLegend* legend);

} // namespace ratelab::overlaygraphs
