// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Turns a lane's time series into the plain vectors the charts draw: stacked request counts per
// bucket and the tracked key's level, with time in seconds. Pure functions, any thread; the
// chart rows only display what these return.
#include "core/sim/model/RunResult.h"

#include <QVector>

#include <algorithm>
#include <utility>

namespace ratelab::chartseries {

struct StackedCounts {
    QVector<double> keys;     // bucket centres, seconds
    QVector<double> admitted; // admitted normally (not failed open, not would-reject)
    QVector<double> failedOpen;
    QVector<double> wouldReject;
    QVector<double> rejected; // rejected by the limiter (not failed closed)
    QVector<double> failedClosed;
    bool anyFailedOpen = false;
    bool anyWouldReject = false;
    bool anyFailedClosed = false;
    double maxTotal = 0.0;
};

struct LevelCurve {
    QVector<double> keys;  // bucket starts, seconds, then the last bucket's end
    QVector<double> level; // at the end of the bucket (the last one repeated at the closing key)
    QVector<double> peak;  // the highest level right after a decision in the bucket
    double maxValue = 0.0;
};

StackedCounts stackedCounts(const LaneSeries& series, std::int64_t bucketMs);
LevelCurve levelCurve(const LaneSeries& series, std::int64_t bucketMs);
// The (key, value) pairs of a bar layer worth drawing: with `dropZeros`, none of value 0 (a
// zero-height bar stacked on another still draws its outline, a red cap on a green bar).
std::pair<QVector<double>, QVector<double>> barData(const QVector<double>& keys,
                                                    const QVector<double>& values, bool dropZeros);

// A million buckets cannot be drawn one by one at 30 frames/s: for the visible time range this
// keeps at most maxPoints groups of consecutive buckets, each with the largest admitted count,
// total (admitted + rejected) and level peak inside it, so spikes never disappear. Keys are the
// groups' start times in seconds, plus one closing point at the range's end for step drawing.
struct Envelope {
    QVector<double> keys;
    QVector<double> admitted;
    QVector<double> total;
    QVector<double> peak;
};
Envelope envelope(const LaneSeries& series, std::int64_t bucketMs, double lowerSec, double upperSec,
                  int maxPoints);

// The bucket containing a time in seconds, or -1 outside the series.
int bucketAt(const LaneSeries& series, std::int64_t bucketMs, double seconds);
// A click on a 2 px bucket misses: the non-empty bucket (any request decided in it) nearest to
// `seconds` among those within `toleranceSec` of it, the one containing it first; -1 if none.
int nearestBusyBucket(const LaneSeries& series, std::int64_t bucketMs, double seconds,
                      double toleranceSec);

inline double seconds(SimTime t)
{
    return static_cast<double>(t) / 1e6;
}
inline double msToSeconds(std::int64_t ms)
{
    return static_cast<double>(ms) / 1e3;
}

// The time range, in seconds, that shows a whole run with a thin margin each side (one second
// without a run): what every chart view starts at and a double-click returns to.
struct TimeRange {
    double lower = 0;
    double upper = 0;
};
inline TimeRange wholeRun(const RunResult* result)
{
    const double end = std::max(result ? msToSeconds(result->durationMs) : 1.0, 1e-3);
    return {-0.005 * end, 1.005 * end};
}

} // namespace ratelab::chartseries
