// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartStyle.h"

#include "ui/charts/ColorScheme.h"

#include <QApplication>
#include <QFontMetrics>
#include <QRegularExpression>

#include <qcustomplot.h>

#include <algorithm>

namespace ratelab::chartstyle {

QFont font(double scale, QFont::Weight weight)
{
    QFont f = QApplication::font();
    f.setPointSizeF(std::max(6.0, f.pointSizeF() * 0.92 * scale));
    f.setWeight(weight);
    return f;
}

void styleAxisRect(QCPAxisRect* rect)
{
    rect->setBackground(Qt::white);
    for (QCPAxis* axis : rect->axes()) {
        axis->setBasePen(QPen(colors::axisText().lighter(180), 1));
        axis->setTickPen(QPen(colors::axisText().lighter(180), 1));
        axis->setSubTickPen(QPen(colors::axisText().lighter(200), 1));
        axis->setTickLabelColor(colors::axisText());
        axis->setLabelColor(colors::axisText());
        axis->grid()->setPen(QPen(colors::grid(), 1, Qt::SolidLine));
        axis->grid()->setSubGridVisible(false);
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    // Counts are whole requests: ticks on multiples of 1, 2, 5, 10... never 2.5.
    QSharedPointer<QCPAxisTickerFixed> whole(new QCPAxisTickerFixed);
    whole->setTickStep(1.0);
    whole->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    whole->setTickCount(4);
    rect->axis(QCPAxis::atLeft)->setTicker(whole);
}

void scaleAxisFonts(QCPAxisRect* rect, double scale)
{
    for (QCPAxis* axis : rect->axes()) {
        axis->setTickLabelFont(font(scale));
        axis->setLabelFont(font(scale * 0.95));
    }
}

bool fitTicks(QCPAxis* axis, int most)
{
    const QFontMetrics fm(axis->tickLabelFont());
    const QRect rect = axis->axisRect()->rect();
    int fit = most;
    // QCPAxisTicker takes the count as a wish and rounds the step (1, 2, 2.5, 5 or multiples),
    // which gives up to a third more ticks: leave each label about twice its size of room.
    if (axis->orientation() == Qt::Horizontal) {
        int label = fm.horizontalAdvance(QStringLiteral("00.0"));
        for (const QString& text : axis->tickVectorLabels())
            label = std::max(label, fm.horizontalAdvance(text));
        fit = rect.width() / (3 * label);
    } else {
        fit = rect.height() / (2 * fm.height());
    }
    fit = std::clamp(fit, axis->orientation() == Qt::Horizontal ? 2 : 1, most);
    if (axis->ticker()->tickCount() == fit)
        return false;
    axis->ticker()->setTickCount(fit);
    return true;
}

QString durationText(std::int64_t ms)
{
    if (ms == 86'400'000)
        return QStringLiteral("1 day");
    if (ms % 86'400'000 == 0 && ms > 0)
        return QStringLiteral("%1 days").arg(ms / 86'400'000);
    if (ms % 3'600'000 == 0 && ms >= 3'600'000 * 2)
        return QStringLiteral("%1 h").arg(ms / 3'600'000);
    if (ms % 60'000 == 0 && ms >= 60'000)
        return QStringLiteral("%1 min").arg(ms / 60'000);
    if (ms % 1000 == 0 && ms >= 1000)
        return QStringLiteral("%1 s").arg(ms / 1000);
    // 27,400 ms reads as 27.4 s: seconds past a second, milliseconds below it.
    if (ms >= 1000)
        return QStringLiteral("%1 s").arg(
            QString::number(static_cast<double>(ms) / 1000.0, 'f', 3)
                .remove(QRegularExpression(QStringLiteral("\\.?0+$"))));
    return QStringLiteral("%1 ms").arg(ms);
}

} // namespace ratelab::chartstyle
