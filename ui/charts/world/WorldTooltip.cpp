// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/world/WorldTooltip.h"

#include "ui/charts/world/WorldSeries.h"

#include "ui/charts/ChartSeries.h"
#include "ui/charts/ColorScheme.h"

#include <QLocale>
#include <QObject>

namespace ratelab::worldtooltip {

namespace {

QString memoryText(double bytes, double divisor, const QString& unit)
{
    return QStringLiteral("%1 %2").arg(
        QLocale().toString(bytes / divisor, 'f', divisor > 1024 ? 2 : 1), unit);
}

} // namespace

QString bucketTooltip(const RunResult& result, std::size_t lane, int i, const MemoryShown& memory)
{
    const LaneSeries& series = result.series[lane];
    const auto bucket = static_cast<std::size_t>(i);
    const SeriesBucket& b = series.buckets[bucket];
    const LaneTopologyTotals& topology = result.topology[lane];
    QString text = QStringLiteral("<b>%1</b> &nbsp; %2 s – %3 s")
                       .arg(QString::fromStdString(result.summaries[lane].lane))
                       .arg(chartseries::msToSeconds(i * result.bucketMs), 0, 'g', 8)
                       .arg(chartseries::msToSeconds((i + 1) * result.bucketMs), 0, 'g', 8);
    std::int64_t total = 0;
    for (std::size_t r = 0; r < topology.admittedPerRegionBucket.size(); ++r) {
        const auto& counts = topology.admittedPerRegionBucket[r];
        const std::int64_t n = bucket < counts.size() ? counts[bucket] : 0;
        total += n;
        text += QStringLiteral("<br>%1 %2 admitted: <b>%3</b>")
                    .arg(colors::swatchHtml(colors::region(static_cast<int>(r))),
                         worldseries::regionName(topology, static_cast<int>(r)))
                    .arg(n);
    }
    text += QObject::tr("<br>all regions: <b>%1</b>").arg(total);
    if (memory.shown) {
        text += QObject::tr("<br>%1 store memory: <b>%2</b>")
                    .arg(colors::swatchHtml(colors::storeMemory()),
                         memoryText(static_cast<double>(b.storeMemoryBytes), memory.divisor,
                                    memory.unit));
        if (memory.maxMemoryBytes > 0)
            text += QObject::tr(" of %1").arg(memoryText(static_cast<double>(memory.maxMemoryBytes),
                                                         memory.divisor, memory.unit));
        text += QObject::tr("<br>%1 evictions: <b>%2</b>")
                    .arg(colors::swatchHtml(colors::evictions()))
                    .arg(b.evictions);
    }
    if (b.failedOpen || b.failedClosed || b.errors) {
        text +=
            QObject::tr(
                "<br>%1 failed open: <b>%2</b><br>%3 failed closed: <b>%4</b><br>%5 store errors: <b>%6</b>")
                .arg(colors::swatchHtml(colors::failedOpen()))
                .arg(b.failedOpen)
                .arg(colors::swatchHtml(colors::failedClosed()))
                .arg(b.failedClosed)
                .arg(colors::swatchHtml(colors::storeErrors()))
                .arg(b.errors);
    }
    if (b.storeRoundTrips > 0) {
        text += QObject::tr(
                    "<br>%1 store round trips: <b>%2</b>, mean <b>%3 ms</b>, %4 max <b>%5 ms</b>")
                    .arg(colors::swatchHtml(colors::latencyP50()))
                    .arg(b.storeRoundTrips)
                    .arg(b.storeRoundTripMsMean(), 0, 'f', 3)
                    .arg(colors::swatchHtml(colors::latencyP99()))
                    .arg(static_cast<double>(b.storeRoundTripUsMax) / 1000.0, 0, 'f', 3);
    }
    const LaneSummary& s = result.summaries[lane];
    text += QObject::tr("<br>latency added (whole run): p50 <b>%1 ms</b>, p99 <b>%2 ms</b>")
                .arg(s.p50DelayMs, 0, 'g', 4)
                .arg(s.p99DelayMs, 0, 'g', 4);
    return text;
}

} // namespace ratelab::worldtooltip
