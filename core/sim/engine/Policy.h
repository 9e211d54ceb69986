#pragma once
// A lane's policy of several rules: each rule its own limiter, keys and in-process store, an
// optional match, and the charging setting that says whose state a refused request changes
// (docs/scenario-format.md, "Policies"). A request is admitted only if every rule that matches it
// admits it. Owned by its lane; single-threaded.
#include "core/sim/SimTime.h"
#include "core/sim/algorithms/Algorithm.h"
#include "core/sim/engine/WindowMaxTracker.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"
#include "core/sim/store/MemoryStore.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace ratelab {

// One rule as the lane hands it over: the rule, its limiter and its store, its key per client
// and whether it matches each client. The first rule's store is the lane's own (charts read it).
struct PolicyRuleSetup {
    RuleSpec spec;
    std::unique_ptr<Algorithm> ownedAlgorithm; // null for the first rule: the lane owns it
    const Algorithm* algorithm = nullptr;
    std::unique_ptr<MemoryStore> ownedStore; // null for the first rule
    MemoryStore* store = nullptr;
    std::vector<std::int32_t> keyOfClient;
    std::vector<std::uint8_t> matches; // by client
};

class Policy {
public:
    Policy(ChargeMode charge, std::vector<PolicyRuleSetup> rules, std::size_t keyCount);

    struct Verdict {
        Decision decision;
        std::int32_t refusedBy = -1; // the first rule that refused, -1 when admitted
        std::int32_t speaker = -1;   // the rule whose decision is the answer, -1 when none matched
    };
    // Decides a request of `client` under the charging setting. The answer is the refusing
    // rule's decision, or, when admitted, that of the matching rule with the least remaining
    // (the first on ties) with the longest delay any rule asked for. A request no rule matches
    // is admitted with limit and remaining 0.
    Verdict decide(std::int32_t client, const DecideInput& in);

    // The request's outcome, for the rules' counts: `admitted` is what the client got.
    void note(std::int32_t client, SimTime time, std::int64_t cost, bool admitted,
              std::int32_t refusedBy);

    [[nodiscard]] std::vector<RuleSummary> summaries() const;
    // The lane's summary measures its first rule: only the clients that rule matches, on its keys.
    [[nodiscard]] const WindowMaxTracker& firstRuleWindow() const { return m_rules.front().window; }
    // The key requests.csv reports a request under: its speaker's (Verdict::speaker), so the
    // row's remaining and reset are that key's; the first rule's when no rule matched.
    [[nodiscard]] std::int32_t reportedKey(std::int32_t client, std::int32_t speaker) const
    {
        return keyOf(m_rules[speaker >= 0 ? static_cast<std::size_t>(speaker) : 0], client);
    }
    [[nodiscard]] std::size_t ruleCount() const { return m_rules.size(); }

private:
    struct Rule {
        PolicyRuleSetup setup;
        WindowMaxTracker window;
        std::int64_t admitted = 0;
        std::int64_t refused = 0;
    };
    [[nodiscard]] bool matches(const Rule& rule, std::int32_t client) const
    {
        return rule.setup.matches[static_cast<std::size_t>(client)] != 0;
    }
    [[nodiscard]] static std::int32_t keyOf(const Rule& rule, std::int32_t client)
    {
        return rule.setup.keyOfClient[static_cast<std::size_t>(client)];
    }

    ChargeMode m_charge;
    std::vector<Rule> m_rules;
    std::vector<Decision> m_decisions; // by rule, for the request being decided
    std::vector<KeyState> m_scratch;   // all-or-nothing: the states a request would leave
};

} // namespace ratelab
