// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweep/SweepHeatmap.h"

#include "ui/sweep/SweepChartStyle.h"

#include "render/SweepHeatmapStyle.h"

#include "core/io/sweep/SweepValues.h"

#include <QToolTip>

namespace ratelab {

SweepHeatmap::SweepHeatmap(QWidget* parent)
    : QCustomPlot(parent)
    , m_map(new QCPColorMap(xAxis, yAxis))
    , m_scale(new QCPColorScale(this))
    , m_title(new QCPTextElement(this, QString()))
{
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, m_title);
    plotLayout()->addElement(1, 1, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_map->setColorScale(m_scale);
    m_map->setGradient(sweepGradient());              // a point not run yet is transparent
    axisRect()->setBackground(QColor(235, 235, 235)); // a cell not run yet shows grey
    m_map->setInterpolate(false);
    auto* margins = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    setMinimumSize(260, 220);
    setMouseTracking(true);
    connect(this, &QCustomPlot::mouseMove, this, &SweepHeatmap::onMove);
    connect(this, &QCustomPlot::mousePress, this,
            [this](QMouseEvent* e) { m_pressed = e->position().toPoint(); });
    connect(this, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* e) {
        const QPoint at = e->position().toPoint();
        const qsizetype point = pointAt(at);
        // A click, not the end of a drag.
        if (point >= 0 && (at - m_pressed).manhattanLength() < 6)
            emit pointClicked(point);
    });
}

void SweepHeatmap::setSweep(const SweepPlan& plan, const SweepResults& results, std::size_t lane,
                            const QString& laneName, const QString& metric)
{
    m_plan = &plan;
    m_metric = metric;
    m_lane = laneName;
    const SweepAxis& across = plan.axes()[1]; // the faster one
    const SweepAxis& up = plan.axes()[0];
    const auto nx = static_cast<int>(across.values.size());
    const auto ny = static_cast<int>(up.values.size());
    // A fresh grid each time: QCPColorMap's cached image does not follow cells set in place.
    auto* cells = new QCPColorMapData(nx, ny, QCPRange(0, nx - 1), QCPRange(0, ny - 1));
    const std::string name = metric.toStdString();
    // The colour range from the cells run so far (QCPColorMapData's own bounds would take NaN).
    std::optional<QCPRange> range;
    for (qsizetype p = 0; p < plan.pointCount(); ++p) {
        const std::vector<qsizetype> at = plan.valueIndices(p);
        const auto v = SweepValues::value(plan, results, p, lane, name);
        cells->setCell(static_cast<int>(at[1]), static_cast<int>(at[0]), v ? *v : qQNaN());
        if (v)
            range = range ? QCPRange(std::min(range->lower, *v), std::max(range->upper, *v))
                          : QCPRange(*v, *v);
    }
    if (range && range->size() == 0)
        range = QCPRange(range->lower - 0.5, range->upper + 0.5); // one colour still reads
    m_map->setData(cells, false);
    if (range)
        m_map->setDataRange(*range);
    clearItems(); // the previous grid's cell labels
    labelSweepCells(*this, *m_map, nx, ny);
    m_title->setText(tr("%1 — %2").arg(metric, laneName));
    m_scale->axis()->setLabel(metric);
    xAxis->setTicker(SweepChartStyle::ticker(across));
    yAxis->setTicker(SweepChartStyle::ticker(up));
    xAxis->setLabel(across.path);
    yAxis->setLabel(up.path);
    xAxis->setRange(-0.5, nx - 0.5);
    yAxis->setRange(-0.5, ny - 0.5);
    replot(QCustomPlot::rpQueuedReplot);
}

void SweepHeatmap::clearSweep()
{
    m_plan = nullptr;
    m_map->data()->clear();
    clearItems();
    m_title->setText(QString());
    replot(QCustomPlot::rpQueuedReplot);
}

QPoint SweepHeatmap::pixelOf(qsizetype point) const
{
    if (!m_plan)
        return {};
    const std::vector<qsizetype> at = m_plan->valueIndices(point);
    return {static_cast<int>(xAxis->coordToPixel(static_cast<double>(at[1]))),
            static_cast<int>(yAxis->coordToPixel(static_cast<double>(at[0])))};
}

qsizetype SweepHeatmap::pointAt(const QPoint& pos) const
{
    if (!m_plan || !axisRect()->rect().contains(pos))
        return -1;
    const auto x = static_cast<qsizetype>(std::lround(xAxis->pixelToCoord(pos.x())));
    const auto y = static_cast<qsizetype>(std::lround(yAxis->pixelToCoord(pos.y())));
    const qsizetype nx = m_plan->axes()[1].values.size();
    const qsizetype ny = m_plan->axes()[0].values.size();
    if (x < 0 || y < 0 || x >= nx || y >= ny)
        return -1;
    return y * nx + x;
}

QString SweepHeatmap::tooltipFor(qsizetype point) const
{
    if (!m_plan || point < 0)
        return {};
    const std::vector<qsizetype> at = m_plan->valueIndices(point);
    const double v = m_map->data()->cell(static_cast<int>(at[1]), static_cast<int>(at[0]));
    QStringList lines;
    for (const ScenarioOverride& o : m_plan->overridesAt(point))
        lines << o.text;
    lines << tr("%1 (%2): %3")
                 .arg(m_metric, m_lane,
                      std::isnan(v) ? tr("not run yet") : SweepChartStyle::valueText(v));
    lines << tr("Click to open this configuration");
    return lines.join(QLatin1Char('\n'));
}

void SweepHeatmap::onMove(QMouseEvent* event)
{
    const qsizetype point = pointAt(event->position().toPoint());
    if (point < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), tooltipFor(point), this);
}

} // namespace ratelab
