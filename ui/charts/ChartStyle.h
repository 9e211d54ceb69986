// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The look shared by every chart: fonts (scaled up in presentation mode), axis and grid pens.
// Stateless; GUI thread (fonts).
#include <QFont>
#include <QString>

#include <cstdint>

class QCPAxis;
class QCPAxisRect;

namespace ratelab::chartstyle {

QFont font(double scale, QFont::Weight weight = QFont::Normal);
void styleAxisRect(QCPAxisRect* rect);
void scaleAxisFonts(QCPAxisRect* rect, double scale);
// Sets the axis' tick count for its rect's current size and its tick label font, at most `most`;
// true when it changed. Reads the labels of the last replot.
bool fitTicks(QCPAxis* axis, int most);
// A window or period as chart headings write it: "10 s", "1 min", "250 ms".
QString durationText(std::int64_t ms);

} // namespace ratelab::chartstyle
