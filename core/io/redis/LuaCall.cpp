// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/redis/LuaCall.h"

namespace ratelab {
namespace {

std::string keyName(std::string_view key, std::string_view suffix, KeyTagging tagging)
{
    std::string name = "rl:";
    if (tagging == KeyTagging::HashTag)
        name.append("{").append(key).append("}");
    else
        name.append(key);
    return name.append(":").append(suffix);
}

} // namespace

std::vector<std::string> luaKeys(AlgorithmKind kind, std::string_view key, KeyTagging tagging)
{
    switch (kind) {
    case AlgorithmKind::FixedWindow:
        return {keyName(key, "fw", tagging)};
    case AlgorithmKind::SlidingLog:
        return {keyName(key, "log", tagging), keyName(key, "sum", tagging)};
    case AlgorithmKind::SlidingCounter:
        return {keyName(key, "cur", tagging), keyName(key, "prev", tagging)};
    case AlgorithmKind::TokenBucket:
        return {keyName(key, "tb", tagging)};
    case AlgorithmKind::Gcra:
        return {keyName(key, "gcra", tagging)};
    case AlgorithmKind::LeakyBucket:
        return {keyName(key, "leaky", tagging)};
    case AlgorithmKind::Concurrency:
        return {keyName(key, "leases", tagging), keyName(key, "costs", tagging)};
    case AlgorithmKind::FixedWindowIncrFirst:
        return {keyName(key, "fwi", tagging)};
    case AlgorithmKind::Nginx: // in-process only: no twin, no keys
    case AlgorithmKind::GuavaBursty:
    case AlgorithmKind::GuavaWarmup:
    case AlgorithmKind::Aimd: // adaptive: in process too
    case AlgorithmKind::Vegas:
    case AlgorithmKind::Gradient2:
    case AlgorithmKind::EnvoyGradient:
        return {};
    }
    return {};
}

std::vector<std::string> luaArgs(AlgorithmKind kind, const LimitParams& params,
                                 const DecideInput& in, bool serverTime, std::string_view leaseId)
{
    std::vector<std::string> args{std::to_string(in.nowMs),     serverTime ? "1" : "0",
                                  std::to_string(params.limit), std::to_string(params.windowMs),
                                  std::to_string(params.burst), std::to_string(in.cost)};
    if (kind == AlgorithmKind::SlidingLog)
        args.emplace_back(params.logRejected ? "1" : "0");
    if (kind == AlgorithmKind::Concurrency) {
        args.push_back(std::to_string(in.holdMs));
        args.emplace_back(leaseId);
    }
    return args;
}

ScriptCall luaDecisionCall(const LuaScripts& scripts, AlgorithmKind kind, const LimitParams& params,
                           std::string_view key, const DecideInput& in, bool serverTime,
                           std::string_view leaseId, KeyTagging tagging)
{
    return {&scripts.forAlgorithm(kind), luaKeys(kind, key, tagging),
            luaArgs(kind, params, in, serverTime, leaseId)};
}

ScriptCall luaReleaseCall(const LuaScripts& scripts, std::string_view key, std::string_view leaseId,
                          KeyTagging tagging)
{
    return {&scripts.script(LuaScriptId::ConcurrencyRelease),
            luaKeys(AlgorithmKind::Concurrency, key, tagging),
            {std::string(leaseId)}};
}

std::optional<Decision> decisionFromLuaReply(const RedisReply& reply, std::int64_t limit,
                                             std::string* error)
{
    const auto fail = [&](const std::string& what) -> std::optional<Decision> {
        if (error)
            *error = what + ": " + reply.describe();
        return std::nullopt;
    };
    if (reply.type != RedisReply::Type::Array || reply.elements.size() < 4
        || reply.elements.size() > 5)
        return fail("expected {allowed, remaining, reset_ms, retry_after_ms[, delay_ms]}");
    std::int64_t v[5] = {0, 0, 0, 0, 0};
    for (std::size_t i = 0; i < reply.elements.size(); ++i) {
        if (reply.elements[i].type != RedisReply::Type::Integer)
            return fail("element " + std::to_string(i + 1) + " is not an integer");
        v[i] = reply.elements[i].integer;
    }
    Decision d;
    d.allowed = v[0] == 1;
    d.limit = limit;
    d.remaining = v[1];
    d.resetMs = v[2];
    d.retryAfterMs = v[3];
    d.delayMs = v[4];
    return d;
}

} // namespace ratelab
