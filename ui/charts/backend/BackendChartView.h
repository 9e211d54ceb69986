// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The "Backend" chart view: one BackendChartRow per lane that has a backend behind it or an
// adaptive limit (StackedLaneView). A scenario without a backend or an adaptive lane leaves it
// empty and its tab hidden. Owned by the ChartPanel; GUI thread only.
#include "ui/charts/StackedLaneView.h"
#include "ui/charts/backend/BackendChartRow.h"
#include "ui/charts/backend/BackendLaneInfo.h"

#include <vector>

namespace ratelab {

class BackendChartView : public StackedLaneView {
    Q_OBJECT
public:
    explicit BackendChartView(QWidget* parent = nullptr);

    [[nodiscard]] QString tabTitle() const override;
    [[nodiscard]] QString tabToolTip() const override;

    [[nodiscard]] BackendChartRow* row(int index) const
    {
        return static_cast<BackendChartRow*>(rowAt(index));
    }

protected:
    bool prepare(const Scenario& scenario, const RunResult* result) override;
    [[nodiscard]] std::vector<std::size_t> rowLanes(const RunResult& result) const override;
    std::unique_ptr<StackedLaneRow> makeRow(QCPLayoutGrid* cell, QCPMarginGroup* margins,
                                            QCPLegend* legend, const RunResult& result,
                                            std::size_t lane, double fontScale) override;

private:
    std::vector<BackendLaneInfo> m_lanes;
};

} // namespace ratelab
