#include "ui/charts/ColorScheme.h"

#include <iterator>

namespace ratelab::colors {

// Chosen to stay apart for the common colour-vision deficiencies and on washed-out projectors.
QColor admitted()
{
    return QColor(0x2e, 0x9e, 0x5b);
}
QColor rejected()
{
    return QColor(0xd6, 0x3a, 0x3a);
}
QColor wouldReject()
{
    return QColor(0xf0, 0xa2, 0x02);
}
QColor failedOpen()
{
    return QColor(0x3b, 0x7d, 0xd8);
}
QColor failedClosed()
{
    return QColor(0x7b, 0x3f, 0xb5);
}
QColor level()
{
    return QColor(0x1f, 0x5f, 0xa8);
}
QColor limitLine()
{
    return QColor(0xb0, 0x24, 0x24);
}
QColor burstHighlight()
{
    return QColor(0xf0, 0xa2, 0x02, 70);
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
    return QColor(0x1e, 0x7e, 0x45);
}
QColor bad()
{
    return QColor(0xb0, 0x24, 0x24);
}

// Okabe-Ito hues, kept clear of the admitted green and rejected red the same charts sit beside.
QColor region(int index)
{
    static const QColor palette[] = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00),
                                     QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9),
                                     QColor(0x8c, 0x6d, 0x31), QColor(0x6b, 0x6e, 0xcf),
                                     QColor(0x99, 0x99, 0x99)};
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
