// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RedisClient against real redis-servers: every failure a failure policy must tell apart comes
// back as its own RedisErrorKind with a message naming host:port, and the plain commands
// (pipelines, EVALSHA with NOSCRIPT fallback, TIME, MEMORY USAGE, INFO, CONFIG SET, FLUSHALL)
// answer what Redis answers. LocalRedisServer starts and stops servers by pid.
#include "tests/support/RedisServer.h"

#include "core/io/redis/LuaCall.h"
#include "core/io/redis/LuaScripts.h"

#include <QtTest/QTest>

#include <signal.h>
#include <utility>

using namespace ratelab;
using namespace ratelab::test;
using namespace std::chrono_literals;

namespace {

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

ScriptCall tokenBucketCall(std::int64_t t, const std::string& key = "k")
{
    return luaDecisionCall(LuaScripts::builtIn(), AlgorithmKind::TokenBucket, {5, 1000, 0, false},
                           key, {t, 1, 0}, false);
}

} // namespace

class TestRedisClient : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void refusedConnectionHasItsKind();
    void nonLoopbackHostIsRefusedWithoutConnecting();
    void pausedServerTimesOut();
    void fullServerAnswersOom();
    void lostConnectionHasItsKind();
    void evalShaLoadsTheScriptOnNoScript();
    void pipelineKeepsOrder();
    void plainCommands();
    void serverStopsByPid();

private:
    RedisServer m_server;
    RedisClient m_client;
};

void TestRedisClient::initTestCase()
{
    RATELAB_START_REDIS(m_server);
    RedisError error;
    m_client = m_server.client({}, &error);
    QVERIFY2(error.ok(), error.message.c_str());
}

void TestRedisClient::init()
{
    QVERIFY(m_client.flushAll().ok());
}

void TestRedisClient::refusedConnectionHasItsKind()
{
    const int port = LocalRedisServer::freeLoopbackPort();
    QVERIFY(port > 0);
    RedisClient client;
    const RedisError error = client.connect("127.0.0.1", port);
    QCOMPARE(redisErrorKindName(error.kind), std::string_view("connection-refused"));
    QVERIFY2(
        contains(error.message, "redis 127.0.0.1:" + std::to_string(port) + ": connection refused"),
        error.message.c_str());
    QVERIFY(!client.isConnected());
    // The server listens on 127.0.0.1 only: ::1 is refused too, and printed in brackets.
    const RedisError v6 = client.connect("::1", port);
    QVERIFY2(contains(v6.message, "redis [::1]:" + std::to_string(port) + ": "),
             v6.message.c_str());
    QCOMPARE(client.endpoint(), "[::1]:" + std::to_string(port));
    // A command on the failed client reports it instead of crashing.
    QCOMPARE(client.command({"PING"}).error.kind, RedisErrorKind::ConnectionLost);
}

void TestRedisClient::nonLoopbackHostIsRefusedWithoutConnecting()
{
    RedisClient client;
    // An IPv6 host is printed in brackets, so the port cannot be read as part of it.
    for (const auto& [host, printed] : {std::pair{"10.0.0.1", "10.0.0.1:6379"},
                                        {"192.168.1.10", "192.168.1.10:6379"},
                                        {"::2", "[::2]:6379"},
                                        {"redis.example.com", "redis.example.com:6379"}}) {
        const RedisError error = client.connect(host, 6379);
        QCOMPARE(error.kind, RedisErrorKind::NotLoopback);
        QVERIFY2(contains(error.message, std::string("redis ") + printed + ": refused"),
                 error.message.c_str());
    }
    QVERIFY(client.connect("localhost", m_server.port()).ok());
    QVERIFY(client.ping().ok());
}

