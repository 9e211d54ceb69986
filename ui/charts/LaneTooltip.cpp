// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneTooltip.h"

#include "ui/charts/ChartSeries.h"
#include "ui/charts/ColorScheme.h"

#include <QStringList>

namespace ratelab::lanetooltip {

QString bucketTooltip(const RunResult& result, std::size_t lane, double secondsValue)
{
    if (lane >= result.series.size() || lane >= result.summaries.size())
        return QString();
    const LaneSeries& series = result.series[lane];
    const int i = chartseries::bucketAt(series, result.bucketMs, secondsValue);
    if (i < 0)
        return QString();
    const SeriesBucket& b = series.buckets[static_cast<std::size_t>(i)];
    const double start = chartseries::msToSeconds(i * result.bucketMs);
    const double end = chartseries::msToSeconds((i + 1) * result.bucketMs);
    QString text = QStringLiteral("<b>%1</b> &nbsp; %2 s – %3 s<br>")
                       .arg(QString::fromStdString(result.summaries[lane].lane))
                       .arg(start, 0, 'g', 8)
                       .arg(end, 0, 'g', 8);
    text += QStringLiteral("%1 admitted: <b>%2</b><br>%3 rejected: <b>%4</b>")
                .arg(colors::swatchHtml(colors::admitted()))
                .arg(b.admitted)
                .arg(colors::swatchHtml(colors::rejected()))
                .arg(b.rejected);
    if (b.failedOpen)
        text += QStringLiteral("<br>%1 failed open: <b>%2</b>")
                    .arg(colors::swatchHtml(colors::failedOpen()))
                    .arg(b.failedOpen);
    if (b.failedClosed)
        text += QStringLiteral("<br>%1 failed closed: <b>%2</b>")
                    .arg(colors::swatchHtml(colors::failedClosed()))
                    .arg(b.failedClosed);
    if (b.wouldReject)
        text += QStringLiteral("<br>%1 would reject: <b>%2</b>")
                    .arg(colors::swatchHtml(colors::wouldReject()))
                    .arg(b.wouldReject);
    if (b.retries)
        text += QStringLiteral("<br>retries: <b>%1</b>").arg(b.retries);
    text += QStringLiteral("<br>%1 %2: <b>%3</b> at end, peak <b>%4</b> (limit %5)")
                .arg(colors::swatchHtml(colors::level()),
                     series.levelName.empty() ? QStringLiteral("level")
                                              : QString::fromStdString(series.levelName))
                .arg(b.level, 0, 'g', 6)
                .arg(b.levelMax, 0, 'g', 6)
                .arg(series.levelLimit, 0, 'g', 6);
    return text;
}

QString bucketLine(const RunResult& result, std::size_t lane, double secondsValue)
{
    if (lane >= result.series.size())
        return QString();
    const int i = chartseries::bucketAt(result.series[lane], result.bucketMs, secondsValue);
    if (i < 0)
        return QString();
    const SeriesBucket& b = result.series[lane].buckets[static_cast<std::size_t>(i)];
    QStringList parts{QStringLiteral("%1 admitted").arg(b.admitted),
                      QStringLiteral("%1 rejected").arg(b.rejected)};
    if (b.failedOpen)
        parts << QStringLiteral("%1 failed open").arg(b.failedOpen);
    if (b.failedClosed)
        parts << QStringLiteral("%1 failed closed").arg(b.failedClosed);
    if (b.wouldReject)
        parts << QStringLiteral("%1 would reject").arg(b.wouldReject);
    return parts.join(QStringLiteral(" · "));
}

} // namespace ratelab::lanetooltip
