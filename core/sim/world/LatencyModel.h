// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The delay distribution of one network link (instance to store, region to region), in integer
// microseconds. A value type: the topology holds one per link, and each draw takes the caller's
// Random stream, so the same seed gives the same delays.
#include "core/sim/Random.h"
#include "core/sim/SimTime.h"

#include <cstdint>

namespace ratelab {

enum class LatencyKind : std::uint8_t { Constant, Uniform, Normal, LogNormal };

class LatencyModel {
public:
    LatencyModel() = default; // constant 0

    static LatencyModel constant(SimTime us);
    static LatencyModel uniform(SimTime minUs, SimTime maxUs); // inclusive
    // Normal(mean, stddev) clipped to [minUs, maxUs] (a negative delay is not a thing).
    static LatencyModel normal(SimTime meanUs, SimTime stddevUs, SimTime minUs, SimTime maxUs);
    // Log-normal with the given median and sigma (of the log), clipped to [minUs, maxUs].
    static LatencyModel logNormal(SimTime medianUs, double sigma, SimTime minUs, SimTime maxUs);

    // Draws nothing from the stream for Constant, one value for Uniform, two for Normal/LogNormal.
    [[nodiscard]] SimTime draw(Random& rng) const;

    [[nodiscard]] LatencyKind kind() const { return m_kind; }
    [[nodiscard]] SimTime minUs() const { return m_minUs; }
    [[nodiscard]] SimTime maxUs() const { return m_maxUs; }

private:
    LatencyKind m_kind = LatencyKind::Constant;
    SimTime m_centreUs = 0; // constant value, normal mean, log-normal median
    SimTime m_spreadUs = 0; // normal stddev
    double m_sigma = 0.0;   // log-normal
    SimTime m_minUs = 0;
    SimTime m_maxUs = 0;
};

} // namespace ratelab