void TestRedisClient::pausedServerTimesOut()
{
    RedisError error;
    RedisClient slow = m_server.client({1000ms, 200ms}, &error);
    QVERIFY(error.ok());
    // Every client's commands wait out the pause; ours gives up after its 200 ms timeout.
    QVERIFY(m_client.command({"CLIENT", "PAUSE", "3000", "ALL"}).ok());
    const auto reply = slow.command({"PING"});
    QCOMPARE(redisErrorKindName(reply.error.kind), std::string_view("timeout"));
    QVERIFY2(contains(reply.error.message, "redis 127.0.0.1:" + std::to_string(m_server.port())
                                               + ": no reply within 200 ms"),
             reply.error.message.c_str());
    QVERIFY(!slow.isConnected());
    // After the pause the store is back: a reconnect with a patient timeout works.
    QVERIFY(slow.connect("127.0.0.1", m_server.port(), {1000ms, 5000ms}).ok());
    QVERIFY(slow.ping().ok());
}

void TestRedisClient::fullServerAnswersOom()
{
    LocalRedisServer::Options options;
    options.maxMemory = QStringLiteral("1mb");
    options.maxMemoryPolicy = QStringLiteral("noeviction");
    RedisServer full(options);
    RATELAB_START_REDIS(full);
    RedisClient client = full.client();
    const std::string value(10000, 'x');
    RedisError error;
    for (int i = 0; i < 1000 && error.ok(); ++i)
        error = client.command({"SET", "fill:" + std::to_string(i), value}).error;
    QCOMPARE(redisErrorKindName(error.kind), std::string_view("oom"));
    QVERIFY2(contains(error.message, "redis 127.0.0.1:" + std::to_string(full.port())
                                         + ": OOM command not allowed"),
             error.message.c_str());
    // The limiter's own writes fail the same way: the failure policy decides (fail open/closed).
    const auto decision = client.eval(tokenBucketCall(0));
    QCOMPARE(decision.error.kind, RedisErrorKind::Oom);
    // Reads still work and the connection stays usable.
    QVERIFY(client.isConnected());
    QVERIFY(client.ping().ok());
}

void TestRedisClient::lostConnectionHasItsKind()
{
    RedisServer doomed;
    RATELAB_START_REDIS(doomed);
    RedisClient client = doomed.client();
    QVERIFY(client.ping().ok());
    const int port = doomed.port();
    doomed.stop();
    const auto reply = client.command({"PING"});
    QCOMPARE(redisErrorKindName(reply.error.kind), std::string_view("connection-lost"));
    QVERIFY2(contains(reply.error.message, "redis 127.0.0.1:" + std::to_string(port) + ":"),
             reply.error.message.c_str());
    QCOMPARE(client.connect("127.0.0.1", port).kind, RedisErrorKind::ConnectionRefused);
}

void TestRedisClient::evalShaLoadsTheScriptOnNoScript()
{
    QVERIFY(m_client.command({"SCRIPT", "FLUSH"}).ok());
    const ScriptCall call = tokenBucketCall(0);
    // Without the fallback the server does not know the script.
    const auto raw = m_client.command(
        {"EVALSHA", call.script->sha1, "1", call.keys[0], "0", "0", "5", "1000", "0", "1"});
    QCOMPARE(redisErrorKindName(raw.error.kind), std::string_view("noscript"));
    QVERIFY2(contains(raw.error.message, "NOSCRIPT"), raw.error.message.c_str());

    const auto first = m_client.eval(call);
    QVERIFY2(first.ok(), first.error.message.c_str());
    QCOMPARE(first.value.describe(), std::string("[1, 4, 200, 0]"));

    // A pipeline after SCRIPT FLUSH: every call is repeated after the load, in order.
    QVERIFY(m_client.command({"SCRIPT", "FLUSH"}).ok());
    std::vector<ScriptCall> calls;
    for (int i = 0; i < 6; ++i)
        calls.push_back(tokenBucketCall(0, "p"));
    const auto results = m_client.evalPipelined(calls);
    QCOMPARE(results.size(), std::size_t(6));
    for (int i = 0; i < 6; ++i) {
        QVERIFY2(results[std::size_t(i)].ok(), results[std::size_t(i)].error.message.c_str());
        const auto d = decisionFromLuaReply(results[std::size_t(i)].value, 5);
        QVERIFY(d);
        QCOMPARE(d->allowed, i < 5);
        QCOMPARE(d->remaining, std::max(0, 4 - i));
    }
}

