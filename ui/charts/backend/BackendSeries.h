// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Turns a lane's backend figures (the SeriesBucket's outcomes, latency, limit and load) into the
// plain vectors the backend charts draw, with time in seconds. Pure functions, any thread; the
// chart rows only display what these return.
#include "core/sim/model/RunResult.h"

#include <QVector>

namespace ratelab::backendseries {

struct BackendCurves {
    QVector<double> starts; // bucket starts, seconds (step curves hold a value over the bucket)
    QVector<double> keys;   // bucket centres, seconds (bars)
    // What the clients heard in the bucket, exactly as in the result.
    QVector<double> goodput;
    QVector<double> timedOut;
    QVector<double> shed;
    QVector<double> rejected; // the limiter's refusals (429)
    // The 99th percentile of the goodput's latency answered in the bucket; NaN (a gap) in a
    // bucket without goodput, where there is no latency to show.
    QVector<double> p99LatencyMs;
    // At the bucket's end: the limit in force, the backend's workers and the requests in it
    // (busy workers + waiting line); over the bucket: the most requests in flight at the gate.
    QVector<double> limit;
    QVector<double> workers;
    QVector<double> busy;
    QVector<double> waiting;
    QVector<double> inBackend;
    QVector<double> inFlightPeak;
    double maxAnswers = 0.0; // the largest goodput + timed out + shed + rejected of a bucket
    double maxLatencyMs = 0.0;
    double maxLimit = 0.0;
    double maxLoad = 0.0; // the largest workers, in the backend or peak in flight
};
BackendCurves backendCurves(const LaneSeries& series, std::int64_t bucketMs);

} // namespace ratelab::backendseries
