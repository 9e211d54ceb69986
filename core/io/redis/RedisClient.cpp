// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/redis/RedisClient.h"

#include "core/io/redis/RedisEndpoint.h"

#include <hiredis/hiredis.h>

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <set>
#include <utility>

namespace ratelab {
namespace {

timeval toTimeval(std::chrono::milliseconds ms)
{
    timeval tv{};
    tv.tv_sec = static_cast<time_t>(ms.count() / 1000);
    tv.tv_usec = static_cast<suseconds_t>((ms.count() % 1000) * 1000);
    return tv;
}

// 127.0.0.0/8 and ::1 only; "localhost" is resolved here, never by DNS.
std::string loopbackAddress(const std::string& host)
{
    if (host == "localhost")
        return "127.0.0.1";
    in_addr v4{};
    if (inet_pton(AF_INET, host.c_str(), &v4) == 1)
        return (ntohl(v4.s_addr) >> 24) == 127 ? host : std::string();
    in6_addr v6{};
    if (inet_pton(AF_INET6, host.c_str(), &v6) == 1)
        return IN6_IS_ADDR_LOOPBACK(&v6) ? host : std::string();
    return {};
}

bool contains(const char* text, const char* part)
{
    return std::strstr(text, part) != nullptr;
}

bool isTransportKind(RedisErrorKind kind)
{
    return kind == RedisErrorKind::ConnectionRefused || kind == RedisErrorKind::Timeout
           || kind == RedisErrorKind::ConnectionLost;
}

} // namespace

RedisClient::~RedisClient()
{
    disconnect();
}

RedisClient::RedisClient(RedisClient&& other) noexcept
    : m_context(std::exchange(other.m_context, nullptr))
    , m_endpoint(std::move(other.m_endpoint))
    , m_timeouts(other.m_timeouts)
    , m_pending(std::exchange(other.m_pending, 0))
{
}

RedisClient& RedisClient::operator=(RedisClient&& other) noexcept
{
    if (this != &other) {
        disconnect();
        m_context = std::exchange(other.m_context, nullptr);
        m_endpoint = std::move(other.m_endpoint);
        m_timeouts = other.m_timeouts;
        m_pending = std::exchange(other.m_pending, 0);
    }
    return *this;
}

RedisError RedisClient::connect(const std::string& host, int port, RedisTimeouts timeouts)
{
    disconnect();
    m_endpoint = endpointText(host, port);
    m_timeouts = timeouts;
    const std::string address = loopbackAddress(host);
    if (address.empty()) {
        return {RedisErrorKind::NotLoopback,
                "redis " + m_endpoint
                    + ": refused to connect: RateLab only talks to a Redis on this machine "
                      "(127.0.0.0/8, ::1 or localhost)"};
    }
    m_context = redisConnectWithTimeout(address.c_str(), port, toTimeval(timeouts.connect));
    if (!m_context)
        return {RedisErrorKind::Other, "redis " + m_endpoint + ": cannot allocate a connection"};
    if (m_context->err)
        return transportError(true);
    if (timeouts.command.count() > 0
        && redisSetTimeout(m_context, toTimeval(timeouts.command)) != REDIS_OK)
        return transportError(false);
    return {};
}

void RedisClient::disconnect()
{
    if (m_context)
        redisFree(m_context);
    m_context = nullptr;
    m_pending = 0;
}

RedisResult RedisClient::command(const std::vector<std::string>& args)
{
    append(args);
    auto results = readPending();
    return std::move(results.back());
}

void RedisClient::append(const std::vector<std::string>& args)
{
    appendArgv(args);
}

void RedisClient::appendArgv(const std::vector<std::string>& args)
{
    std::vector<std::string_view> views(args.begin(), args.end());
    appendViews(views);
}

void RedisClient::appendViews(std::span<const std::string_view> args)
{
    ++m_pending;
    if (!m_context)
        return; // readPending() reports it, once per command
    std::vector<const char*> argv;
    std::vector<std::size_t> lengths;
    argv.reserve(args.size());
    lengths.reserve(args.size());
    for (const auto& arg : args) {
        argv.push_back(arg.data());
        lengths.push_back(arg.size());
    }
    redisAppendCommandArgv(m_context, static_cast<int>(argv.size()), argv.data(), lengths.data());
}

void RedisClient::appendEvalSha(const ScriptCall& call)
{
    // Views into the call: EVALSHA is the hot path of a limiter, so nothing is copied.
    const std::string keyCount = std::to_string(call.keys.size());
    std::vector<std::string_view> args;
    args.reserve(3 + call.keys.size() + call.args.size());
    args.emplace_back("EVALSHA");
    args.emplace_back(call.script->sha1);
    args.emplace_back(keyCount);
    args.insert(args.end(), call.keys.begin(), call.keys.end());
    args.insert(args.end(), call.args.begin(), call.args.end());
    appendViews(args);
}

std::vector<RedisResult> RedisClient::readPending()
{
    std::vector<RedisResult> results;
    results.reserve(m_pending);
    const std::size_t count = std::exchange(m_pending, 0);
    for (std::size_t i = 0; i < count; ++i) {
        // Once the connection broke, every reply still owed fails the same way.
        if (!results.empty() && isTransportKind(results.back().error.kind) && !m_context) {
            results.push_back(results.back());
            continue;
        }
        results.push_back(readOne());
    }
    return results;
}

RedisResult RedisClient::readOne()
{
    RedisResult result;
    if (!m_context) {
        result.error = notConnected();
        return result;
    }
    void* raw = nullptr;
    if (redisGetReply(m_context, &raw) != REDIS_OK || !raw) {
        result.error = transportError(false);
        return result;
    }
    auto* reply = static_cast<redisReply*>(raw);
    result.value = RedisReply::fromHiredis(*reply);
    freeReplyObject(reply);
    if (result.value.type == RedisReply::Type::Error)
        result.error = replyError(result.value);
    return result;
}

RedisResult RedisClient::eval(const ScriptCall& call)
{
    return std::move(evalPipelined(std::span<const ScriptCall>(&call, 1)).front());
}

std::vector<RedisResult> RedisClient::evalPipelined(std::span<const ScriptCall> calls)
{
    for (const auto& call : calls)
        appendEvalSha(call);
    auto results = readPending();

    std::vector<std::size_t> retry;
    std::set<const LuaScript*> missing;
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (results[i].error.kind == RedisErrorKind::NoScript) {
            retry.push_back(i);
            missing.insert(calls[i].script);
        }
    }
    if (retry.empty())
        return results;
    for (const LuaScript* script : missing) {
        auto loaded = scriptLoad(*script);
        if (!loaded.ok()) {
            for (std::size_t i : retry)
                results[i].error = loaded.error;
            return results;
        }
    }
    for (std::size_t i : retry)
        appendEvalSha(calls[i]);
    auto repeated = readPending();
    for (std::size_t k = 0; k < retry.size(); ++k)
        results[retry[k]] = std::move(repeated[k]);
    return results;
}

