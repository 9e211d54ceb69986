// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A redis-server of the test's own (LocalRedisServer: free loopback port, no persistence,
// temporary dir, stopped by pid in the destructor), plus what tests need around it. A missing
// redis-server fails the test loudly: the redis label is part of the suite, never skipped.
// Test-thread only.
#include "core/io/redis/LocalRedisServer.h"
#include "core/io/redis/RedisClient.h"

#include <QtTest/QTest>

namespace ratelab::test {

class RedisServer : public LocalRedisServer {
public:
    using LocalRedisServer::LocalRedisServer;

    // A client on this server (check isConnected() or the returned error).
    RedisClient client(RedisTimeouts timeouts = {}, RedisError* error = nullptr) const;
};

} // namespace ratelab::test

// Starts a RedisServer or fails the current test with the reason (redis-server missing, its log).
#define RATELAB_START_REDIS(server)                                                                \
    QVERIFY2((server).start(),                                                                     \
             qPrintable(QStringLiteral("cannot start redis-server: ") + (server).errorString()))
