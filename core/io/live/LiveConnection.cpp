// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/live/LiveConnection.h"

#include <exception>
#include <iterator>
#include <utility>

namespace ratelab {

LiveConnection::LiveConnection(const LiveOptions& options, LiveInbox& inbox)
    : m_options(options)
    , m_inbox(inbox)
{
}

LiveConnection::~LiveConnection()
{
    stop();
}

RedisError LiveConnection::connect()
{
    return m_client.connect(m_options.host, m_options.port, m_options.timeouts);
}

void LiveConnection::start()
{
    m_thread = std::thread([this] { loop(); });
}

void LiveConnection::submit(LiveKeyStore* store, std::int64_t ticket, ScriptCall call)
{
    {
        const std::lock_guard lock(m_mutex);
        m_jobs.push_back({store, ticket, std::move(call)});
    }
    m_wake.notify_one();
}

void LiveConnection::stop()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
        m_jobs.clear();
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join();
}

void LiveConnection::loop()
{
    for (;;) {
        std::vector<Job> batch;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_stopping || !m_jobs.empty(); });
            if (m_stopping)
                return;
            batch.assign(std::make_move_iterator(m_jobs.begin()),
                         std::make_move_iterator(m_jobs.end()));
            m_jobs.clear();
        }
        // Everything queued goes out in one pipeline, in order: a burst costs one round trip, as
        // on a real instance sending concurrent requests, instead of one per request.
        std::vector<ScriptCall> calls;
        calls.reserve(batch.size());
        for (Job& job : batch)
            calls.push_back(std::move(job.call));
        std::vector<RedisResult> replies;
        try {
            replies = send(calls);
        } catch (const std::exception& e) {
            // Nothing may escape this thread; the store applies its failure policy instead.
            replies.assign(calls.size(), RedisResult{{}, {RedisErrorKind::Other, e.what()}});
        }
        for (std::size_t i = 0; i < batch.size(); ++i)
            m_inbox.post({batch[i].store, batch[i].ticket, std::move(replies[i])});
    }
}

std::vector<RedisResult> LiveConnection::send(const std::vector<ScriptCall>& calls)
{
    if (!m_client.isConnected()) {
        // Between attempts the requests fail at once with the last reason, instead of every
        // request of an outage waiting for a connect timeout.
        const auto now = std::chrono::steady_clock::now();
        if (now < m_nextReconnect)
            return std::vector<RedisResult>(calls.size(), RedisResult{{}, m_lastError});
        m_nextReconnect = now + m_options.reconnectEvery;
        if (RedisError e = connect(); !e.ok()) {
            m_lastError = e;
            return std::vector<RedisResult>(calls.size(), RedisResult{{}, std::move(e)});
        }
        ++m_reconnects;
    }
    std::vector<RedisResult> replies = m_client.evalPipelined(calls);
    replies.resize(calls.size(), RedisResult{{}, {RedisErrorKind::ConnectionLost, "no reply"}});
    if (!m_client.isConnected())
        for (const RedisResult& r : replies)
            if (!r.ok())
                m_lastError = r.error;
    return replies;
}

std::int64_t LiveConnection::memoryUsage(const std::vector<std::string>& redisKeys)
{
    std::int64_t bytes = 0;
    if (!m_client.isConnected())
        return 0;
    const auto collect = [&] {
        for (const RedisResult& r : m_client.readPending())
            if (r.ok())
                bytes += r.value.toInt().value_or(0);
    };
    for (const std::string& key : redisKeys) {
        m_client.append({"MEMORY", "USAGE", key});
        if (m_client.pending() >= 256)
            collect();
    }
    if (m_client.pending() > 0)
        collect();
    return bytes;
}

} // namespace ratelab
