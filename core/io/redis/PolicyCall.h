// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a policy of several rules maps onto Redis: one EVALSHA of policy.lua for all its rules when
// their keys share a Cluster slot (atomic), or one EVALSHA of each rule's own twin after another
// when they do not (not atomic: docs/distributed.md, "Policies in Redis"). Each rule's keys carry
// its name, so two rules on one identity never share state. Free functions on plain values; any
// thread.
#include "core/io/redis/LuaCall.h"

#include "core/sim/engine/Policy.h"
#include "core/sim/model/Scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ratelab {

// One rule of the request, as the caller decided it matches.
struct PolicyRuleCall {
    std::string rule; // its name: part of its keys
    AlgorithmKind algorithm = AlgorithmKind::FixedWindow;
    LimitParams params;
    std::string key; // the rate-limit key this rule counts the request under
};

// The Redis keys of one rule's state: rl:{KEY}:RULE:suffix (HashTag) or rl:KEY:RULE:suffix.
std::vector<std::string> luaRuleKeys(const PolicyRuleCall& rule, KeyTagging tagging);

// Whether every key of the rules hashes to one Cluster slot (policy.lua can then run there).
bool policyFitsOneSlot(const std::vector<PolicyRuleCall>& rules, KeyTagging tagging);

// The EVALSHA of policy.lua deciding every rule at once under `charge`. The rules must be ones a
// policy in Redis can hold (LuaScripts::policyTwinName is not empty).
ScriptCall luaPolicyCall(const LuaScripts& scripts, ChargeMode charge,
                         const std::vector<PolicyRuleCall>& rules, const DecideInput& in,
                         bool serverTime, KeyTagging tagging = KeyTagging::HashTag);

// The EVALSHA of one rule's own twin, for rules that run one after another.
ScriptCall luaRuleCall(const LuaScripts& scripts, const PolicyRuleCall& rule, const DecideInput& in,
                       bool serverTime, KeyTagging tagging = KeyTagging::HashTag);

// policy.lua's {refused_by, speaker, allowed, remaining, reset_ms, retry_after_ms, delay_ms} as
// the in-process policy's verdict (refused_by and speaker index the rules sent; limit is the
// speaker's N); on a malformed reply returns nothing and sets *error to what was wrong with it.
std::optional<Policy::Verdict> policyVerdictFromLuaReply(const RedisReply& reply,
                                                         const std::vector<PolicyRuleCall>& rules,
                                                         std::string* error = nullptr);

// The verdict of rules that ran one after another, from their twins' decisions in order (the
// caller stops sending at the first refusal unless it charges every rule): the refusing rule's,
// or admittedVerdict's choice, as policy.lua and the in-process policy answer.
Policy::Verdict policyVerdictOf(const std::vector<Decision>& decisions);

} // namespace ratelab
