// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One lane's distributed-world charts on the shared time axis: admitted per bucket stacked by
// region, the stores' used memory against maxmemory with evictions, failed-open / failed-closed
// / errors, and the store round trip per bucket (mean and max); beside them the per-instance bars.
// Rows without data (no store memory, no failures) are left out. Builds its QCustomPlot elements
// inside a layout cell the WorldChartView gives it, once per result; the QCustomPlot owns them. GUI
// thread only.
#include "ui/charts/world/InstanceBarChart.h"
#include "ui/charts/world/WorldLaneInfo.h"

#include "ui/charts/StackedLaneRow.h"

#include "core/sim/model/RunResult.h"

#include <QList>
#include <QString>

#include <memory>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPAxisRect;
class QCPGraph;
class QCPLayoutGrid;
class QCPLegend;
class QCPMarginGroup;

namespace ratelab {

class WorldChartRow final : public StackedLaneRow {
public:
    // timeMargins aligns every lane's time charts, instanceMargins their instance charts.
    WorldChartRow(QCustomPlot* plot, QCPLayoutGrid* cell, QCPMarginGroup* timeMargins,
                  QCPMarginGroup* instanceMargins, QCPLegend* legend, const RunResult& result,
                  std::size_t lane, const WorldLaneInfo& info, double fontScale);
    ~WorldChartRow() override;

    void setOverlay(const RunResult* overlay, const QString& label) override;
    // The instance bars are final totals too: hidden with the future.
    void setCursor(double seconds, bool showMask, bool hideFuture = false,
                   double bucketSeconds = 0) override;
    [[nodiscard]] std::optional<SimTime> latestShownTime(double bucketSeconds) const override;
    void setFontScale(double scale) override; // the instance bars too

    [[nodiscard]] std::size_t lane() const { return m_lane; }
    [[nodiscard]] InstanceBarChart* instances() const { return m_instances.get(); }
    // One plottable per region, in region order, holding that region's admitted per bucket.
    [[nodiscard]] const QList<QCPAbstractPlottable*>& regionPlottables() const { return m_regions; }
    [[nodiscard]] QCPGraph* memoryGraph() const { return m_memory; }
    [[nodiscard]] QCPGraph* maxMemoryLine() const { return m_maxMemory; }
    [[nodiscard]] const QList<QCPAbstractPlottable*>& overlayPlottables() const
    {
        return m_overlay;
    }
    [[nodiscard]] QString tooltipAt(double seconds) const override;
    // The instance bars' tooltip.
    [[nodiscard]] QString tooltipOffTimeAxis(const QPointF& pos) const override
    {
        return m_instances ? m_instances->tooltipAt(pos) : QString();
    }

private:
    void buildRegions();
    void buildMemory();
    void buildFailures();
    void buildLatency();
    void addToLegend(QCPAbstractPlottable* plottable) const;

    QCPLegend* m_legend;
    QCPLayoutGrid* m_timeCell;
    const RunResult& m_result;
    std::size_t m_lane;
    WorldLaneInfo m_info;
    bool m_dense = false;
    bool m_perBucketLatency = false; // store round trips per bucket, else the run's percentiles
    QList<QCPAbstractPlottable*> m_regions;
    QList<QCPAbstractPlottable*> m_overlay;
    QCPAxisRect* m_regionRect = nullptr;
    QCPAxisRect* m_memoryRect = nullptr;
    QCPGraph* m_memory = nullptr;
    QCPGraph* m_maxMemory = nullptr;
    double m_memoryDivisor = 1024.0;
    QString m_memoryUnit;
    std::unique_ptr<InstanceBarChart> m_instances;
};

} // namespace ratelab
