// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "core/sim/store/PolicyRules.h"

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

    using Verdict = PolicyVerdict;
    // Decides a request of `client` under the charging setting. The answer is the refusing
    // rule's decision, or, when admitted, that of the matching rule with the least remaining
    // (the first on ties) with the longest delay any rule asked for. A request no rule matches
    // is admitted with limit and remaining 0. With in.effectiveWindow the answer carries the
    // speaking rule's effective window (Algorithm::effectiveWindowMs).
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
        return rulesOf(client)[speaker >= 0 ? static_cast<std::size_t>(speaker) : 0].key;
    }
    [[nodiscard]] std::size_t ruleCount() const { return m_rules.size(); }
    // The rules as a store that decides them itself needs them (a policy in the simulated Redis).
    [[nodiscard]] PolicyRules rules() const;

private:
    struct Rule {
        PolicyRuleSetup setup;
        WindowMaxTracker window;
        std::int64_t admitted = 0;
        std::int64_t refused = 0;
    };
    // A client's key and match in one rule; a client's rules sit side by side, so deciding a
    // request reads one short run of memory instead of two vectors per rule.
    struct ClientRule {
        std::int32_t key = 0;
        bool matches = false;
    };
    // What deciding a rule reads, packed apart from the rest of the rule so a request touches one
    // short run of memory.
    struct HotRule {
        const Algorithm* algorithm = nullptr;
        MemoryStore* store = nullptr;
        // The algorithm keeps its whole state in a, b, c and present (no log), so all-or-nothing
        // can decide in place and put those four back, instead of deciding on a copy.
        bool scalarState = true;
    };
    struct ScalarState {
        std::int64_t a = 0;
        std::int64_t b = 0;
        std::int64_t c = 0;
        bool present = false;
    };
    // One loop per charging setting, so the hot path tests the setting once per request; Report
    // (DecideInput::effectiveWindow) adds the speaking rule's effective window in loops of its
    // own, so the lanes that do not ask for it run the same code as before.
    template <bool Report>
    Verdict decideCharged(std::int32_t client, const DecideInput& in);
    template <bool StopAtRefusal, bool Report>
    Verdict decideInPlace(std::int32_t client, const DecideInput& in);
    template <bool AllScalar, bool Report>
    Verdict decideAllOrNothing(std::int32_t client, const DecideInput& in);
    void prefetchStates(const ClientRule* mine) const;
    // Rule `rule`'s effective window into its decision d, from `after`, the state d left.
    void reportEffectiveWindow(Decision& d, std::size_t rule, const KeyState& after,
                               const DecideInput& in) const;
    // An admitted verdict with its speaker's window, every rule's state back in its store.
    Verdict withEffectiveWindow(Verdict v, const ClientRule* mine, const DecideInput& in) const;
    [[nodiscard]] const ClientRule* rulesOf(std::int32_t client) const
    {
        return m_clientRules.data() + static_cast<std::size_t>(client) * m_rules.size();
    }

    ChargeMode m_charge;
    std::vector<Rule> m_rules;
    std::vector<HotRule> m_hot;            // by rule
    bool m_allScalar = true;               // no rule keeps a log: all-or-nothing never needs a copy
    std::vector<ClientRule> m_clientRules; // [client * rules + rule]
    std::vector<Decision> m_decisions;     // by rule, for the request being decided
    std::vector<KeyState> m_scratch; // all-or-nothing, rules with a log: the states it would leave
    std::vector<ScalarState> m_undo; // all-or-nothing, scalar rules: the states it found
};

} // namespace ratelab
