#pragma once
// One lane's block of charts in a StackedLaneView (the world's, the backend's): time charts on
// the view's shared time axis, built once per result into a layout cell the view gives it.
// GUI thread only.
#include "core/sim/model/RunResult.h"

#include <QList>
#include <QPointF>
#include <QString>

class QCPAxisRect;

namespace ratelab {

class StackedLaneRow {
public:
    virtual ~StackedLaneRow() = default;

    [[nodiscard]] virtual const QList<QCPAxisRect*>& timeRects() const = 0;
    virtual void setOverlay(const RunResult* overlay, const QString& label) = 0;
    // hideFuture (lesson mode before the end): opaque masks, no whole-run totals.
    virtual void setCursor(double seconds, bool showMask, bool hideFuture = false) = 0;
    virtual void setShowTimeAxis(bool show) = 0;
    // The minimum height of this lane's block, in pixels at font scale 1.
    [[nodiscard]] virtual int minimumHeight() const = 0;
    // What the time charts say at `seconds`.
    [[nodiscard]] virtual QString tooltipAt(double seconds) const = 0;
    // What a chart of the row off the time axis says at `pos` (plot pixels); empty if none is
    // there.
    [[nodiscard]] virtual QString tooltipOffTimeAxis(const QPointF& pos) const
    {
        (void)pos;
        return {};
    }
};

} // namespace ratelab
