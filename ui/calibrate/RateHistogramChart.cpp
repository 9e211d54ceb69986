// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/calibrate/RateHistogramChart.h"

#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"

#include <algorithm>
#include <cmath>

namespace ratelab {

namespace {

// Bars sit on this count (not 0, which a log axis cannot show), so a bin of one identity shows.
constexpr double kBarBase = 0.5;

} // namespace

RateHistogramChart::RateHistogramChart(QWidget* parent)
    : QCustomPlot(parent)
    , m_legitimate(new QCPBars(xAxis, yAxis))
    , m_abusive(new QCPBars(xAxis, yAxis))
{
    setMinimumSize(420, 260);
    chartstyle::styleAxisRect(axisRect());
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
        ticker->setLogBase(10);
        ticker->setSubTickCount(8);
        axis->setTicker(ticker);
        axis->setNumberFormat(QStringLiteral("gb"));
    }
    yAxis->setLabel(tr("identities"));
    m_legitimate->setName(tr("legitimate identities"));
    m_legitimate->setPen(Qt::NoPen);
    m_legitimate->setBrush(colors::admitted());
    m_abusive->setName(tr("abusive identities"));
    m_abusive->setPen(QPen(colors::rejected().darker(130)));
    m_abusive->setBrush(QBrush(colors::rejected(), colors::refusedPattern()));
    // The legend goes in a row of its own below the chart, where no bar or limit line can be.
    legend->setVisible(true);
    legend->setFont(chartstyle::font(1.0));
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setBorderPen(Qt::NoPen);
    axisRect()->insetLayout()->take(legend);
    plotLayout()->addElement(1, 0, legend);
    plotLayout()->setRowStretchFactor(1, 0.001);
}

void RateHistogramChart::setHistogram(const std::vector<RateBin>& bins,
                                      const std::vector<ChartLimit>& limits, const QString& window)
{
    for (QCPAbstractItem* item : m_bars)
        removeItem(item);
    for (QCPAbstractItem* item : m_lines)
        removeItem(item);
    for (QCPAbstractItem* item : m_labels)
        removeItem(item);
    m_bars.clear();
    m_lines.clear();
    m_labels.clear();
    xAxis->setLabel(tr("requests in the busiest %1 (bins double in width)").arg(window));
    if (bins.empty()) {
        replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const auto bar = [this](double from, double to, std::int64_t count, const QCPBars* style) {
        if (count == 0)
            return;
        auto* rect = new QCPItemRect(this);
        rect->topLeft->setCoords(from, static_cast<double>(count));
        rect->bottomRight->setCoords(to, kBarBase);
        rect->setPen(style->pen());
        rect->setBrush(style->brush());
        rect->setClipToAxisRect(true);
        m_bars.push_back(rect);
    };
    // Each bin holds two bars side by side (legitimate left, abusive right), with a gap, all in
    // ratios since the axis is logarithmic.
    double most = 1;
    for (const RateBin& b : bins) {
        const double lo = std::max(static_cast<double>(b.from), kBarBase);
        const double hi = static_cast<double>(b.to);
        const double ratio = hi / lo;
        const double centre = lo * std::pow(ratio, 0.5);
        bar(lo * std::pow(ratio, 0.06), centre, b.legitimate, m_legitimate);
        bar(centre, lo * std::pow(ratio, 0.94), b.abusive, m_abusive);
        most = std::max(most, static_cast<double>(std::max(b.legitimate, b.abusive)));
    }
    const double first = std::max(static_cast<double>(bins.front().from), kBarBase);
    double right = static_cast<double>(bins.back().to) * 1.5;
    for (const ChartLimit& l : limits)
        right = std::max(right, static_cast<double>(l.limit) * 2);
    xAxis->setRange(first * 0.8, right);
    yAxis->setRange(kBarBase, most * 4);

    int row = 0;
    for (const ChartLimit& l : limits) {
        auto* line = new QCPItemStraightLine(this);
        line->point1->setCoords(static_cast<double>(l.limit), 1);
        line->point2->setCoords(static_cast<double>(l.limit), 2);
        line->setPen(QPen(l.color, 2, row == 0 ? Qt::SolidLine : Qt::DashLine));
        m_lines.push_back(line);
        auto* label = new QCPItemText(this);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(static_cast<double>(l.limit), 0.03 + 0.08 * row);
        // Beside the line, on the side with room: left of a line in the axis' right third.
        const bool onRight = std::log(static_cast<double>(l.limit) / xAxis->range().lower)
                             > 0.66 * std::log(xAxis->range().upper / xAxis->range().lower);
        label->setPositionAlignment((onRight ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        label->setPadding(onRight ? QMargins(0, 0, 4, 0) : QMargins(4, 0, 0, 0));
        label->setText(l.label);
        label->setColor(l.color);
        label->setFont(chartstyle::font(1.0, QFont::DemiBold));
        m_labels.push_back(label);
        ++row;
    }
    replot(QCustomPlot::rpQueuedReplot);
}

} // namespace ratelab
