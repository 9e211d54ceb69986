// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweep/SweepLineChart.h"

#include "ui/sweep/SweepChartStyle.h"

#include "core/io/sweep/SweepValues.h"

#include <QToolTip>

namespace ratelab {

namespace {

constexpr double kHitPixels = 12;

} // namespace

SweepLineChart::SweepLineChart(QWidget* parent)
    : QCustomPlot(parent)
{
    setMinimumSize(260, 220);
    setMouseTracking(true);
    legend->setVisible(true);
    connect(this, &QCustomPlot::mousePress, this,
            [this](QMouseEvent* e) { m_pressed = e->position().toPoint(); });
    connect(this, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* e) {
        const QPoint at = e->position().toPoint();
        const qsizetype point = pointAt(at);
        if (point >= 0 && (at - m_pressed).manhattanLength() < 6)
            emit pointClicked(point);
    });
    connect(this, &QCustomPlot::mouseMove, this, [this](QMouseEvent* e) {
        std::size_t lane = 0;
        const qsizetype point = pointAt(e->position().toPoint(), &lane);
        if (point < 0 || lane >= static_cast<std::size_t>(graphCount())) {
            QToolTip::hideText();
            return;
        }
        QCPGraph* g = graph(static_cast<int>(lane));
        const auto it = g->data()->findBegin(static_cast<double>(point), false);
        QToolTip::showText(e->globalPosition().toPoint(),
                           tr("%1\n%2 (%3): %4\nClick to open this configuration")
                               .arg(SweepChartStyle::pointText(*m_plan, point), m_metric, g->name(),
                                    SweepChartStyle::valueText(it->value)),
                           this);
    });
}

void SweepLineChart::setSweep(const SweepPlan& plan, const SweepResults& results,
                              const std::vector<std::string>& lanes, const QString& metric)
{
    m_plan = &plan;
    m_metric = metric;
    clearGraphs();
    const std::string name = metric.toStdString();
    for (std::size_t l = 0; l < lanes.size(); ++l) {
        QCPGraph* g = addGraph();
        g->setName(QString::fromStdString(lanes[l]));
        g->setPen(QPen(SweepChartStyle::laneColor(l), 2));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
        for (qsizetype p = 0; p < plan.pointCount(); ++p)
            if (const auto v = SweepValues::value(plan, results, p, l, name))
                g->addData(static_cast<double>(p), *v);
    }
    const SweepAxis& axis = plan.axes().front();
    xAxis->setTicker(SweepChartStyle::ticker(axis));
    xAxis->setLabel(axis.path);
    yAxis->setLabel(metric);
    rescaleAxes(true);
    xAxis->setRange(-0.5, static_cast<double>(plan.pointCount()) - 0.5);
    const QCPRange y = yAxis->range();
    yAxis->setRange(y.size() > 0 ? QCPRange(y.lower - 0.08 * y.size(), y.upper + 0.08 * y.size())
                                 : QCPRange(y.lower - 1, y.upper + 1));
    replot(QCustomPlot::rpQueuedReplot);
}

void SweepLineChart::clearSweep()
{
    m_plan = nullptr;
    clearGraphs();
    replot(QCustomPlot::rpQueuedReplot);
}

QPoint SweepLineChart::pixelOf(qsizetype point, std::size_t lane) const
{
    if (!m_plan || lane >= static_cast<std::size_t>(graphCount()))
        return {};
    QCPGraph* g = graph(static_cast<int>(lane));
    const auto it = g->data()->findBegin(static_cast<double>(point), false);
    if (it == g->data()->constEnd() || it->key != static_cast<double>(point))
        return {};
    return g->coordsToPixels(it->key, it->value).toPoint();
}

qsizetype SweepLineChart::pointAt(const QPoint& pos, std::size_t* lane) const
{
    if (!m_plan)
        return -1;
    double best = kHitPixels;
    qsizetype found = -1;
    for (int l = 0; l < graphCount(); ++l) {
        const QCPGraph* g = graph(l);
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) {
            const QPointF at = g->coordsToPixels(it->key, it->value);
            const double d = std::hypot(at.x() - pos.x(), at.y() - pos.y());
            if (d < best) {
                best = d;
                found = static_cast<qsizetype>(it->key);
                if (lane)
                    *lane = static_cast<std::size_t>(l);
            }
        }
    }
    return found;
}

} // namespace ratelab
