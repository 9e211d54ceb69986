// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/adaptive/EnvoyGradientLimit.h"

#include <algorithm>
#include <cmath>

namespace ratelab {

namespace {

double fraction(double percent)
{
    return std::max(0.0, std::min(percent, 100.0)) / 100.0;
}

} // namespace

EnvoyGradientLimit::EnvoyGradientLimit(const EnvoyGradientParams& params, Random random)
    : m_params(params)
    , m_random(random)
    , m_limit(params.minConcurrency)
{
    // The constructor opens a minRTT window and arms the sample timer.
    enterMinRttWindow();
    arm(m_sampleTimer, m_params.updateIntervalMs * 1000);
}

void EnvoyGradientLimit::arm(Timer& timer, std::int64_t dueUs)
{
    timer.dueUs = dueUs;
    timer.armedSeq = ++m_seq;
}

void EnvoyGradientLimit::advanceTo(std::int64_t nowUs)
{
    for (;;) {
        Timer* next = nullptr;
        for (Timer* t : {&m_minRttTimer, &m_sampleTimer})
            if (t->dueUs && *t->dueUs <= nowUs
                && (!next || *t->dueUs < *next->dueUs
                    || (*t->dueUs == *next->dueUs && t->armedSeq < next->armedSeq)))
                next = t;
        if (!next)
            break;
        m_nowUs = std::max(m_nowUs, *next->dueUs);
        next->dueUs.reset();
        if (next == &m_minRttTimer)
            enterMinRttWindow();
        else
            onSampleTimer();
    }
    m_nowUs = std::max(m_nowUs, nowUs);
}

void EnvoyGradientLimit::enterMinRttWindow()
{
    if (inMinRttWindow())
        return;
    m_deferredLimit = m_limit;
    updateLimit(m_params.minConcurrency);
    m_histogram.clear();
    m_epochUs = m_nowUs;
}

void EnvoyGradientLimit::onSampleTimer()
{
    // In a minRTT window the timer lapses; the end of the window arms it again.
    if (inMinRttWindow())
        return;
    if (m_histogram.count() > 0) {
        m_sampleRttNs = summaryUs() * 1000;
        updateLimit(calculateNewLimit());
    }
    arm(m_sampleTimer, m_nowUs + m_params.updateIntervalMs * 1000);
}

int EnvoyGradientLimit::onSample(std::int64_t rttUs, int inflight, bool dropped)
{
    static_cast<void>(inflight); // Envoy counts its own outstanding requests; no update reads it
    // A request that did not complete is cancelLatencySample(): no sample.
    if (dropped || m_nowUs - rttUs < m_epochUs)
        return limit();
    m_histogram.insert(rttUs);
    updateMinRtt();
    return limit();
}

void EnvoyGradientLimit::updateMinRtt()
{
    if (!inMinRttWindow() || m_histogram.count() < m_params.requestCount)
        return;
    m_minRttNs = summaryUs() * 1000;
    updateLimit(m_deferredLimit);
    m_deferredLimit = 0;
    arm(m_minRttTimer, m_nowUs + jitteredIntervalUs());
    arm(m_sampleTimer, m_nowUs + m_params.updateIntervalMs * 1000);
}

std::int64_t EnvoyGradientLimit::summaryUs()
{
    // processLatencySamplesAndClear: static_cast<int> of the quantile, in microseconds.
    const double q = m_histogram.quantile(fraction(m_params.percentile));
    m_histogram.clear();
    return static_cast<int>(q);
}

std::int64_t EnvoyGradientLimit::jitteredIntervalUs()
{
    const std::int64_t intervalMs = m_params.minRttIntervalMs;
    const double jitter = fraction(m_params.jitterPct);
    if (jitter == 0)
        return intervalMs * 1000;
    const auto rangeMs =
        static_cast<std::uint32_t>(std::ceil(static_cast<double>(intervalMs) * jitter));
    return (intervalMs + static_cast<std::int64_t>(m_random.nextU64() % rangeMs)) * 1000;
}

std::uint32_t EnvoyGradientLimit::calculateNewLimit() const
{
    // minRTT and sampleRTT are nanosecond counts in the reference; the buffer is added in double.
    const double bufferedMinRtt = static_cast<double>(m_minRttNs)
                                  + static_cast<double>(m_minRttNs) * fraction(m_params.bufferPct);
    const double rawGradient = bufferedMinRtt / static_cast<double>(m_sampleRttNs);
    const double gradient = std::max(0.5, std::min(2.0, rawGradient));
    const double limit = m_limit * gradient;
    const double headroom = std::sqrt(limit);
    const auto newLimit = static_cast<std::uint32_t>(limit + headroom);
    return std::max(m_params.minConcurrency, std::min(m_params.maxLimit, newLimit));
}

void EnvoyGradientLimit::updateLimit(std::uint32_t newLimit)
{
    const std::uint32_t oldLimit = m_limit;
    m_limit = newLimit;
    if (!inMinRttWindow() && oldLimit == m_params.minConcurrency
        && newLimit == m_params.minConcurrency)
        ++m_consecutiveAtMin;
    else
        m_consecutiveAtMin = 0;
    // Five windows in a row at the minimum suggest a stale minRTT: measure it again now.
    if (m_consecutiveAtMin >= 5)
        arm(m_minRttTimer, m_nowUs);
}

} // namespace ratelab
