// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/redis/PolicyCall.h"

#include "core/sim/redis/ClusterSlot.h"

namespace ratelab {
namespace {

std::string_view chargeId(ChargeMode charge)
{
    for (const EnumEntry<ChargeMode>& entry : chargeModeNames())
        if (entry.value == charge)
            return entry.id;
    return {};
}

} // namespace

std::vector<std::string> luaRuleKeys(const PolicyRuleCall& rule, KeyTagging tagging)
{
    // The rule's name goes after the tag: it keeps the rules apart without moving their slot.
    std::vector<std::string> keys = luaKeys(rule.algorithm, rule.key, tagging);
    for (std::string& key : keys) {
        const std::size_t suffix = key.rfind(':');
        key.insert(suffix, ":" + rule.rule);
    }
    return keys;
}

bool policyFitsOneSlot(const std::vector<PolicyRuleCall>& rules, KeyTagging tagging)
{
    std::vector<std::string> keys;
    for (const PolicyRuleCall& rule : rules)
        for (std::string& key : luaRuleKeys(rule, tagging))
            keys.push_back(std::move(key));
    return sameClusterSlot(keys);
}

ScriptCall luaPolicyCall(const LuaScripts& scripts, ChargeMode charge,
                         const std::vector<PolicyRuleCall>& rules, const DecideInput& in,
                         bool serverTime, KeyTagging tagging)
{
    ScriptCall call;
    call.script = &scripts.script(LuaScriptId::Policy);
    call.args = {std::to_string(in.nowMs), serverTime ? "1" : "0", std::string(chargeId(charge)),
                 std::to_string(rules.size())};
    for (const PolicyRuleCall& rule : rules) {
        std::vector<std::string> keys = luaRuleKeys(rule, tagging);
        // The twin's own arguments without t and the clock switch, which are the policy's.
        std::vector<std::string> args = luaArgs(rule.algorithm, rule.params, in, false);
        call.args.emplace_back(LuaScripts::policyTwinName(rule.algorithm));
        call.args.push_back(std::to_string(keys.size()));
        call.args.push_back(std::to_string(args.size() - 2));
        call.args.insert(call.args.end(), args.begin() + 2, args.end());
        call.keys.insert(call.keys.end(), keys.begin(), keys.end());
    }
    return call;
}

ScriptCall luaRuleCall(const LuaScripts& scripts, const PolicyRuleCall& rule, const DecideInput& in,
                       bool serverTime, KeyTagging tagging)
{
    return {&scripts.forAlgorithm(rule.algorithm), luaRuleKeys(rule, tagging),
            luaArgs(rule.algorithm, rule.params, in, serverTime)};
}

std::optional<Policy::Verdict> policyVerdictFromLuaReply(const RedisReply& reply,
                                                         const std::vector<PolicyRuleCall>& rules,
                                                         std::string* error)
{
    const auto fail = [&](const std::string& what) -> std::optional<Policy::Verdict> {
        if (error)
            *error = what + ": " + reply.describe();
        return std::nullopt;
    };
    if (reply.type != RedisReply::Type::Array || reply.elements.size() != 7)
        return fail("expected {refused_by, speaker, allowed, remaining, reset_ms, "
                    "retry_after_ms, delay_ms}");
    std::int64_t v[7] = {};
    for (std::size_t i = 0; i < 7; ++i) {
        if (reply.elements[i].type != RedisReply::Type::Integer)
            return fail("element " + std::to_string(i + 1) + " is not an integer");
        v[i] = reply.elements[i].integer;
    }
    const auto count = static_cast<std::int64_t>(rules.size());
    if (v[0] < 0 || v[0] > count || v[1] < 1 || v[1] > count)
        return fail("refused_by or speaker names no rule sent");
    Policy::Verdict verdict;
    verdict.refusedBy = static_cast<std::int32_t>(v[0] - 1);
    verdict.speaker = static_cast<std::int32_t>(v[1] - 1);
    Decision& d = verdict.decision;
    d.allowed = v[2] == 1;
    d.limit = rules[static_cast<std::size_t>(verdict.speaker)].params.limit;
    d.remaining = v[3];
    d.resetMs = v[4];
    d.retryAfterMs = v[5];
    d.delayMs = v[6];
    return verdict;
}

Policy::Verdict policyVerdictOf(const std::vector<Decision>& decisions)
{
    for (std::size_t i = 0; i < decisions.size(); ++i)
        if (!decisions[i].allowed)
            return {decisions[i], static_cast<std::int32_t>(i), static_cast<std::int32_t>(i)};
    return admittedVerdict(decisions.data(), decisions.size(), [](std::size_t) { return true; });
}

} // namespace ratelab