void TestRedisClient::pipelineKeepsOrder()
{
    for (int i = 0; i < 100; ++i)
        m_client.append({"INCR", "counter"});
    m_client.append({"INCRBY", "counter", "not-a-number"});
    m_client.append({"GET", "counter"});
    QCOMPARE(m_client.pending(), std::size_t(102));
    const auto replies = m_client.readPending();
    QCOMPARE(replies.size(), std::size_t(102));
    for (int i = 0; i < 100; ++i)
        QCOMPARE(replies[std::size_t(i)].value.integer, i + 1);
    QCOMPARE(replies[100].error.kind, RedisErrorKind::Other);
    QCOMPARE(replies[101].value.text, std::string("100"));
    QCOMPARE(m_client.pending(), std::size_t(0));
}

void TestRedisClient::plainCommands()
{
    const auto t1 = m_client.timeMs();
    const auto t2 = m_client.timeMs();
    QVERIFY(t1.ok() && t2.ok());
    QVERIFY(t1.value > 1600000000000); // Unix ms, not seconds or micros
    QVERIFY(t2.value >= t1.value);

    QVERIFY(m_client.command({"SET", "k", std::string(1000, 'v')}).ok());
    const auto used = m_client.memoryUsage("k");
    QVERIFY(used.ok());
    QVERIFY2(used.value >= 1000, qPrintable(QString::number(used.value)));
    QCOMPARE(m_client.memoryUsage("missing").value, 0);

    const auto info = m_client.info("server");
    QVERIFY(info.ok());
    QVERIFY2(contains(info.value, "redis_version:7."), info.value.c_str());
    QVERIFY(contains(info.value, "tcp_port:" + std::to_string(m_server.port())));

    QVERIFY(m_client.configSet("maxmemory-policy", "allkeys-lru").ok());
    QCOMPARE(m_client.command({"CONFIG", "GET", "maxmemory-policy"}).value.describe(),
             std::string("[\"maxmemory-policy\", \"allkeys-lru\"]"));
    const RedisError bad = m_client.configSet("no-such-setting", "1");
    QCOMPARE(bad.kind, RedisErrorKind::Other);
    QVERIFY2(contains(bad.message, "no-such-setting"), bad.message.c_str());

    QVERIFY(m_client.flushAll().ok());
    QCOMPARE(m_client.command({"DBSIZE"}).value.integer, 0);
}

void TestRedisClient::serverStopsByPid()
{
    RedisServer server;
    RATELAB_START_REDIS(server);
    const qint64 pid = server.pid();
    QVERIFY(pid > 0);
    QCOMPARE(::kill(pid_t(pid), 0), 0);
    const QString dir = server.directory();
    QVERIFY(QFile::exists(dir + QStringLiteral("/redis.pid")));
    // No persistence: nothing but the pidfile and the log in its directory.
    RedisClient client = server.client();
    QCOMPARE(client.command({"CONFIG", "GET", "save"}).value.describe(),
             std::string("[\"save\", \"\"]"));
    QCOMPARE(client.command({"CONFIG", "GET", "appendonly"}).value.describe(),
             std::string("[\"appendonly\", \"no\"]"));
    QCOMPARE(client.command({"CONFIG", "GET", "bind"}).value.describe(),
             std::string("[\"bind\", \"127.0.0.1\"]"));
    const int port = server.port();
    server.stop();
    QVERIFY(!server.isRunning());
    QVERIFY(!QFile::exists(dir));
    RedisClient after;
    QCOMPARE(after.connect("127.0.0.1", port).kind, RedisErrorKind::ConnectionRefused);
}

QTEST_GUILESS_MAIN(TestRedisClient)
#include "tst_redisclient.moc"
