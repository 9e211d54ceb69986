// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ColorScheme.h"

#include <iterator>

namespace ratelab::colors {

// Okabe-Ito hues (Okabe & Ito, "Color Universal Design", 2008), chosen to stay apart for the
// common colour-vision deficiencies and on washed-out projectors. Refusals are also hatched
// (refusedPattern), so no meaning rests on hue alone. tst_colorscheme holds the distances.
QColor admitted()
{
    return QColor(0x00, 0x9e, 0x73);
}
QColor rejected()
{
    return QColor(0xd5, 0x5e, 0x00);
}
QColor wouldReject()
{
    return QColor(0xe6, 0x9f, 0x00);
}
QColor failedOpen()
{
    return QColor(0xf0, 0xe4, 0x42);
}
QColor failedClosed()
{
    return QColor(0xcc, 0x79, 0xa7);
}
QColor level()
{
    return QColor(0x1f, 0x5f, 0xa8);
}
QColor limitLine()
{
    return bad();
}
QColor burstHighlight()
{
    return QColor(0xe6, 0x9f, 0x00, 70);
}
QColor windowBand()
{
    return QColor(0x4a, 0x6f, 0xa5, 26);
}
QColor cursor()
{
    return QColor(0x20, 0x20, 0x20);
}
QColor pinned()
{
    return QColor(0x55, 0x55, 0x55, 150);
}
QColor lessonHighlight()
{
    return QColor(0xff, 0xc1, 0x07, 70);
}
QColor futureMask()
{
    return QColor(0xff, 0xff, 0xff, 225);
}
QColor axisText()
{
    return QColor(0x30, 0x34, 0x3a);
}
QColor grid()
{
    return QColor(0xdd, 0xe1, 0xe6);
}
QColor good()
{
    return QColor(0x00, 0x77, 0x5a);
}
QColor attention()
{
    return QColor(0x8a, 0x5a, 0x00);
}
QColor bad()
{
    return QColor(0xa8, 0x45, 0x00);
}

// Okabe-Ito blue and sky blue, then Paul Tol's wine and indigo, brown, grey and black: none of
// them near an outcome colour (admitted, rejected, failed open or closed, would reject), which
// the same world charts draw beside them.
QColor region(int index)
{
    static const QColor palette[] = {QColor(0x00, 0x72, 0xb2), QColor(0x8c, 0x6d, 0x31),
                                     QColor(0x56, 0xb4, 0xe9), QColor(0x88, 0x22, 0x55),
                                     QColor(0x33, 0x22, 0x88), QColor(0x99, 0x99, 0x99),
                                     QColor(0x1a, 0x1a, 0x1a)};
    constexpr int n = static_cast<int>(std::size(palette));
    return palette[((index % n) + n) % n];
}
QColor storeMemory()
{
    return QColor(0x00, 0x7a, 0x87);
}
QColor evictions()
{
    return QColor(0xc0, 0x5a, 0x00);
}
QColor storeErrors()
{
    return QColor(0x4a, 0x4a, 0x4a);
}
QColor latencyP50()
{
    return QColor(0x1f, 0x5f, 0xa8);
}
QColor latencyP99()
{
    return QColor(0x9b, 0x2d, 0x6e);
}

// Okabe-Ito blue and Paul Tol's indigo: apart from every outcome colour and from each other
// (tst_chartlook). They share hues with the regions, which the world's charts draw, never the
// backend's.
QColor shed()
{
    return QColor(0x00, 0x72, 0xb2);
}
QColor timedOut()
{
    return QColor(0x33, 0x22, 0x88);
}
QColor backendWorkers()
{
    return QColor(0x4a, 0x4a, 0x4a);
}
QColor backendLoad()
{
    return QColor(0x00, 0x7a, 0x87);
}

Qt::BrushStyle refusedPattern()
{
    return Qt::BDiagPattern;
}

QColor faded(const QColor& c, int alpha)
{
    QColor f = c;
    f.setAlpha(alpha);
    return f;
}

QString swatchHtml(const QColor& c)
{
    return QStringLiteral("<span style=\"color:%1\">&#9632;</span>").arg(c.name());
}

} // namespace ratelab::colors
