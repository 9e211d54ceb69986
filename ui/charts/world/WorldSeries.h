// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Turns a lane's distributed-world figures (LaneTopologyTotals and the store gauges of its
// SeriesBucket) into the plain vectors the world charts draw, with time in seconds. Pure
// functions, any thread; the chart rows only display what these return.
#include "core/sim/model/RunResult.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace ratelab::worldseries {

struct RegionStack {
    QVector<double> keys;               // bucket centres, seconds
    QVector<QVector<double>> perRegion; // [region][bucket]: admitted, exactly as in the result
    QStringList names;
    double maxTotal = 0.0;
};
RegionStack regionStack(const LaneTopologyTotals& topology, std::int64_t bucketMs);

struct StoreCurves {
    QVector<double> starts; // bucket starts, seconds (step curves hold a value over the bucket)
    QVector<double> keys;   // bucket centres, seconds (bars)
    QVector<double> memoryBytes;
    QVector<double> evictions;
    QVector<double> failedOpen;
    QVector<double> failedClosed;
    QVector<double> errors;
    QVector<double> roundTripMeanMs; // store round trips that finished in the bucket
    QVector<double> roundTripMaxMs;
    double maxMemory = 0.0;
    double maxEvictions = 0.0;
    double maxFailures = 0.0; // the largest failed-open + failed-closed or errors of a bucket
    double maxRoundTripMs = 0.0;
    bool anyFailures = false; // failed open, failed closed or errors in some bucket
    bool anyRoundTrips = false;
};
StoreCurves storeCurves(const LaneSeries& series, std::int64_t bucketMs);

struct InstanceBars {
    QVector<double> keys; // 1, 2, ... with a gap of one between regions
    QVector<double> admitted;
    QVector<int> region; // the region of each bar
    QStringList labels;  // "us-1", "us-2", "eu-1"...
};
InstanceBars instanceBars(const LaneTopologyTotals& topology);

// "us-2": the instance's region and its 1-based place in that region.
QString instanceName(const LaneTopologyTotals& topology, int instance);
QString regionName(const LaneTopologyTotals& topology, int region);

// Memory in a readable binary unit: the divisor for bytes and its name ("KiB" or "MiB").
struct MemoryUnit {
    double divisor = 1024.0;
    QString name = QStringLiteral("KiB");
};
MemoryUnit memoryUnit(double maxBytes);

} // namespace ratelab::worldseries
