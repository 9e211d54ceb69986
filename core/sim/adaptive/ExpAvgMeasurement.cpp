// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/adaptive/ExpAvgMeasurement.h"

namespace ratelab {

ExpAvgMeasurement::ExpAvgMeasurement(int window, int warmupWindow)
    : m_window(window)
    , m_warmupWindow(warmupWindow)
{
}

double ExpAvgMeasurement::add(double sample)
{
    if (m_count < m_warmupWindow) {
        ++m_count;
        m_sum += sample;
        m_value = m_sum / m_count;
    } else {
        const double factor = 2.0 / (m_window + 1);
        m_value = m_value * (1 - factor) + sample * factor;
    }
    return m_value;
}

} // namespace ratelab
