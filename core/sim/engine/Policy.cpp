// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/Policy.h"

#include "core/sim/algorithms/DecideInto.h"

#include <utility>

namespace ratelab {

Policy::Policy(ChargeMode charge, std::vector<PolicyRuleSetup> rules, std::size_t keyCount)
    : m_charge(charge)
{
    const std::size_t n = rules.size();
    const std::size_t clients = n > 0 ? rules.front().keyOfClient.size() : 0;
    m_clientRules.resize(clients * n);
    m_rules.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        PolicyRuleSetup& r = rules[i];
        for (std::size_t c = 0; c < clients; ++c)
            m_clientRules[c * n + i] = {r.keyOfClient[c], r.matches[c] != 0};
        r.keyOfClient = {}; // packed above, the one copy
        r.matches = {};
        const SimTime window = fromMillis(r.spec.params.windowMs);
        const AlgorithmKind kind = r.algorithm->kind();
        const bool scalar = kind != AlgorithmKind::SlidingLog && kind != AlgorithmKind::Concurrency;
        m_hot.push_back({r.algorithm, r.store, scalar});
        m_allScalar = m_allScalar && scalar;
        m_rules.push_back({std::move(r), WindowMaxTracker(keyCount, window)});
    }
    m_decisions.resize(n);
    m_scratch.resize(n);
    m_undo.resize(n);
}

Policy::Verdict Policy::decide(std::int32_t client, const DecideInput& in)
{
    if (in.effectiveWindow) [[unlikely]]
        return decideCharged<true>(client, in);
    return decideCharged<false>(client, in);
}

template <bool Report>
Policy::Verdict Policy::decideCharged(std::int32_t client, const DecideInput& in)
{
    switch (m_charge) {
    case ChargeMode::AllOrNothing:
        return m_allScalar ? decideAllOrNothing<true, Report>(client, in)
                           : decideAllOrNothing<false, Report>(client, in);
    case ChargeMode::UpToRefusing:
        return decideInPlace<true, Report>(client, in);
    case ChargeMode::EveryRule:
        break;
    }
    return decideInPlace<false, Report>(client, in);
}

template <bool StopAtRefusal, bool Report>
Policy::Verdict Policy::decideInPlace(std::int32_t client, const DecideInput& in)
{
    Verdict v;
    const std::size_t n = m_hot.size();
    const ClientRule* mine = rulesOf(client);
    const HotRule* hot = m_hot.data();
    Decision* decisions = m_decisions.data();
    prefetchStates(mine);
    for (std::size_t i = 0; i < n; ++i) {
        if (!mine[i].matches)
            continue;
        Decision& d = decisions[i];
        decideInto(
            d, [&] { return hot[i].algorithm->decide(hot[i].store->stateOf(mine[i].key), in); });
        if (!d.allowed && v.refusedBy < 0) {
            v.refusedBy = static_cast<std::int32_t>(i);
            if constexpr (StopAtRefusal)
                break;
        }
    }
    // Nothing is undone here: every state is as its decision left it.
    if (v.refusedBy >= 0) {
        const auto r = static_cast<std::size_t>(v.refusedBy);
        if constexpr (Report)
            reportEffectiveWindow(decisions[r], r, hot[r].store->stateOf(mine[r].key), in);
        v.decision = decisions[r];
        v.speaker = v.refusedBy;
        return v;
    }
    if constexpr (Report)
        return withEffectiveWindow(
            admittedVerdict(decisions, n, [mine](std::size_t i) { return mine[i].matches; }), mine,
            in);
    else
        return admittedVerdict(decisions, n, [mine](std::size_t i) { return mine[i].matches; });
}

