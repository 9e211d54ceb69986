// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The "Distributed world" chart view: one WorldChartRow per lane of a run with a world
// (StackedLaneView). A run without a world leaves it empty and its tab hidden. Owned by the
// ChartPanel; GUI thread only.
#include "ui/charts/StackedLaneView.h"
#include "ui/charts/world/WorldChartRow.h"
#include "ui/charts/world/WorldLaneInfo.h"

#include <vector>

namespace ratelab {

class WorldChartView : public StackedLaneView {
    Q_OBJECT
public:
    explicit WorldChartView(QWidget* parent = nullptr);

    [[nodiscard]] QString tabTitle() const override;
    [[nodiscard]] QString tabToolTip() const override;

    [[nodiscard]] bool hasWorld() const { return hasContent(); }
    [[nodiscard]] WorldChartRow* row(int index) const
    {
        return static_cast<WorldChartRow*>(rowAt(index));
    }

protected:
    // The world's lanes come from WorldLaneInfo::fromScenario(scenario).
    bool prepare(const Scenario& scenario, const RunResult* result) override;
    [[nodiscard]] std::vector<std::size_t> rowLanes(const RunResult& result) const override;
    void beginRows() override;
    std::unique_ptr<StackedLaneRow> makeRow(QCPLayoutGrid* cell, QCPMarginGroup* margins,
                                            QCPLegend* legend, const RunResult& result,
                                            std::size_t lane, double fontScale) override;

private:
    std::vector<WorldLaneInfo> m_lanes;
    QCPMarginGroup* m_instanceMargins = nullptr; // the instance bars' left edges, one per rebuild
};

} // namespace ratelab
