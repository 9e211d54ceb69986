#include "core/io/redis/LuaScripts.h"

#include "core/io/install/ShippedData.h"

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
    }
    return "";
}

} // namespace ratelab
