// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/backend/BackendTooltip.h"

#include "ui/charts/ChartSeries.h"
#include "ui/charts/ColorScheme.h"

#include <QObject>

namespace ratelab::backendtooltip {

QString bucketTooltip(const RunResult& result, std::size_t lane, int i, const BackendLaneInfo& info)
{
    const SeriesBucket& b = result.series[lane].buckets[static_cast<std::size_t>(i)];
    QString text = QStringLiteral("<b>%1</b> &nbsp; %2 s – %3 s")
                       .arg(QString::fromStdString(result.summaries[lane].lane))
                       .arg(chartseries::msToSeconds(i * result.bucketMs), 0, 'g', 8)
                       .arg(chartseries::msToSeconds((i + 1) * result.bucketMs), 0, 'g', 8);
    const auto line = [&text](const QColor& color, const QString& name, std::int64_t value) {
        text +=
            QStringLiteral("<br>%1 %2: <b>%3</b>").arg(colors::swatchHtml(color), name).arg(value);
    };
    line(colors::admitted(), QObject::tr("goodput"), b.goodput);
    line(colors::timedOut(), QObject::tr("timed out"), b.timedOut);
    line(colors::shed(), QObject::tr("shed (503)"), b.shed);
    line(colors::rejected(), QObject::tr("rejected (429)"), b.rejected);
    text += b.goodput > 0 ? QObject::tr("<br>%1 p99 latency: <b>%2 ms</b>")
                                .arg(colors::swatchHtml(colors::latencyP99()))
                                .arg(b.p99LatencyMs, 0, 'g', 8)
                          : QObject::tr("<br>no goodput: no latency in this bucket");
    if (info.gated) {
        line(colors::limitLine(), QObject::tr("concurrency limit at the end"), b.limit);
        text += QObject::tr("<br>%1 in flight, peak: <b>%2</b>")
                    .arg(colors::swatchHtml(colors::level()))
                    .arg(b.levelMax, 0, 'g', 8);
    }
    if (info.backend) {
        text += QObject::tr("<br>%1 at the end: <b>%2</b> of <b>%3</b> workers busy, <b>%4</b> "
                            "waiting")
                    .arg(colors::swatchHtml(colors::backendLoad()))
                    .arg(b.backendBusy)
                    .arg(b.backendWorkers)
                    .arg(b.backendWaiting);
    }
    return text;
}

} // namespace ratelab::backendtooltip