RedisValue<std::string> RedisClient::scriptLoad(const LuaScript& script)
{
    auto result = command({"SCRIPT", "LOAD", script.source});
    RedisValue<std::string> out;
    out.error = result.error;
    if (out.ok() && result.value.text != script.sha1) {
        out.error = {RedisErrorKind::Other, "redis " + m_endpoint + ": SCRIPT LOAD of "
                                                + script.fileName + " answered SHA-1 '"
                                                + result.value.text + "', expected " + script.sha1};
    }
    out.value = result.value.text;
    return out;
}

RedisError RedisClient::ping()
{
    auto result = command({"PING"});
    if (result.ok() && result.value.text != "PONG")
        return {RedisErrorKind::Other,
                "redis " + m_endpoint + ": PING answered " + result.value.describe()};
    return result.error;
}

RedisValue<std::int64_t> RedisClient::timeMs()
{
    auto result = command({"TIME"});
    RedisValue<std::int64_t> out;
    out.error = result.error;
    if (!out.ok())
        return out;
    const auto& parts = result.value.elements;
    const auto seconds = parts.size() == 2 ? parts[0].toInt() : std::nullopt;
    const auto micros = parts.size() == 2 ? parts[1].toInt() : std::nullopt;
    if (!seconds || !micros) {
        out.error = {RedisErrorKind::Other,
                     "redis " + m_endpoint + ": TIME answered " + result.value.describe()};
        return out;
    }
    out.value = *seconds * 1000 + *micros / 1000;
    return out;
}

RedisValue<std::int64_t> RedisClient::memoryUsage(const std::string& key)
{
    return memoryUsage(key, 5);
}

RedisValue<std::int64_t> RedisClient::memoryUsage(const std::string& key, int samples)
{
    auto result = command({"MEMORY", "USAGE", key, "SAMPLES", std::to_string(samples)});
    RedisValue<std::int64_t> out;
    out.error = result.error;
    out.value = result.value.isNil() ? 0 : result.value.toInt().value_or(0);
    return out;
}

RedisValue<std::string> RedisClient::info(const std::string& section)
{
    auto result = section.empty() ? command({"INFO"}) : command({"INFO", section});
    return {result.value.text, result.error};
}

RedisError RedisClient::configSet(const std::string& name, const std::string& value)
{
    return command({"CONFIG", "SET", name, value}).error;
}

RedisError RedisClient::flushAll()
{
    return command({"FLUSHALL"}).error;
}

RedisError RedisClient::transportError(bool connecting)
{
    // errno still holds the failing call's code: nothing ran since hiredis returned.
    const int code = errno;
    const char* text = m_context ? m_context->errstr : "no connection";
    const int err = m_context ? m_context->err : REDIS_ERR_OTHER;
    const std::string where = "redis " + m_endpoint + ": ";
    RedisError error;
    if (err == REDIS_ERR_EOF) {
        error = {RedisErrorKind::ConnectionLost, where + "the server closed the connection"};
    } else if (err == REDIS_ERR_IO && (code == ECONNREFUSED || contains(text, "refused"))) {
        error = {RedisErrorKind::ConnectionRefused,
                 where + "connection refused (is a redis-server listening there?)"};
    } else if (err == REDIS_ERR_IO
               && (code == EAGAIN || code == EWOULDBLOCK || code == ETIMEDOUT || code == EINPROGRESS
                   || contains(text, "timed out") || contains(text, "temporarily unavailable"))) {
        const auto ms = (connecting ? m_timeouts.connect : m_timeouts.command).count();
        error = {RedisErrorKind::Timeout,
                 where + (connecting ? "no connection within " : "no reply within ")
                     + std::to_string(ms) + " ms"};
    } else if (err == REDIS_ERR_IO) {
        error = {RedisErrorKind::ConnectionLost, where + "I/O error: " + text};
    } else {
        error = {RedisErrorKind::Other, where + text};
    }
    disconnect();
    return error;
}

RedisError RedisClient::replyError(const RedisReply& reply) const
{
    return {redisErrorKindOfReply(reply.text), "redis " + m_endpoint + ": " + reply.text};
}

RedisError RedisClient::notConnected() const
{
    return {RedisErrorKind::ConnectionLost, "redis " + m_endpoint + ": not connected"};
}

} // namespace ratelab
