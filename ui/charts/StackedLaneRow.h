// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One lane's block of charts in a StackedLaneView (the world's, the backend's): a title, a badge
// of the run's figures and time charts on the view's shared time axis, each with its corner
// caption, playback cursor and future mask. Built once per result into a layout cell the view
// gives it; the QCustomPlot owns the elements. GUI thread only.
#include "core/sim/model/RunResult.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>

#include <optional>

class QColor;
class QCPAxis;
class QCustomPlot;
class QCPAxisRect;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCPLayoutGrid;
class QCPMarginGroup;
class QCPTextElement;

namespace ratelab {

class StackedLaneRow {
public:
    static constexpr int kRectMinimumHeight = 56;

    virtual ~StackedLaneRow();

    [[nodiscard]] const QList<QCPAxisRect*>& timeRects() const { return m_rects; }
    virtual void setOverlay(const RunResult* overlay, const QString& label) = 0;
    // hideFuture (lesson mode before the end): opaque masks, no whole-run totals (the badge),
    // and every value axis fitted to the buckets that ended by the cursor (`bucketSeconds` wide,
    // keyed by their middles), so no axis' height gives a later peak away.
    virtual void setCursor(double seconds, bool showMask, bool hideFuture = false,
                           double bucketSeconds = 0);
    // The latest run time this row shows, read from what it draws (masks, badge, axes): nullopt
    // when it shows the whole run.
    [[nodiscard]] virtual std::optional<SimTime> latestShownTime(double bucketSeconds) const;
    void setShowTimeAxis(bool show);
    virtual void setFontScale(double scale);
    // The minimum height of this lane's block, in pixels at font scale 1.
    [[nodiscard]] int minimumHeight() const;
    [[nodiscard]] QString title() const;
    [[nodiscard]] QString badge() const;
    // What the time charts say at `seconds`.
    [[nodiscard]] virtual QString tooltipAt(double seconds) const = 0;
    // What a chart of the row off the time axis says at `pos` (plot pixels); empty if none is
    // there.
    [[nodiscard]] virtual QString tooltipOffTimeAxis(const QPointF& pos) const
    {
        (void)pos;
        return {};
    }

protected:
    // margins aligns every lane's time charts.
    StackedLaneRow(QCustomPlot* plot, QCPMarginGroup* margins, double fontScale);
    // A time chart added under the others in `cell`, its time axis following the first one's.
    QCPAxisRect* addTimeRect(QCPLayoutGrid* cell, const QString& caption, const QColor& color);

    QCustomPlot* m_plot;
    QCPMarginGroup* m_margins;
    QCPTextElement* m_title;
    QCPTextElement* m_badge;
    double m_fontScale;
    QList<QCPAxisRect*> m_rects;

private:
    // The top a value axis of these charts may have when only the buckets that ended by
    // `seconds` show.
    [[nodiscard]] QHash<QCPAxis*, double> pastTops(double seconds, double bucketSeconds) const;

    QList<QCPItemText*> m_captions;
    QHash<QCPAxis*, double> m_wholeRunTops; // the value axes' tops before lesson mode fitted them
    QList<QCPItemStraightLine*> m_cursors;
    QList<QCPItemRect*> m_masks;
};

} // namespace ratelab
