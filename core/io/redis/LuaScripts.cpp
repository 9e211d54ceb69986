// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/redis/LuaScripts.h"

#include "core/io/install/ShippedData.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>

// Q_INIT_RESOURCE must run outside any namespace; calling it also makes the linker keep the
// resource object of this static library.
static void initLuaResource()
{
    Q_INIT_RESOURCE(lua);
}

namespace ratelab {
namespace {

LuaScript makeScript(LuaScriptId id, const QByteArray& source)
{
    LuaScript script;
    script.id = id;
    script.fileName = std::string(LuaScripts::fileName(id));
    script.source = source.toStdString();
    script.sha1 = QCryptographicHash::hash(source, QCryptographicHash::Sha1).toHex().toStdString();
    return script;
}

constexpr std::string_view kTwinsMarker = "-- @TWINS@\n";

// The twins a policy can hold, each as `twins['NAME'] = function(KEYS, ARGV) ... end`: the
// parameters shadow the globals, so the twin's text runs unchanged and its `return` answers
// the call.
std::string inlinedTwins(const std::array<LuaScript, kLuaScriptCount>& scripts)
{
    std::string out;
    for (const AlgorithmInfo& info : allAlgorithms()) {
        const std::string_view name = LuaScripts::policyTwinName(info.kind);
        if (name.empty())
            continue;
        const LuaScript* twin = nullptr;
        for (const LuaScript& s : scripts)
            if (s.fileName == std::string(name) + ".lua")
                twin = &s;
        out.append("twins['").append(name).append("'] = function(KEYS, ARGV)\n");
        out.append(twin->source);
        if (!twin->source.empty() && twin->source.back() != '\n')
            out.push_back('\n');
        out.append("end\n");
    }
    return out;
}

LuaScripts loadBuiltIn()
{
    initLuaResource();
    QString error;
    auto scripts = LuaScripts::fromDirectory(ShippedData::path(QStringLiteral("lua")), &error);
    if (!scripts)
        scripts = LuaScripts::fromDirectory(QStringLiteral(":/lua"), &error);
    // The resource is compiled in; a missing script is a build defect, not a runtime condition.
    Q_ASSERT_X(scripts, "LuaScripts::builtIn", qPrintable(error));
    return scripts ? *scripts : LuaScripts();
}

} // namespace

const LuaScripts& LuaScripts::builtIn()
{
    static const LuaScripts scripts = loadBuiltIn();
    return scripts;
}

std::optional<LuaScripts> LuaScripts::fromDirectory(const QString& dir, QString* error)
{
    LuaScripts scripts;
    for (std::size_t i = 0; i < kLuaScriptCount; ++i) {
        const auto id = static_cast<LuaScriptId>(i);
        const QString path = QDir(dir).filePath(
            QString::fromUtf8(fileName(id).data(), qsizetype(fileName(id).size())));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            if (error)
                *error = QStringLiteral("%1: cannot read the Lua script: %2")
                             .arg(path, file.errorString());
            return std::nullopt;
        }
        scripts.m_scripts[i] = makeScript(id, file.readAll());
    }
    LuaScript& policy = scripts.m_scripts[static_cast<std::size_t>(LuaScriptId::Policy)];
    const std::size_t marker = policy.source.find(kTwinsMarker);
    if (marker == std::string::npos) {
        if (error)
            *error = QStringLiteral("%1: has no line \"%2\" where the twins go")
                         .arg(QDir(dir).filePath(QStringLiteral("policy.lua")),
                              QString::fromUtf8(kTwinsMarker.data(),
                                                qsizetype(kTwinsMarker.size() - 1)));
        return std::nullopt;
    }
    std::string composed = policy.source;
    composed.replace(marker, kTwinsMarker.size(), inlinedTwins(scripts.m_scripts));
    policy = makeScript(LuaScriptId::Policy, QByteArray::fromStdString(composed));
    return scripts;
}

const LuaScript& LuaScripts::script(LuaScriptId id) const
{
    return m_scripts[static_cast<std::size_t>(id)];
}

const LuaScript& LuaScripts::forAlgorithm(AlgorithmKind kind) const
{
    switch (kind) {
    case AlgorithmKind::FixedWindow:
        return script(LuaScriptId::FixedWindow);
    case AlgorithmKind::SlidingLog:
        return script(LuaScriptId::SlidingLog);
    case AlgorithmKind::SlidingCounter:
        return script(LuaScriptId::SlidingCounter);
    case AlgorithmKind::TokenBucket:
        return script(LuaScriptId::TokenBucket);
    case AlgorithmKind::Gcra:
        return script(LuaScriptId::Gcra);
    case AlgorithmKind::LeakyBucket:
        return script(LuaScriptId::LeakyBucket);
    case AlgorithmKind::Concurrency:
        return script(LuaScriptId::ConcurrencyAcquire);
    case AlgorithmKind::FixedWindowIncrFirst:
        return script(LuaScriptId::FixedWindowIncrFirst);
    case AlgorithmKind::Nginx: // in-process only; scenarioProblems keeps them out of Redis
    case AlgorithmKind::GuavaBursty:
    case AlgorithmKind::GuavaWarmup:
    case AlgorithmKind::Aimd: // adaptive: in process too
    case AlgorithmKind::Vegas:
    case AlgorithmKind::Gradient2:
    case AlgorithmKind::EnvoyGradient:
        break;
    }
    return script(LuaScriptId::FixedWindow);
}

std::string_view LuaScripts::fileName(LuaScriptId id)
{
    switch (id) {
    case LuaScriptId::FixedWindow:
        return "fixed_window.lua";
    case LuaScriptId::SlidingLog:
        return "sliding_log.lua";
    case LuaScriptId::SlidingCounter:
        return "sliding_counter.lua";
    case LuaScriptId::TokenBucket:
        return "token_bucket.lua";
    case LuaScriptId::Gcra:
        return "gcra.lua";
    case LuaScriptId::LeakyBucket:
        return "leaky_bucket.lua";
    case LuaScriptId::ConcurrencyAcquire:
        return "concurrency_acquire.lua";
    case LuaScriptId::ConcurrencyRelease:
        return "concurrency_release.lua";
    case LuaScriptId::FixedWindowIncrFirst:
        return "fixed_window_incr_first.lua";
    case LuaScriptId::Policy:
        return "policy.lua";
    }
    return "";
}

std::string_view LuaScripts::policyTwinName(AlgorithmKind kind)
{
    switch (kind) {
    case AlgorithmKind::FixedWindow:
        return "fixed_window";
    case AlgorithmKind::SlidingLog:
        return "sliding_log";
    case AlgorithmKind::SlidingCounter:
        return "sliding_counter";
    case AlgorithmKind::TokenBucket:
        return "token_bucket";
    case AlgorithmKind::Gcra:
        return "gcra";
    case AlgorithmKind::LeakyBucket:
        return "leaky_bucket";
    case AlgorithmKind::FixedWindowIncrFirst:
        return "fixed_window_incr_first";
    case AlgorithmKind::Concurrency: // its leases are given back by a script of their own
    case AlgorithmKind::Nginx:       // in-process only
    case AlgorithmKind::GuavaBursty:
    case AlgorithmKind::GuavaWarmup:
    case AlgorithmKind::Aimd: // adaptive: in process too
    case AlgorithmKind::Vegas:
    case AlgorithmKind::Gradient2:
    case AlgorithmKind::EnvoyGradient:
        break;
    }
    return {};
}

} // namespace ratelab
