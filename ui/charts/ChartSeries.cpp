// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartSeries.h"

#include <algorithm>
#include <cmath>

namespace ratelab::chartseries {

StackedCounts stackedCounts(const LaneSeries& series, std::int64_t bucketMs)
{
    StackedCounts c;
    const auto n = static_cast<qsizetype>(series.buckets.size());
    for (QVector<double>* v :
         {&c.keys, &c.admitted, &c.failedOpen, &c.wouldReject, &c.rejected, &c.failedClosed})
        v->resize(n);
    const double width = msToSeconds(bucketMs);
    for (qsizetype i = 0; i < n; ++i) {
        const SeriesBucket& b = series.buckets[static_cast<std::size_t>(i)];
        // admitted includes the failed-open and dry-run admissions; rejected includes
        // failed-closed.
        const auto plainAdmitted =
            std::max<std::int64_t>(0, b.admitted - b.failedOpen - b.wouldReject);
        const auto plainRejected = std::max<std::int64_t>(0, b.rejected - b.failedClosed);
        c.keys[i] = (static_cast<double>(i) + 0.5) * width;
        c.admitted[i] = static_cast<double>(plainAdmitted);
        c.failedOpen[i] = static_cast<double>(b.failedOpen);
        c.wouldReject[i] = static_cast<double>(b.wouldReject);
        c.rejected[i] = static_cast<double>(plainRejected);
        c.failedClosed[i] = static_cast<double>(b.failedClosed);
        c.anyFailedOpen = c.anyFailedOpen || b.failedOpen > 0;
        c.anyWouldReject = c.anyWouldReject || b.wouldReject > 0;
        c.anyFailedClosed = c.anyFailedClosed || b.failedClosed > 0;
        c.maxTotal = std::max(
            c.maxTotal,
            static_cast<double>(std::max(b.admitted, plainAdmitted + b.failedOpen + b.wouldReject)
                                + b.rejected));
    }
    return c;
}

LevelCurve levelCurve(const LaneSeries& series, std::int64_t bucketMs)
{
    LevelCurve c;
    const auto n = static_cast<qsizetype>(series.buckets.size());
    c.keys.resize(n);
    c.level.resize(n);
    c.peak.resize(n);
    const double width = msToSeconds(bucketMs);
    for (qsizetype i = 0; i < n; ++i) {
        const SeriesBucket& b = series.buckets[static_cast<std::size_t>(i)];
        c.keys[i] = static_cast<double>(i) * width;
        c.level[i] = b.level;
        c.peak[i] = b.levelMax;
        c.maxValue = std::max({c.maxValue, b.level, b.levelMax});
    }
    // A step line draws each value up to the next key: one closing key at the last bucket's end
    // keeps the last bucket from being cut off.
    if (n > 0) {
        c.keys.append(static_cast<double>(n) * width);
        c.level.append(c.level.back());
        c.peak.append(c.peak.back());
    }
    return c;
}

Envelope envelope(const LaneSeries& series, std::int64_t bucketMs, double lowerSec, double upperSec,
                  int maxPoints)
{
    Envelope e;
    const auto n = static_cast<std::int64_t>(series.buckets.size());
    if (n == 0 || bucketMs <= 0)
        return e;
    const double perSecond = 1000.0 / static_cast<double>(bucketMs);
    const std::int64_t first = std::clamp<std::int64_t>(
        static_cast<std::int64_t>(std::floor(lowerSec * perSecond)) - 1, 0, n - 1);
    const std::int64_t last = std::clamp<std::int64_t>(
        static_cast<std::int64_t>(std::ceil(upperSec * perSecond)) + 1, first + 1, n);
    const std::int64_t group =
        std::max<std::int64_t>(1, (last - first + maxPoints - 1) / std::max(1, maxPoints));
    const double width = msToSeconds(bucketMs);
    const auto groups = static_cast<qsizetype>((last - first + group - 1) / group);
    e.keys.reserve(groups + 1);
    e.admitted.reserve(groups + 1);
    e.total.reserve(groups + 1);
    e.peak.reserve(groups + 1);
    for (std::int64_t start = first; start < last; start += group) {
        std::int64_t admitted = 0;
        std::int64_t total = 0;
        double peak = 0.0;
        const std::int64_t end = std::min(start + group, last);
        for (std::int64_t i = start; i < end; ++i) {
            const SeriesBucket& b = series.buckets[static_cast<std::size_t>(i)];
            admitted = std::max(admitted, b.admitted);
            total = std::max(total, b.admitted + b.rejected);
            peak = std::max(peak, b.levelMax);
        }
        e.keys.push_back(static_cast<double>(start) * width);
        e.admitted.push_back(static_cast<double>(admitted));
        e.total.push_back(static_cast<double>(total));
        e.peak.push_back(peak);
    }
    e.keys.push_back(static_cast<double>(last) * width);
    e.admitted.push_back(e.admitted.back());
    e.total.push_back(e.total.back());
    e.peak.push_back(e.peak.back());
    return e;
}

int bucketAt(const LaneSeries& series, std::int64_t bucketMs, double secondsValue)
{
    if (bucketMs <= 0 || secondsValue < 0)
        return -1;
    const double index = std::floor(secondsValue * 1000.0 / static_cast<double>(bucketMs));
    if (index >= static_cast<double>(series.buckets.size()))
        return -1;
    return static_cast<int>(index);
}

int nearestBusyBucket(const LaneSeries& series, std::int64_t bucketMs, double secondsValue,
                      double toleranceSec)
{
    if (bucketMs <= 0 || series.buckets.empty())
        return -1;
    const auto busy = [&](std::int64_t i) {
        const SeriesBucket& b = series.buckets[static_cast<std::size_t>(i)];
        return b.admitted + b.rejected + b.failedOpen + b.failedClosed + b.wouldReject > 0;
    };
    const double width = msToSeconds(bucketMs);
    const auto last = static_cast<std::int64_t>(series.buckets.size()) - 1;
    const auto first = std::clamp<std::int64_t>(
        static_cast<std::int64_t>(std::floor((secondsValue - toleranceSec) / width)), 0, last);
    const auto stop = std::clamp<std::int64_t>(
        static_cast<std::int64_t>(std::floor((secondsValue + toleranceSec) / width)), 0, last);
    int best = -1;
    double bestDistance = toleranceSec;
    for (std::int64_t i = first; i <= stop; ++i) {
        if (!busy(i))
            continue;
        const double start = static_cast<double>(i) * width;
        // 0 inside the bucket, else to its nearer edge.
        const double distance = std::max({0.0, start - secondsValue, secondsValue - start - width});
        if (distance <= bestDistance && (best < 0 || distance < bestDistance)) {
            best = static_cast<int>(i);
            bestDistance = distance;
        }
    }
    return best;
}

std::pair<QVector<double>, QVector<double>> barData(const QVector<double>& keys,
                                                    const QVector<double>& values, bool dropZeros)
{
    if (!dropZeros)
        return {keys, values};
    std::pair<QVector<double>, QVector<double>> shown;
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (values[i] > 0) {
            shown.first << keys[i];
            shown.second << values[i];
        }
    }
    return shown;
}

} // namespace ratelab::chartseries
