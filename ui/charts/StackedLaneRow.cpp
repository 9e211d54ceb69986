// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/StackedLaneRow.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ColorScheme.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace ratelab {

StackedLaneRow::StackedLaneRow(QCustomPlot* plot, QCPMarginGroup* margins, double fontScale)
    : m_plot(plot)
    , m_margins(margins)
    , m_title(new QCPTextElement(plot))
    , m_badge(new QCPTextElement(plot))
    , m_fontScale(fontScale)
{
    m_title->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    m_title->setMargins(QMargins(12, 3, 0, 0));
    m_title->setTextColor(colors::axisText());
    m_badge->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    m_badge->setMargins(QMargins(12, 0, 0, 0));
}

StackedLaneRow::~StackedLaneRow() = default;

QString StackedLaneRow::title() const
{
    return m_title->text();
}

QString StackedLaneRow::badge() const
{
    return m_badge->text();
}

int StackedLaneRow::minimumHeight() const
{
    return 44 + static_cast<int>(m_rects.size()) * kRectMinimumHeight;
}

QCPAxisRect* StackedLaneRow::addTimeRect(QCPLayoutGrid* cell, const QString& caption,
                                         const QColor& color)
{
    auto* rect = new QCPAxisRect(m_plot);
    chartitems::setUpTimeRect(rect, m_margins);
    rect->axis(QCPAxis::atLeft)->ticker()->setTickCount(3);
    rect->setMinimumSize(0, 40);
    rect->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msBottom | QCP::msTop);
    cell->addElement(cell->rowCount(), 0, rect);
    if (!m_rects.isEmpty()) {
        QObject::connect(m_rects.front()->axis(QCPAxis::atBottom),
                         qOverload<const QCPRange&>(&QCPAxis::rangeChanged),
                         rect->axis(QCPAxis::atBottom),
                         qOverload<const QCPRange&>(&QCPAxis::setRange));
    }
    m_rects << rect;
    m_captions << chartitems::cornerCaption(m_plot, rect, caption, color, m_fontScale);
    m_masks << chartitems::spanningRect(m_plot, rect, QStringLiteral("mask"), colors::futureMask());
    m_cursors << chartitems::verticalLine(m_plot, rect);
    return rect;
}

void StackedLaneRow::setCursor(double seconds, bool showMask, bool hideFuture, double bucketSeconds)
{
    for (qsizetype i = 0; i < m_rects.size(); ++i) {
        chartitems::placeCursor(m_cursors[i], m_masks[i], seconds, showMask);
        chartitems::setMaskOpaque(m_masks[i], hideFuture);
    }
    m_badge->setVisible(!hideFuture);
    if (hideFuture && showMask) {
        const QHash<QCPAxis*, double> tops = pastTops(seconds, bucketSeconds);
        for (auto it = tops.constBegin(); it != tops.constEnd(); ++it) {
            if (!m_wholeRunTops.contains(it.key()))
                m_wholeRunTops.insert(it.key(), it.key()->range().upper);
            it.key()->setRange(0, it.value());
        }
    } else {
        for (auto it = m_wholeRunTops.constBegin(); it != m_wholeRunTops.constEnd(); ++it)
            it.key()->setRange(0, it.value());
        m_wholeRunTops.clear();
    }
}

QHash<QCPAxis*, double> StackedLaneRow::pastTops(double seconds, double bucketSeconds) const
{
    QHash<QCPAxis*, double> peaks;
    // A bar or point belongs to the bucket around its key: it shows once that bucket has ended.
    const QCPRange past(-1e18, seconds - bucketSeconds / 2 + 1e-9);
    for (QCPAxisRect* rect : m_rects) {
        for (QCPAbstractPlottable* p : rect->plottables()) {
            bool found = false;
            const QCPRange values = p->getValueRange(found, QCP::sdBoth, past);
            double& peak = peaks[p->valueAxis()];
            if (found)
                peak = std::max(peak, values.upper);
        }
    }
    QHash<QCPAxis*, double> tops;
    for (auto it = peaks.constBegin(); it != peaks.constEnd(); ++it) {
        // As the charts scale their own axes (a little headroom), never taller than the run's.
        const double whole = m_wholeRunTops.value(it.key(), it.key()->range().upper);
        tops.insert(it.key(), std::min(whole, std::max(1e-3, it.value() * 1.3)));
    }
    return tops;
}

std::optional<SimTime> StackedLaneRow::latestShownTime(double bucketSeconds) const
{
    if (m_rects.isEmpty())
        return SimTime{0};
    for (QCPItemRect* mask : m_masks)
        if (!mask->visible() || mask->brush().color().alpha() != 255)
            return std::nullopt;
    if (m_badge->visible() && !m_badge->text().isEmpty())
        return std::nullopt;
    const double seconds = m_masks.front()->topLeft->coords().x();
    const QHash<QCPAxis*, double> tops = pastTops(seconds, bucketSeconds);
    for (auto it = tops.constBegin(); it != tops.constEnd(); ++it)
        if (it.key()->range().upper > it.value() + 1e-9)
            return std::nullopt;
    return static_cast<SimTime>(std::llround(seconds * 1e6));
}

void StackedLaneRow::setShowTimeAxis(bool show)
{
    chartitems::showTimeAxisOnLast(m_rects, show);
}

void StackedLaneRow::setFontScale(double scale)
{
    m_fontScale = scale;
    chartitems::scaleRowFonts(m_title, m_badge, m_rects, m_captions, scale);
}

} // namespace ratelab
