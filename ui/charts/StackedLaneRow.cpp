// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/StackedLaneRow.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ColorScheme.h"

#include <qcustomplot.h>

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

void StackedLaneRow::setCursor(double seconds, bool showMask, bool hideFuture)
{
    for (qsizetype i = 0; i < m_rects.size(); ++i) {
        chartitems::placeCursor(m_cursors[i], m_masks[i], seconds, showMask);
        chartitems::setMaskOpaque(m_masks[i], hideFuture);
    }
    m_badge->setVisible(!hideFuture);
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
