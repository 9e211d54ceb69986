// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/world/LatencyModel.h"

#include <algorithm>
#include <cmath>

namespace ratelab {

LatencyModel LatencyModel::constant(SimTime us)
{
    LatencyModel m;
    m.m_centreUs = us;
    m.m_minUs = us;
    m.m_maxUs = us;
    return m;
}

LatencyModel LatencyModel::uniform(SimTime minUs, SimTime maxUs)
{
    LatencyModel m;
    m.m_kind = LatencyKind::Uniform;
    m.m_minUs = std::min(minUs, maxUs);
    m.m_maxUs = std::max(minUs, maxUs);
    m.m_centreUs = (m.m_minUs + m.m_maxUs) / 2;
    return m;
}

LatencyModel LatencyModel::normal(SimTime meanUs, SimTime stddevUs, SimTime minUs, SimTime maxUs)
{
    LatencyModel m;
    m.m_kind = LatencyKind::Normal;
    m.m_centreUs = meanUs;
    m.m_spreadUs = stddevUs;
    m.m_minUs = std::max<SimTime>(0, minUs);
    m.m_maxUs = std::max(m.m_minUs, maxUs);
    return m;
}

LatencyModel LatencyModel::logNormal(SimTime medianUs, double sigma, SimTime minUs, SimTime maxUs)
{
    LatencyModel m;
    m.m_kind = LatencyKind::LogNormal;
    m.m_centreUs = medianUs;
    m.m_sigma = sigma;
    m.m_minUs = std::max<SimTime>(0, minUs);
    m.m_maxUs = std::max(m.m_minUs, maxUs);
    return m;
}

SimTime LatencyModel::draw(Random& rng) const
{
    SimTime v = m_centreUs;
    switch (m_kind) {
    case LatencyKind::Constant:
        break;
    case LatencyKind::Uniform:
        v = rng.uniformInt(m_minUs, m_maxUs);
        break;
    case LatencyKind::Normal:
        v = std::clamp(std::llround(rng.normal(static_cast<double>(m_centreUs),
                                               static_cast<double>(m_spreadUs))),
                       static_cast<long long>(m_minUs), static_cast<long long>(m_maxUs));
        break;
    case LatencyKind::LogNormal:
        v = std::clamp(std::llround(rng.logNormal(static_cast<double>(m_centreUs), m_sigma)),
                       static_cast<long long>(m_minUs), static_cast<long long>(m_maxUs));
        break;
    }
    return v;
}

} // namespace ratelab
