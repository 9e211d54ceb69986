// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/backend/BackendSeries.h"

#include "ui/charts/ChartSeries.h"

#include <algorithm>
#include <limits>

namespace ratelab::backendseries {

BackendCurves backendCurves(const LaneSeries& series, std::int64_t bucketMs)
{
    BackendCurves c;
    const auto n = static_cast<qsizetype>(series.buckets.size());
    for (QVector<double>* v :
         {&c.starts, &c.keys, &c.goodput, &c.timedOut, &c.shed, &c.rejected, &c.p99LatencyMs,
          &c.limit, &c.workers, &c.busy, &c.waiting, &c.inBackend, &c.inFlightPeak})
        v->resize(n);
    const double width = chartseries::msToSeconds(bucketMs);
    for (qsizetype i = 0; i < n; ++i) {
        const SeriesBucket& b = series.buckets[static_cast<std::size_t>(i)];
        c.starts[i] = static_cast<double>(i) * width;
        c.keys[i] = (static_cast<double>(i) + 0.5) * width;
        c.goodput[i] = static_cast<double>(b.goodput);
        c.timedOut[i] = static_cast<double>(b.timedOut);
        c.shed[i] = static_cast<double>(b.shed);
        c.rejected[i] = static_cast<double>(b.rejected);
        c.p99LatencyMs[i] =
            b.goodput > 0 ? b.p99LatencyMs : std::numeric_limits<double>::quiet_NaN();
        c.limit[i] = static_cast<double>(b.limit);
        c.workers[i] = static_cast<double>(b.backendWorkers);
        c.busy[i] = static_cast<double>(b.backendBusy);
        c.waiting[i] = static_cast<double>(b.backendWaiting);
        c.inBackend[i] = static_cast<double>(b.backendBusy + b.backendWaiting);
        c.inFlightPeak[i] = b.levelMax;
        c.maxAnswers =
            std::max(c.maxAnswers, c.goodput[i] + c.timedOut[i] + c.shed[i] + c.rejected[i]);
        if (b.goodput > 0)
            c.maxLatencyMs = std::max(c.maxLatencyMs, b.p99LatencyMs);
        c.maxLimit = std::max(c.maxLimit, c.limit[i]);
        c.maxLoad = std::max({c.maxLoad, c.workers[i], c.inBackend[i], c.inFlightPeak[i]});
    }
    return c;
}

} // namespace ratelab::backendseries
