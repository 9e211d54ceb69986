// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/world/WorldChartView.h"

#include <qcustomplot.h>

#include <algorithm>

namespace ratelab {

WorldChartView::WorldChartView(QWidget* parent)
    : StackedLaneView(parent)
{
}

QString WorldChartView::tabTitle() const
{
    return tr("Distributed world");
}

QString WorldChartView::tabToolTip() const
{
    return tr("Per lane: admitted by region and by instance, store memory and evictions, store "
              "failures, latency");
}

bool WorldChartView::prepare(const Scenario& scenario, const RunResult* result)
{
    m_lanes = WorldLaneInfo::fromScenario(scenario);
    return result && !result->topology.empty();
}

std::vector<std::size_t> WorldChartView::rowLanes(const RunResult& result) const
{
    const std::size_t lanes =
        std::min({result.topology.size(), result.summaries.size(), result.series.size()});
    std::vector<std::size_t> shown(lanes);
    for (std::size_t lane = 0; lane < lanes; ++lane)
        shown[lane] = lane;
    return shown;
}

void WorldChartView::beginRows()
{
    m_instanceMargins = new QCPMarginGroup(plot());
}

std::unique_ptr<StackedLaneRow> WorldChartView::makeRow(QCPLayoutGrid* cell,
                                                        QCPMarginGroup* margins, QCPLegend* legend,
                                                        const RunResult& result, std::size_t lane,
                                                        double fontScale)
{
    const WorldLaneInfo info = lane < m_lanes.size() ? m_lanes[lane] : WorldLaneInfo{};
    return std::make_unique<WorldChartRow>(plot(), cell, margins, m_instanceMargins, legend, result,
                                           lane, info, fontScale);
}

} // namespace ratelab
