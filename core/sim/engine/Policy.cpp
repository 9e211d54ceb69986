#include "core/sim/engine/Policy.h"

#include <utility>

namespace ratelab {

Policy::Policy(ChargeMode charge, std::vector<PolicyRuleSetup> rules, std::size_t keyCount)
    : m_charge(charge)
{
    m_rules.reserve(rules.size());
    for (PolicyRuleSetup& r : rules) {
        const SimTime window = fromMillis(r.spec.params.windowMs);
        m_rules.push_back({std::move(r), WindowMaxTracker(keyCount, window)});
    }
    m_decisions.resize(m_rules.size());
    m_scratch.resize(m_rules.size());
}

Policy::Verdict Policy::decide(std::int32_t client, const DecideInput& in)
{
    Verdict v;
    const std::size_t n = m_rules.size();
    std::size_t decided = 0; // rules [0, decided) have a decision in m_decisions
    for (std::size_t i = 0; i < n; ++i) {
        Rule& rule = m_rules[i];
        decided = i + 1;
        if (!matches(rule, client)) {
            m_decisions[i].allowed = true;
            continue;
        }
        const Algorithm& algorithm = *rule.setup.algorithm;
        const std::int32_t key = keyOf(rule, client);
        Decision& d = m_decisions[i];
        if (m_charge == ChargeMode::AllOrNothing) {
            // Decide on a copy; the copies are written back only if every rule admits.
            m_scratch[i] = rule.setup.store->stateOf(key);
            d = algorithm.decide(m_scratch[i], in);
        } else {
            d = algorithm.decide(rule.setup.store->stateOf(key), in);
        }
        if (!d.allowed && v.refusedBy < 0) {
            v.refusedBy = static_cast<std::int32_t>(i);
            if (m_charge != ChargeMode::EveryRule)
                break;
        }
    }
    if (v.refusedBy >= 0) {
        v.decision = m_decisions[static_cast<std::size_t>(v.refusedBy)];
        v.speaker = v.refusedBy;
        return v;
    }
    if (m_charge == ChargeMode::AllOrNothing)
        for (std::size_t i = 0; i < n; ++i)
            if (matches(m_rules[i], client))
                m_rules[i].setup.store->stateOf(keyOf(m_rules[i], client)) =
                    std::move(m_scratch[i]);
    bool any = false;
    std::int64_t delay = 0;
    for (std::size_t i = 0; i < decided; ++i) {
        if (!matches(m_rules[i], client))
            continue;
        const Decision& d = m_decisions[i];
        delay = std::max(delay, d.delayMs);
        if (!any || d.remaining < v.decision.remaining) {
            v.decision = d;
            v.speaker = static_cast<std::int32_t>(i);
        }
        any = true;
    }
    v.decision.allowed = true;
    v.decision.delayMs = delay;
    return v;
}

void Policy::note(std::int32_t client, SimTime time, std::int64_t cost, bool admitted,
                  std::int32_t refusedBy)
{
    if (refusedBy >= 0)
        ++m_rules[static_cast<std::size_t>(refusedBy)].refused;
    if (!admitted)
        return;
    for (Rule& rule : m_rules) {
        if (!matches(rule, client))
            continue;
        ++rule.admitted;
        // Whole milliseconds, as LaneMetrics measures the lane's own window.
        rule.window.admit(keyOf(rule, client), fromMillis(toMillisFloor(time)), cost);
    }
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
