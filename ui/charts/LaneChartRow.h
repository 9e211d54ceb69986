// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One lane's row in the chart panel: a title, the stacked admitted/rejected counts per bucket
// (with window bands and the boundary-burst highlight) and the tracked key's level against the
// limit line. Builds its QCustomPlot elements inside a layout cell the ChartPanel gives it; the
// QCustomPlot owns them. GUI thread only.
#include "ui/charts/LaneTitle.h"
#include "ui/charts/LaneVerdict.h"

#include "core/sim/model/RunResult.h"

#include <QBrush>
#include <QList>
#include <QPen>
#include <QRect>
#include <QString>

#include <memory>
#include <optional>

class QCustomPlot;
class QCPAxis;
class QCPAxisRect;
class QCPAbstractPlottable;
class QCPBars;
class QCPGraph;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCPLayoutGrid;
class QCPLegend;
class QCPMarginGroup;

namespace ratelab {

class LaneCrosshair;

class LaneChartRow {
public:
    // Bucket counts above this are drawn as filled step graphs with adaptive sampling, so a
    // million buckets still pan smoothly; below it, as real bars.
    static constexpr std::size_t kDenseBuckets = 4000;
    // Below this many pixels per lane the panel scrolls instead of squeezing the rows.
    static constexpr int kMinimumHeight = 100;

    LaneChartRow(QCustomPlot* plot, QCPLayoutGrid* cell, QCPMarginGroup* margins,
                 QCPLegend* legend);
    ~LaneChartRow();

    void setData(const RunResult& result, std::size_t lane);
    // A second run drawn faded beside this one (a pinned run, a live run); label names it in the
    // legend. nullptr removes it.
    void setOverlay(const RunResult* overlay, std::size_t lane, const QString& label);
    void setCursor(double seconds, bool showMask);
    // Lesson mode: the badge counts only what happened before `cursor`, the future is masked
    // opaque and the burst box waits until its window has passed; nullopt shows the whole run.
    void setHideFuture(std::optional<SimTime> cursor);
    void setShowTimeAxis(bool show);
    void setFontScale(double scale);
    // Dense rows redraw only the visible range, reduced to about one point per pixel.
    void setVisibleRange(double lowerSec, double upperSec, int pixels);
    [[nodiscard]] bool isDense() const { return m_denseTotal != nullptr; }

    [[nodiscard]] QCPAxisRect* countsRect() const { return m_counts; }
    [[nodiscard]] QCPAxisRect* levelRect() const { return m_level; }
    [[nodiscard]] QCPAxis* timeAxis() const;
    // The admitted requests per bucket as drawn (bars or dense graph), for tests and hover.
    [[nodiscard]] QCPAbstractPlottable* admittedPlottable() const;
    // The overlay run's admitted per bucket and level, as drawn (empty without an overlay).
    [[nodiscard]] const QList<QCPAbstractPlottable*>& overlayPlottables() const
    {
        return m_pinnedPlottables;
    }
    [[nodiscard]] QString burstLabel() const;
    // The badge as shown: the burst label, or in lesson mode the totals so far.
    [[nodiscard]] QString badgeText() const { return m_heading.badge(); }
    [[nodiscard]] QString title() const { return m_heading.title(); }
    // Puts the burst badge beside the title when both fit in this many pixels, else below it.
    void fitTitle(int width);
    // Spaces every axis' ticks for the size its rect was just laid out at and the font, so no
    // two tick labels touch (large fonts get fewer ticks); true when a count changed and the
    // plot needs one more replot.
    bool fitTicks();
    // The title as drawn (wrapped onto lines, never elided).
    [[nodiscard]] QString shownTitle() const { return m_heading.shownTitle(); }
    // Where the title's and the badge's text are drawn (after a replot), for layout tests.
    [[nodiscard]] QRect titleTextRect() const { return m_heading.titleTextRect(); }
    [[nodiscard]] QRect badgeTextRect() const { return m_heading.badgeTextRect(); }
    [[nodiscard]] QString tooltipAt(double seconds) const;

    // The hover crosshair: a dashed line through both charts at `seconds` and the bucket's
    // counts beside it (LaneTooltip's one-line text); nullopt hides it.
    void setHover(std::optional<double> seconds);
    [[nodiscard]] const LaneCrosshair& crosshair() const { return *m_crosshair; }
    // The busiest bucket this row shows (the whole run's, or in lesson mode the past's), which
    // its counts axis fits unless a shared peak is set: every lane on one y-scale.
    [[nodiscard]] double countsPeak() const { return m_countsPeak; }
    void setSharedPeak(std::optional<double> peak);
    [[nodiscard]] const LaneVerdict& verdict() const { return m_verdict; }
    // The latest run time this row shows, read from what it draws: the opaque mask's edge, the
    // busiest-window box, a badge of whole-run figures, axes taller than the past needs, the
    // hover line. nullopt: the whole run.
    [[nodiscard]] std::optional<SimTime> latestShownTime() const;
    // Whether a lane's window bands are drawn (not beyond 60 windows in the run).
    static bool hasBands(const LaneSummary& summary, double durationSec);

private:
    void clearPlottables();
    void buildCounts(const RunResult& result, std::size_t lane);
    void buildLevel(const RunResult& result, std::size_t lane);
    void buildBands(const LaneSummary& summary, double durationSec);
    void buildBurst(const LaneSummary& summary);
    // A legend entry for a drawn item the legend cannot list itself (bands, the burst box).
    void explain(const QString& name, const QBrush& brush, const QPen& pen);
    [[nodiscard]] QString verdictBadge() const;
    void applyCountsRange();
    // The highest level the tracked key reached in the buckets that ended by `t`.
    [[nodiscard]] double levelPeakBy(SimTime t) const;

    QCustomPlot* m_plot;
    QCPLegend* m_legend;
    LaneTitle m_heading;
    QCPAxisRect* m_counts;
    QCPAxisRect* m_level;
    QList<QCPAbstractPlottable*> m_plottables;
    QList<QCPAbstractPlottable*> m_pinnedPlottables;
    QList<QCPItemRect*> m_bands;
    QCPAbstractPlottable* m_admitted = nullptr;
    QCPGraph* m_denseTotal = nullptr;
    QCPGraph* m_denseAdmitted = nullptr;
    QCPGraph* m_peak = nullptr;
    QCPItemRect* m_burstRect = nullptr;
    QCPItemText* m_levelText = nullptr;
    QCPItemStraightLine* m_cursor[2] = {nullptr, nullptr};
    QCPItemRect* m_mask[2] = {nullptr, nullptr};
    std::unique_ptr<LaneCrosshair> m_crosshair;
    const RunResult* m_result = nullptr;
    std::size_t m_lane = 0;
    QString m_burstLabel;
    double m_maxTotal = 0.0;   // the busiest bucket of the run, for the counts axis
    double m_levelUpper = 1.0; // the level axis' top for the whole run
    double m_countsPeak = 0.0; // what the counts axis fits: m_maxTotal, or the past's busiest
    std::optional<double> m_sharedPeak;
    LaneVerdict m_verdict;
    double m_fontScale = 1.0;
};

} // namespace ratelab
