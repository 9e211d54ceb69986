// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/backend/BackendChartView.h"

#include <algorithm>

namespace ratelab {

BackendChartView::BackendChartView(QWidget* parent)
    : StackedLaneView(parent)
{
}

QString BackendChartView::tabTitle() const
{
    return tr("Backend");
}

QString BackendChartView::tabToolTip() const
{
    return tr("Per lane: the limit against the requests in flight, the backend's workers and "
              "waiting line, the goodput's latency, and goodput, time-outs, shed (503) and "
              "rejected (429) traffic");
}

bool BackendChartView::prepare(const Scenario& scenario, const RunResult* result)
{
    (void)result;
    m_lanes = BackendLaneInfo::fromScenario(scenario);
    return !m_lanes.empty();
}

std::vector<std::size_t> BackendChartView::rowLanes(const RunResult& result) const
{
    const std::size_t lanes =
        std::min({m_lanes.size(), result.summaries.size(), result.series.size()});
    std::vector<std::size_t> shown;
    for (std::size_t lane = 0; lane < lanes; ++lane)
        if (m_lanes[lane].shown())
            shown.push_back(lane);
    return shown;
}

std::unique_ptr<StackedLaneRow>
BackendChartView::makeRow(QCPLayoutGrid* cell, QCPMarginGroup* margins, QCPLegend* legend,
                          const RunResult& result, std::size_t lane, double fontScale)
{
    return std::make_unique<BackendChartRow>(plot(), cell, margins, legend, result, lane,
                                             m_lanes[lane], fontScale);
}

} // namespace ratelab
