// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweep/SweepChartStyle.h"

#include <qcustomplot.h>

#include <cmath>

namespace ratelab {

QColor SweepChartStyle::laneColor(std::size_t lane)
{
    // Okabe-Ito: distinct for colour-blind readers and in print, as the CLI's sweep charts.
    static const QColor colours[] = {
        QColor(0, 114, 178),  QColor(230, 159, 0), QColor(0, 158, 115),  QColor(204, 121, 167),
        QColor(86, 180, 233), QColor(213, 94, 0),  QColor(240, 228, 66), QColor(0, 0, 0)};
    return colours[lane % std::size(colours)];
}

QSharedPointer<QCPAxisTickerText> SweepChartStyle::ticker(const SweepAxis& axis)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const qsizetype n = axis.values.size();
    const qsizetype every = std::max<qsizetype>(1, (n + 11) / 12);
    for (qsizetype i = 0; i < n; i += every)
        ticker->addTick(static_cast<double>(i), axis.labelAt(i));
    return ticker;
}

QString SweepChartStyle::pointText(const SweepPlan& plan, qsizetype point)
{
    QStringList parts;
    for (const ScenarioOverride& o : plan.overridesAt(point))
        parts << o.text;
    return parts.join(QStringLiteral(", "));
}

QString SweepChartStyle::valueText(double value)
{
    if (std::isnan(value))
        return QStringLiteral("–");
    if (std::floor(value) == value && std::fabs(value) < 1e15)
        return QString::number(static_cast<qint64>(value));
    return QString::number(value, 'f', 4);
}

} // namespace ratelab
