// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/RedisServer.h"

namespace ratelab::test {

RedisClient RedisServer::client(RedisTimeouts timeouts, RedisError* error) const
{
    RedisClient client;
    const RedisError result = client.connect(host().toStdString(), port(), timeouts);
    if (error)
        *error = result;
    return client;
}

} // namespace ratelab::test