template <bool AllScalar, bool Report>
Policy::Verdict Policy::decideAllOrNothing(std::int32_t client, const DecideInput& in)
{
    Verdict v;
    const std::size_t n = m_hot.size();
    const ClientRule* mine = rulesOf(client);
    const HotRule* hot = m_hot.data();
    Decision* decisions = m_decisions.data();
    ScalarState* undo = m_undo.data();
    std::size_t decided = 0; // rules [0, decided) were decided
    prefetchStates(mine);
    for (std::size_t i = 0; i < n; ++i) {
        decided = i + 1;
        if (!mine[i].matches)
            continue;
        KeyState& state = hot[i].store->stateOf(mine[i].key);
        Decision& d = decisions[i];
        if (AllScalar || hot[i].scalarState) {
            undo[i] = {state.a, state.b, state.c, state.present};
            decideInto(d, [&] { return hot[i].algorithm->decide(state, in); });
        } else {
            // Decide on a copy, written back only if every rule admits.
            m_scratch[i] = state;
            decideInto(d, [&] { return hot[i].algorithm->decide(m_scratch[i], in); });
        }
        if (!d.allowed) {
            v.refusedBy = static_cast<std::int32_t>(i);
            break;
        }
    }
    if (v.refusedBy >= 0) {
        if constexpr (Report) {
            // From the state the refusing rule's decision left, before it is undone, as
            // policy.lua's first pass computes it on its copy.
            const auto r = static_cast<std::size_t>(v.refusedBy);
            reportEffectiveWindow(
                decisions[r], r,
                AllScalar || hot[r].scalarState ? hot[r].store->stateOf(mine[r].key) : m_scratch[r],
                in);
        }
        for (std::size_t i = 0; i < decided; ++i)
            if (mine[i].matches && (AllScalar || hot[i].scalarState)) {
                KeyState& state = hot[i].store->stateOf(mine[i].key);
                state.a = undo[i].a;
                state.b = undo[i].b;
                state.c = undo[i].c;
                state.present = undo[i].present;
            }
        v.decision = decisions[static_cast<std::size_t>(v.refusedBy)];
        v.speaker = v.refusedBy;
        return v;
    }
    if constexpr (!AllScalar)
        for (std::size_t i = 0; i < n; ++i)
            if (mine[i].matches && !hot[i].scalarState)
                hot[i].store->stateOf(mine[i].key) = std::move(m_scratch[i]);
    if constexpr (Report)
        return withEffectiveWindow(
            admittedVerdict(decisions, n, [mine](std::size_t i) { return mine[i].matches; }), mine,
            in);
    else
        return admittedVerdict(decisions, n, [mine](std::size_t i) { return mine[i].matches; });
}

void Policy::prefetchStates(const ClientRule* mine) const
{
    for (std::size_t i = 0; i < m_hot.size(); ++i)
        if (mine[i].matches)
            m_hot[i].store->prefetch(mine[i].key);
}

void Policy::reportEffectiveWindow(Decision& d, std::size_t rule, const KeyState& after,
                                   const DecideInput& in) const
{
    d.effectiveWindowSeconds =
        delaySeconds(m_hot[rule].algorithm->effectiveWindowMs(after, in, d.remaining));
}

Policy::Verdict Policy::withEffectiveWindow(Verdict v, const ClientRule* mine,
                                            const DecideInput& in) const
{
    if (v.speaker >= 0) {
        const auto s = static_cast<std::size_t>(v.speaker);
        reportEffectiveWindow(v.decision, s, m_hot[s].store->stateOf(mine[s].key), in);
    }
    return v;
}

void Policy::note(std::int32_t client, SimTime time, std::int64_t cost, bool admitted,
                  std::int32_t refusedBy)
{
    if (refusedBy >= 0)
        ++m_rules[static_cast<std::size_t>(refusedBy)].refused;
    if (!admitted)
        return;
    const ClientRule* mine = rulesOf(client);
    // Whole milliseconds, as LaneMetrics measures the lane's own window.
    const SimTime ms = fromMillis(toMillisFloor(time));
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        if (!mine[i].matches)
            continue;
        ++m_rules[i].admitted;
        m_rules[i].window.admit(mine[i].key, ms, cost);
    }
}

PolicyRules Policy::rules() const
{
    PolicyRules out;
    out.charge = m_charge;
    for (const Rule& rule : m_rules)
        out.rules.push_back(
            {rule.setup.algorithm, rule.setup.spec.name, rule.setup.spec.params.windowMs});
    out.keyOf.reserve(m_clientRules.size());
    out.matches.reserve(m_clientRules.size());
    for (const ClientRule& c : m_clientRules) {
        out.keyOf.push_back(c.key);
        out.matches.push_back(c.matches ? 1 : 0);
    }
    return out;
}

std::vector<RuleSummary> Policy::summaries() const
{
    std::vector<RuleSummary> out;
    out.reserve(m_rules.size());
    for (const Rule& rule : m_rules) {
        RuleSummary s;
        s.rule = rule.setup.spec.name;
        s.algorithm = rule.setup.spec.algorithm;
        s.limit = rule.setup.spec.params.limit;
        s.windowMs = rule.setup.spec.params.windowMs;
        s.admitted = rule.admitted;
        s.refused = rule.refused;
        s.maxAdmittedAnyWindow = rule.window.best();
        s.overAdmissionRatio =
            s.limit > 0 ? static_cast<double>(s.maxAdmittedAnyWindow) / static_cast<double>(s.limit)
                        : 0.0;
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace ratelab
