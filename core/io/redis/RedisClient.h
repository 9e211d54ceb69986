// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A blocking connection to one Redis server on this machine, on hiredis: commands, pipelines,
// and the Lua twins by EVALSHA (loading a script on NOSCRIPT). Every failure comes back as a
// RedisError of a distinct kind whose message names host:port. After a connection-level error
// (refused, timeout, lost) the connection is closed; call connect() again to retry.
// One owner, one thread at a time; movable, not copyable.
#include "core/io/redis/LuaScripts.h"
#include "core/io/redis/RedisReply.h"

#include <chrono>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

struct redisContext;

namespace ratelab {

struct RedisTimeouts {
    std::chrono::milliseconds connect{1000};
    std::chrono::milliseconds command{1000}; // per reply; 0 = wait forever
};

// One EVALSHA of a Lua twin: the script, its KEYS and its ARGV.
struct ScriptCall {
    const LuaScript* script = nullptr;
    std::vector<std::string> keys;
    std::vector<std::string> args;
};

class RedisClient {
public:
    RedisClient() = default;
    ~RedisClient();
    RedisClient(RedisClient&& other) noexcept;
    RedisClient& operator=(RedisClient&& other) noexcept;
    RedisClient(const RedisClient&) = delete;
    RedisClient& operator=(const RedisClient&) = delete;

    // Only loopback hosts: 127.0.0.0/8, ::1 or "localhost" (which means 127.0.0.1).
    RedisError connect(const std::string& host, int port, RedisTimeouts timeouts = {});
    void disconnect();
    [[nodiscard]] bool isConnected() const { return m_context != nullptr; }
    [[nodiscard]] const std::string& endpoint() const { return m_endpoint; } // "127.0.0.1:6379"

    RedisResult command(const std::vector<std::string>& args);

    // Pipelining: append commands, then read one reply per appended command, in order.
    void append(const std::vector<std::string>& args);
    [[nodiscard]] std::size_t pending() const { return m_pending; }
    std::vector<RedisResult> readPending();

    // EVALSHA; on NOSCRIPT the script is loaded (SCRIPT LOAD) and the call repeated once.
    RedisResult eval(const ScriptCall& call);
    // The calls pipelined in one round trip. Calls refused with NOSCRIPT did nothing; they are
    // repeated in their order after loading their scripts (so they run after the other calls).
    std::vector<RedisResult> evalPipelined(std::span<const ScriptCall> calls);
    RedisValue<std::string> scriptLoad(const LuaScript& script);

    RedisError ping();
    RedisValue<std::int64_t> timeMs(); // the server clock (TIME) in Unix ms
    RedisValue<std::int64_t> memoryUsage(const std::string& key); // bytes; 0 if no such key
    // MEMORY USAGE key SAMPLES n: n nested values sampled (0 = all) instead of Redis's 5.
    RedisValue<std::int64_t> memoryUsage(const std::string& key, int samples);
    RedisValue<std::string> info(const std::string& section = {});
    RedisError configSet(const std::string& name, const std::string& value);
    RedisError flushAll();

private:
    void appendArgv(const std::vector<std::string>& args);
    void appendViews(std::span<const std::string_view> args);
    void appendEvalSha(const ScriptCall& call);
    RedisResult readOne();
    RedisError transportError(bool connecting);
    RedisError replyError(const RedisReply& reply) const;
    RedisError notConnected() const;

    redisContext* m_context = nullptr;
    std::string m_endpoint;
    RedisTimeouts m_timeouts;
    std::size_t m_pending = 0;
};

} // namespace ratelab
