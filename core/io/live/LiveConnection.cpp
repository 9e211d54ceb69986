#include "core/io/live/LiveConnection.h"

#include <exception>
#include <utility>

namespace ratelab {

LiveConnection::LiveConnection(const LiveOptions& options, LiveInbox& inbox)
    : m_options(options)
    , m_inbox(inbox)
{
}

LiveConnection::~LiveConnection() { stop(); }

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
        Job job;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_stopping || !m_jobs.empty(); });
            if (m_stopping)
                return;
            job = std::move(m_jobs.front());
            m_jobs.pop_front();
        }
        RedisResult reply;
        try {
            reply = send(job.call);
        } catch (const std::exception& e) {
            // Nothing may escape this thread; the store applies its failure policy instead.
            reply.error = {RedisErrorKind::Other, e.what()};
        }
        m_inbox.post({job.store, job.ticket, std::move(reply)});
    }
}

RedisResult LiveConnection::send(const ScriptCall& call)
{
    if (!m_client.isConnected()) {
        // Between attempts the request fails at once with the last reason, instead of every
        // request of an outage waiting for a connect timeout.
        const auto now = std::chrono::steady_clock::now();
        if (now < m_nextReconnect)
            return {{}, m_lastError};
        m_nextReconnect = now + m_options.reconnectEvery;
        if (RedisError e = connect(); !e.ok()) {
            m_lastError = e;
            return {{}, std::move(e)};
        }
        ++m_reconnects;
    }
    RedisResult reply = m_client.eval(call);
    if (!reply.ok() && !m_client.isConnected())
        m_lastError = reply.error;
    return reply;
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
