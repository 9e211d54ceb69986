// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweep/SweepFrontierChart.h"

#include "ui/sweep/SweepChartStyle.h"

#include <QToolTip>

#include <algorithm>

namespace ratelab {

namespace {

constexpr double kHitPixels = 10;

} // namespace

SweepFrontierChart::SweepFrontierChart(QWidget* parent)
    : QCustomPlot(parent)
{
    setMinimumSize(260, 220);
    setMouseTracking(true);
    legend->setVisible(true);
    xAxis->setLabel(QStringLiteral("false_positive_rate"));
    yAxis->setLabel(QStringLiteral("abusive_admitted"));
    connect(this, &QCustomPlot::mousePress, this,
            [this](QMouseEvent* e) { m_pressed = e->position().toPoint(); });
    connect(this, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* e) {
        const QPoint at = e->position().toPoint();
        const qsizetype i = entryAt(at);
        if (i >= 0 && (at - m_pressed).manhattanLength() < 6)
            emit pointClicked(m_entries[static_cast<std::size_t>(i)].point);
    });
    connect(this, &QCustomPlot::mouseMove, this, [this](QMouseEvent* e) {
        const qsizetype i = entryAt(e->position().toPoint());
        if (i < 0) {
            QToolTip::hideText();
            return;
        }
        const FrontierEntry& f = m_entries[static_cast<std::size_t>(i)];
        QToolTip::showText(e->globalPosition().toPoint(),
                           tr("%1 — %2\nfalse_positive_rate: %3, abusive_admitted: %4\n%5")
                               .arg(QString::fromStdString(m_lanes[f.lane]),
                                    SweepChartStyle::pointText(*m_plan, f.point),
                                    SweepChartStyle::valueText(f.at.falsePositiveRate),
                                    SweepChartStyle::valueText(f.at.abusiveAdmitted),
                                    f.optimal
                                        ? tr("On the frontier: no configuration beats it on both")
                                        : tr("Beaten on both by a configuration on the frontier")),
                           this);
    });
}

void SweepFrontierChart::setEntries(const SweepPlan& plan, std::vector<FrontierEntry> entries,
                                    const std::vector<std::string>& lanes)
{
    m_plan = &plan;
    m_entries = std::move(entries);
    m_lanes = lanes;
    clearGraphs();
    for (std::size_t l = 0; l < lanes.size(); ++l) {
        QCPGraph* g = addGraph();
        g->setName(QString::fromStdString(lanes[l]));
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, SweepChartStyle::laneColor(l), 6));
    }
    std::vector<FrontierPoint> best;
    for (const FrontierEntry& e : m_entries) {
        // Keys may repeat (several configurations at one rate): each is kept.
        graph(static_cast<int>(e.lane))
            ->data()
            ->add(QCPGraphData(e.at.falsePositiveRate, e.at.abusiveAdmitted));
        if (e.optimal)
            best.push_back(e.at);
    }
    std::sort(best.begin(), best.end(), [](const FrontierPoint& a, const FrontierPoint& b) {
        return a.falsePositiveRate < b.falsePositiveRate;
    });
    QCPGraph* frontier = addGraph();
    frontier->setName(tr("Pareto frontier"));
    frontier->setPen(QPen(QColor(40, 40, 40), 1.5, Qt::DashLine));
    frontier->setLineStyle(QCPGraph::lsStepLeft);
    frontier->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(40, 40, 40), 2), Qt::NoBrush, 12));
    for (const FrontierPoint& p : best)
        frontier->addData(p.falsePositiveRate, p.abusiveAdmitted);
    rescaleAxes();
    for (QCPAxis* axis : {xAxis, yAxis}) {
        const QCPRange r = axis->range();
        const double pad = r.size() > 0 ? 0.08 * r.size() : (r.lower != 0 ? 0.1 * r.lower : 1);
        axis->setRange(r.lower - pad, r.upper + pad);
    }
    replot(QCustomPlot::rpQueuedReplot);
}

void SweepFrontierChart::clearEntries()
{
    m_plan = nullptr;
    m_entries.clear();
    clearGraphs();
    replot(QCustomPlot::rpQueuedReplot);
}

QPoint SweepFrontierChart::pixelOf(const FrontierEntry& entry) const
{
    return QPointF(xAxis->coordToPixel(entry.at.falsePositiveRate),
                   yAxis->coordToPixel(entry.at.abusiveAdmitted))
        .toPoint();
}

qsizetype SweepFrontierChart::entryAt(const QPoint& pos) const
{
    double best = kHitPixels;
    qsizetype found = -1;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const QPoint at = pixelOf(m_entries[i]);
        const double d = std::hypot(at.x() - pos.x(), at.y() - pos.y());
        if (d < best) {
            best = d;
            found = static_cast<qsizetype>(i);
        }
    }
    return found;
}

} // namespace ratelab
