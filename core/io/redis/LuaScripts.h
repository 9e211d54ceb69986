// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Lua twins of the limiters (resources/lua/*.lua): their text and SHA-1, ready for EVALSHA,
// and the policy script built from them (policy.lua, the twins inlined where it says so).
// By default they come from an installed share/ratelab/lua/ (ShippedData) when it holds them all,
// else from the copies compiled into ratelab_io (Qt resource :/lua/, built from
// resources/lua/lua.qrc); fromDirectory() reads edited copies instead. Immutable once loaded;
// share it between threads freely.
#include "core/sim/algorithms/AlgorithmKind.h"

#include <QString>

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace ratelab {

enum class LuaScriptId {
    FixedWindow,
    SlidingLog,
    SlidingCounter,
    TokenBucket,
    Gcra,
    LeakyBucket,
    ConcurrencyAcquire,
    ConcurrencyRelease,
    FixedWindowIncrFirst,
    Policy, // policy.lua with every decision twin but the concurrency limit's inlined
};

inline constexpr std::size_t kLuaScriptCount = 10;

struct LuaScript {
    LuaScriptId id = LuaScriptId::FixedWindow;
    std::string fileName; // "fixed_window.lua"
    std::string source;   // the policy: as composed, the twins inlined
    std::string sha1;     // lower-case hex, as SCRIPT LOAD answers it
};

class LuaScripts {
public:
    // The scripts compiled into the library; never fails.
    static const LuaScripts& builtIn();

    // Reads every script from dir (e.g. an edited checkout of resources/lua). On failure
    // returns nothing and sets *error to a message naming the missing or unreadable file.
    static std::optional<LuaScripts> fromDirectory(const QString& dir, QString* error);

    [[nodiscard]] const LuaScript& script(LuaScriptId id) const;
    // The decision script of an algorithm (concurrency: the acquire side).
    [[nodiscard]] const LuaScript& forAlgorithm(AlgorithmKind kind) const;

    static std::string_view fileName(LuaScriptId id);
    // The name policy.lua calls an algorithm's twin by ("token_bucket"); empty for the
    // algorithms a policy in Redis cannot hold (the concurrency limit, nginx, Guava).
    static std::string_view policyTwinName(AlgorithmKind kind);

private:
    std::array<LuaScript, kLuaScriptCount> m_scripts;
};

} // namespace ratelab
