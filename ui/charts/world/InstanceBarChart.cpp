// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/world/InstanceBarChart.h"

#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"
#include "ui/charts/world/WorldSeries.h"

#include <qcustomplot.h>

#include <cmath>

namespace ratelab {

InstanceBarChart::InstanceBarChart(QCustomPlot* plot, QCPLayoutGrid* cell, QCPMarginGroup* margins,
                                   const LaneTopologyTotals& topology, double fontScale)
    : m_plot(plot)
    , m_caption(new QCPTextElement(plot))
    , m_rect(new QCPAxisRect(plot))
    , m_topology(topology)
{
    m_caption->setText(QObject::tr("admitted per instance"));
    m_caption->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    m_caption->setMargins(QMargins(8, 3, 0, 0));
    m_caption->setTextColor(colors::axisText());
    cell->addElement(0, 0, m_caption);
    cell->addElement(1, 0, m_rect);
    cell->setRowStretchFactors({0.001, 1.0});
    cell->setRowSpacing(0);
    m_rect->setLayer(QStringLiteral("background"));
    chartstyle::styleAxisRect(m_rect);
    m_rect->setRangeDrag(Qt::Orientations());
    m_rect->setRangeZoom(Qt::Orientations());
    m_rect->setMinimumSize(120, 60);
    m_rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);

    const auto bars = worldseries::instanceBars(topology);
    m_keys = bars.keys;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    // Each bar is labelled with its place in the region; the region is its colour and the total
    // above the group, the full name is in the tooltip.
    for (qsizetype i = 0; i < bars.keys.size(); ++i)
        ticker->addTick(bars.keys[i], bars.labels[i].section(QLatin1Char('-'), -1));
    QCPAxis* x = m_rect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_rect->axis(QCPAxis::atLeft);
    x->setTicker(ticker);
    x->setLabel(QObject::tr("instance"));
    x->setSubTicks(false);
    x->setTickLength(0, 3);
    x->grid()->setVisible(false);
    const double last = bars.keys.isEmpty() ? 1.0 : bars.keys.back();
    x->setRange(0.3, last + 0.7);

    double maxValue = 1.0;
    const auto regions = static_cast<int>(topology.admittedPerRegion.size());
    for (int r = 0; r < regions; ++r) {
        auto* set = new QCPBars(x, y);
        QVector<double> keys;
        QVector<double> values;
        for (qsizetype i = 0; i < bars.keys.size(); ++i) {
            if (bars.region[i] == r) {
                keys << bars.keys[i];
                values << bars.admitted[i];
                maxValue = std::max(maxValue, bars.admitted[i]);
            }
        }
        set->setData(keys, values, true);
        set->setWidth(0.75);
        set->setPen(QPen(colors::region(r).darker(115), 0.8));
        set->setBrush(colors::region(r));
        set->setName(worldseries::regionName(topology, r));
        set->setSelectable(QCP::stNone);
        m_bars << set;
        if (keys.isEmpty())
            continue;
        // The region's total above its group: the global figure a per-region limit really allows.
        auto* total = new QCPItemText(plot);
        total->setClipAxisRect(m_rect);
        total->position->setAxes(x, y);
        total->position->setAxisRect(m_rect);
        total->position->setCoords((keys.front() + keys.back()) / 2, maxValue);
        total->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        total->setText(QStringLiteral("%1 %2")
                           .arg(set->name())
                           .arg(topology.admittedPerRegion[static_cast<std::size_t>(r)]));
        total->setColor(colors::region(r).darker(140));
        total->setSelectable(false);
        m_totals << total;
    }
    // Totals sit at the height of the tallest bar; the range leaves room for them.
    for (QCPItemText* total : std::as_const(m_totals))
        total->position->setCoords(total->position->coords().x(), maxValue * 1.02);
    y->setRange(0, maxValue * 1.35);
    setFontScale(fontScale);
}

void InstanceBarChart::setFontScale(double scale)
{
    m_caption->setFont(chartstyle::font(scale * 0.95, QFont::DemiBold));
    chartstyle::scaleAxisFonts(m_rect, scale * 0.9);
    for (QCPItemText* total : std::as_const(m_totals))
        total->setFont(chartstyle::font(scale * 0.85, QFont::DemiBold));
}

QString InstanceBarChart::tooltipAt(double pixelX) const
{
    const double key = m_rect->axis(QCPAxis::atBottom)->pixelToCoord(pixelX);
    for (qsizetype i = 0; i < m_keys.size(); ++i) {
        if (std::abs(m_keys[i] - key) > 0.45)
            continue;
        const auto instance = static_cast<std::size_t>(i);
        const int region = instance < m_topology.regionOfInstance.size()
                               ? m_topology.regionOfInstance[instance]
                               : 0;
        return QObject::tr(
                   "%1 <b>%2</b> (region %3)<br>admitted: <b>%4</b><br>region total: <b>%5</b>")
            .arg(colors::swatchHtml(colors::region(region)),
                 worldseries::instanceName(m_topology, static_cast<int>(i)),
                 worldseries::regionName(m_topology, region))
            .arg(m_topology.admittedPerInstance[instance])
            .arg(static_cast<std::size_t>(region) < m_topology.admittedPerRegion.size()
                     ? m_topology.admittedPerRegion[static_cast<std::size_t>(region)]
                     : 0);
    }
    return QString();
}

void InstanceBarChart::setHidden(bool hidden)
{
    m_hidden = hidden;
    for (QCPBars* bars : m_bars)
        bars->setVisible(!hidden);
    for (QCPItemText* total : m_totals)
        total->setVisible(!hidden);
}

QString InstanceBarChart::tooltipAt(const QPointF& pos) const
{
    return m_rect->rect().contains(pos.toPoint()) ? tooltipAt(pos.x()) : QString();
}

} // namespace ratelab
