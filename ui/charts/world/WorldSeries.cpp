// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/world/WorldSeries.h"

#include "ui/charts/ChartSeries.h"

#include <algorithm>

namespace ratelab::worldseries {

RegionStack regionStack(const LaneTopologyTotals& topology, std::int64_t bucketMs)
{
    RegionStack s;
    const double width = chartseries::msToSeconds(bucketMs);
    qsizetype buckets = 0;
    for (const auto& region : topology.admittedPerRegionBucket)
        buckets = std::max(buckets, static_cast<qsizetype>(region.size()));
    s.keys.resize(buckets);
    for (qsizetype i = 0; i < buckets; ++i)
        s.keys[i] = (static_cast<double>(i) + 0.5) * width;
    QVector<double> totals(buckets, 0.0);
    for (std::size_t r = 0; r < topology.admittedPerRegionBucket.size(); ++r) {
        const auto& counts = topology.admittedPerRegionBucket[r];
        QVector<double> values(buckets, 0.0);
        for (std::size_t i = 0; i < counts.size(); ++i) {
            values[static_cast<qsizetype>(i)] = static_cast<double>(counts[i]);
            totals[static_cast<qsizetype>(i)] += static_cast<double>(counts[i]);
        }
        s.perRegion.push_back(std::move(values));
        s.names << regionName(topology, static_cast<int>(r));
    }
    for (double t : std::as_const(totals))
        s.maxTotal = std::max(s.maxTotal, t);
    return s;
}

StoreCurves storeCurves(const LaneSeries& series, std::int64_t bucketMs)
{
    StoreCurves c;
    const auto n = static_cast<qsizetype>(series.buckets.size());
    for (QVector<double>* v : {&c.starts, &c.keys, &c.memoryBytes, &c.evictions, &c.failedOpen,
                               &c.failedClosed, &c.errors, &c.roundTripMeanMs, &c.roundTripMaxMs})
        v->resize(n);
    const double width = chartseries::msToSeconds(bucketMs);
    for (qsizetype i = 0; i < n; ++i) {
        const SeriesBucket& b = series.buckets[static_cast<std::size_t>(i)];
        c.starts[i] = static_cast<double>(i) * width;
        c.keys[i] = (static_cast<double>(i) + 0.5) * width;
        c.memoryBytes[i] = static_cast<double>(b.storeMemoryBytes);
        c.evictions[i] = static_cast<double>(b.evictions);
        c.failedOpen[i] = static_cast<double>(b.failedOpen);
        c.failedClosed[i] = static_cast<double>(b.failedClosed);
        c.errors[i] = static_cast<double>(b.errors);
        c.roundTripMeanMs[i] = b.storeRoundTripMsMean();
        c.roundTripMaxMs[i] = static_cast<double>(b.storeRoundTripUsMax) / 1000.0;
        c.maxRoundTripMs = std::max(c.maxRoundTripMs, c.roundTripMaxMs[i]);
        c.anyRoundTrips = c.anyRoundTrips || b.storeRoundTrips > 0;
        c.maxMemory = std::max(c.maxMemory, c.memoryBytes[i]);
        c.maxEvictions = std::max(c.maxEvictions, c.evictions[i]);
        c.maxFailures = std::max({c.maxFailures, c.failedOpen[i] + c.failedClosed[i], c.errors[i]});
        c.anyFailures = c.anyFailures || b.failedOpen > 0 || b.failedClosed > 0 || b.errors > 0;
    }
    return c;
}

InstanceBars instanceBars(const LaneTopologyTotals& topology)
{
    InstanceBars bars;
    double key = 0.0;
    int previousRegion = -1;
    for (std::size_t i = 0; i < topology.admittedPerInstance.size(); ++i) {
        const int region = i < topology.regionOfInstance.size() ? topology.regionOfInstance[i] : 0;
        // A one-bar gap between regions groups each region's instances visibly.
        key += (previousRegion >= 0 && region != previousRegion) ? 2.0 : 1.0;
        previousRegion = region;
        bars.keys << key;
        bars.admitted << static_cast<double>(topology.admittedPerInstance[i]);
        bars.region << region;
        bars.labels << instanceName(topology, static_cast<int>(i));
    }
    return bars;
}

QString regionName(const LaneTopologyTotals& topology, int region)
{
    if (region >= 0 && static_cast<std::size_t>(region) < topology.regionNames.size())
        return QString::fromStdString(topology.regionNames[static_cast<std::size_t>(region)]);
    return QStringLiteral("region-%1").arg(region);
}

QString instanceName(const LaneTopologyTotals& topology, int instance)
{
    const auto& regions = topology.regionOfInstance;
    if (instance < 0 || static_cast<std::size_t>(instance) >= regions.size())
        return QStringLiteral("instance-%1").arg(instance);
    const int region = regions[static_cast<std::size_t>(instance)];
    const auto place = std::count(regions.begin(), regions.begin() + instance, region) + 1;
    return QStringLiteral("%1-%2").arg(regionName(topology, region)).arg(place);
}

MemoryUnit memoryUnit(double maxBytes)
{
    if (maxBytes >= 10.0 * 1024 * 1024)
        return {1024.0 * 1024.0, QStringLiteral("MiB")};
    return {};
}

} // namespace ratelab::worldseries
