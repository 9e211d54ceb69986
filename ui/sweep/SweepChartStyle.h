// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the Sweep view's three charts share: a lane's colour, an axis of varied values as tick
// labels, and the text naming a point ("lanes.*.limit=20, lanes.*.burst=5"). Stateless; GUI
// thread.
#include "core/io/sweep/SweepPlan.h"

#include <QColor>
#include <QSharedPointer>
#include <QString>

class QCPAxisTickerText;

namespace ratelab {

class SweepChartStyle {
public:
    static QColor laneColor(std::size_t lane);
    // The values' labels at their indices, at most about 12 so they stay legible.
    static QSharedPointer<QCPAxisTickerText> ticker(const SweepAxis& axis);
    // "PATH=VALUE" of every axis at the point, joined by ", ".
    static QString pointText(const SweepPlan& plan, qsizetype point);
    // A metric's value for a tooltip: integers without decimals, rates with four.
    static QString valueText(double value);
};

} // namespace ratelab
