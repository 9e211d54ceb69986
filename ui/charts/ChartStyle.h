#pragma once
// The look shared by every chart: fonts (scaled up in presentation mode), axis and grid pens.
// Stateless; GUI thread (fonts).
#include <QFont>

class QCPAxisRect;

namespace ratelab::chartstyle {

QFont font(double scale, QFont::Weight weight = QFont::Normal);
void styleAxisRect(QCPAxisRect* rect);
void scaleAxisFonts(QCPAxisRect* rect, double scale);

} // namespace ratelab::chartstyle
