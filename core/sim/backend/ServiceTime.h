// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How long one request keeps a worker (or a dependency's connection): a draw from the scenario's
// service-time distribution around a mean, in microseconds. The log-normal's shape follows from
// its mean and its 99th percentile. Owns no stream: the caller passes its seeded one.
// Immutable after construction; single-threaded use of the stream it is given.
#include "core/sim/Random.h"
#include "core/sim/SimTime.h"
#include "core/sim/model/BackendSpec.h"

#include <string>

namespace ratelab {

class ServiceTime {
public:
    // The spec must have passed serviceTimeProblem().
    explicit ServiceTime(const ServiceTimeSpec& spec);

    // One service time around `meanUs` (the spec's own mean when it has one), at least 1 µs.
    [[nodiscard]] SimTime draw(Random& random, SimTime meanUs) const;

    // The spec's mean in µs, or `fallbackUs` when it leaves the mean to each client.
    [[nodiscard]] SimTime meanUs(SimTime fallbackUs) const
    {
        return m_meanUs > 0 ? m_meanUs : fallbackUs;
    }

    // The log-normal's sigma for a p99 / mean ratio (z99 sigma - sigma^2 / 2 = ln ratio, the
    // smaller root); NaN when no log-normal has that ratio.
    static double logNormalSigma(double p99OverMean);

private:
    ServiceTimeKind m_kind;
    SimTime m_meanUs;
    double m_sigma = 0.0;
    double m_medianOverMean = 1.0; // exp(-sigma^2 / 2)
};

// "" when the distribution can be drawn, else "<field>: what is wrong" with the field relative to
// the service ("p99_ms: ...").
std::string serviceTimeProblem(const ServiceTimeSpec& spec);

} // namespace ratelab
