// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/ChartFiles.h"

#include <QBuffer>
#include <QSvgGenerator>

#include <qcustomplot.h>

namespace ratelab {

void addChartFiles(QCustomPlot& plot, const QString& name, std::vector<SweepChartFile>& files)
{
    const int w = plot.width();
    const int h = plot.height();
    QByteArray png;
    QBuffer pngBuffer(&png);
    pngBuffer.open(QIODevice::WriteOnly);
    plot.toPixmap(w, h).save(&pngBuffer, "PNG");
    files.push_back({name + QStringLiteral(".png"), png});

    QByteArray svg;
    QBuffer svgBuffer(&svg);
    QSvgGenerator generator;
    generator.setOutputDevice(&svgBuffer);
    generator.setSize(QSize(w, h));
    generator.setViewBox(QRect(0, 0, w, h));
    generator.setTitle(name);
    QCPPainter painter;
    if (painter.begin(&generator)) {
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        plot.toPainter(&painter, w, h);
        painter.end();
        files.push_back({name + QStringLiteral(".svg"), svg});
    }
}

QString fileSafe(const QString& text)
{
    QString out = text;
    for (QChar& c : out)
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_')
            && c != QLatin1Char('.'))
            c = QLatin1Char('_');
    return out;
}

} // namespace ratelab
