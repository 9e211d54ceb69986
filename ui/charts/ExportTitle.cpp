// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ExportTitle.h"

#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"
#include "ui/shell/LabController.h"

#include "core/sim/model/ModelVersion.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>

namespace ratelab {

namespace {

constexpr int kPadding = 8;

QString heading(const ExportTitle& title)
{
    return QStringLiteral("%1  ·  RateLab %2").arg(title.scenario, title.version);
}

QRect textRect(const QFont& font, const QString& text, int width)
{
    return QFontMetrics(font).boundingRect(QRect(0, 0, std::max(1, width - 2 * kPadding), 100000),
                                           Qt::TextWordWrap, text);
}

} // namespace

ExportTitle ExportTitle::of(const LabController& controller)
{
    const std::string_view version = ratelabVersion();
    return {QString::fromStdString(controller.scenario().name), controller.parameterSummary(),
            QString::fromUtf8(version.data(), static_cast<qsizetype>(version.size()))};
}

int exportTitleHeight(const ExportTitle& title, int width)
{
    return kPadding + textRect(chartstyle::font(1.3, QFont::Bold), heading(title), width).height()
           + 2 + textRect(chartstyle::font(0.95), title.parameters, width).height() + kPadding;
}

int drawExportTitle(QPainter* painter, const ExportTitle& title, int width)
{
    const int height = exportTitleHeight(title, width);
    painter->save();
    painter->fillRect(QRect(0, 0, width, height), Qt::white);
    painter->setPen(colors::axisText());
    const QFont big = chartstyle::font(1.3, QFont::Bold);
    const QRect head = textRect(big, heading(title), width);
    painter->setFont(big);
    painter->drawText(QRect(kPadding, kPadding, width - 2 * kPadding, head.height()),
                      Qt::TextWordWrap, heading(title));
    const QFont small = chartstyle::font(0.95);
    painter->setFont(small);
    painter->drawText(QRect(kPadding, kPadding + head.height() + 2, width - 2 * kPadding,
                            textRect(small, title.parameters, width).height()),
                      Qt::TextWordWrap, title.parameters);
    painter->setPen(QPen(colors::grid(), 1));
    painter->drawLine(0, height - 1, width, height - 1);
    painter->restore();
    return height;
}

} // namespace ratelab
