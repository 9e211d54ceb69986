// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lane's results once the run is over: its summary (counters, window figures, its clients'
// own limiters, the rules, the store's keys and state) and its series.
#include "core/sim/engine/Lane.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <string>
#include <vector>

namespace ratelab {

void Lane::fill(LaneSummary& summary, LaneSeries& series,
                const std::vector<std::string>& keyNames) const
{
    const LaneSpec& spec = *m_setup.spec;
    const std::vector<RuleSpec> rules = laneRules(spec);
    summary.lane = spec.name;
    summary.algorithm = rules.front().algorithm;
    summary.limit = rules.front().params.limit;
    summary.windowMs = rules.front().params.windowMs;
    m_metrics.fill(summary, series, keyNames);
    for (std::size_t c = 0; c < m_rules.size() && c < summary.clients.size(); ++c) {
        if (m_rules[c].pacer < 0)
            continue;
        const ClientPacer& pacer = m_pacers[static_cast<std::size_t>(m_rules[c].pacer)].pacer;
        summary.clients[c].dropped = pacer.dropped();
        summary.clients[c].held = pacer.held();
        summary.clients[c].maxWaitMs = ceilDiv(pacer.maxWait(), kMicrosPerMilli);
    }
    if (m_policy) {
        summary.rules = m_policy->summaries();
        LaneMetrics::fillWindow(summary, m_policy->firstRuleWindow(), keyNames);
    } else {
        RuleSummary one;
        one.rule = rules.front().name;
        one.algorithm = summary.algorithm;
        one.limit = summary.limit;
        one.windowMs = summary.windowMs;
        one.admitted = summary.admitted;
        // Refusals of a penalty block are not the rule's (dry run: nothing was rejected).
        one.refused = summary.rejected - (m_enforced ? m_penaltyRefused : 0);
        one.maxAdmittedAnyWindow = summary.maxAdmittedAnyWindow;
        one.overAdmissionRatio = summary.overAdmissionRatio;
        summary.rules.push_back(std::move(one));
    }
    summary.penaltyRefused = m_penaltyRefused;
    summary.penaltyBlocks = m_penaltyBlocks;
    fillServed(summary, series);
    if (m_sockets)
        m_sockets->fill(summary);
    summary.keys = m_store->keyCount();
    summary.stateBytes = m_store->stateBytes(*m_algorithm);
    summary.stateKeys = m_store->keysWithState();
    series.levelLimit = m_algorithm->levelLimit();
    series.levelName = std::string(algorithmInfo(summary.algorithm).levelName);
    if (m_trackedKey >= 0)
        series.trackedKey = keyNames[static_cast<std::size_t>(m_trackedKey)];
}

} // namespace ratelab
