// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The engine's side of the policy conformance tests: a Policy over in-process stores built from
// the same rules policy.lua is sent, where client c counts under keyOf(r, c) in rule r and every
// rule matches every client.
#include "core/io/redis/PolicyCall.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/Policy.h"

#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace ratelab::test {

struct InProcessPolicy {
    std::vector<std::unique_ptr<Algorithm>> algorithms;
    std::vector<std::unique_ptr<MemoryStore>> stores;
    std::unique_ptr<Policy> policy;

    InProcessPolicy(ChargeMode charge, const std::vector<PolicyRuleCall>& calls, int clients,
                    const std::function<int(std::size_t rule, int client)>& keyOf)
    {
        std::vector<PolicyRuleSetup> rules;
        for (std::size_t i = 0; i < calls.size(); ++i) {
            PolicyRuleSetup r;
            r.spec.name = calls[i].rule;
            r.spec.algorithm = calls[i].algorithm;
            r.spec.params = calls[i].params;
            algorithms.push_back(makeAlgorithm(calls[i].algorithm, calls[i].params));
            stores.push_back(std::make_unique<MemoryStore>(std::size_t(clients)));
            r.algorithm = algorithms.back().get();
            r.store = stores.back().get();
            for (int c = 0; c < clients; ++c)
                r.keyOfClient.push_back(keyOf(i, c));
            r.matches.assign(std::size_t(clients), 1);
            rules.push_back(std::move(r));
        }
        policy = std::make_unique<Policy>(charge, std::move(rules), std::size_t(clients));
    }
};

// Every field a client is answered from, and who refused and who spoke: what the engine and a
// Lua reply must agree on.
inline bool sameVerdict(const Policy::Verdict& e, const Policy::Verdict& a)
{
    const Decision& x = e.decision;
    const Decision& y = a.decision;
    return e.refusedBy == a.refusedBy && e.speaker == a.speaker && x.allowed == y.allowed
           && x.limit == y.limit && x.remaining == y.remaining && x.resetMs == y.resetMs
           && x.retryAfterMs == y.retryAfterMs && x.delayMs == y.delayMs;
}

inline QString describe(const Policy::Verdict& v)
{
    const Decision& d = v.decision;
    return QStringLiteral("{refused_by %1, speaker %2, allowed %3, limit %4, remaining %5, "
                          "reset %6, retry_after %7, delay %8}")
        .arg(v.refusedBy)
        .arg(v.speaker)
        .arg(d.allowed)
        .arg(d.limit)
        .arg(d.remaining)
        .arg(d.resetMs)
        .arg(d.retryAfterMs)
        .arg(d.delayMs);
}

} // namespace ratelab::test
