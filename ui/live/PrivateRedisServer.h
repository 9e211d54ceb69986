// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The app's own redis-server for live runs when the user names none: started on first use on a
// free loopback port with no persistence, and stopped by its pid when this object dies (the app
// quits) or stop() is called. Wraps core/io's LocalRedisServer. GUI thread; start() blocks for
// the moment the server needs to answer PING (well under a second here, a few seconds at most).
#include "core/io/redis/RedisEndpoint.h"

#include <QObject>

#include <memory>

namespace ratelab {

class LocalRedisServer;

class PrivateRedisServer : public QObject {
    Q_OBJECT
public:
    explicit PrivateRedisServer(QObject* parent = nullptr);
    ~PrivateRedisServer() override;

    // Whether a redis-server executable is on PATH (Debian: the redis-server package).
    [[nodiscard]] static bool isInstalled();

    // Starts the server unless it runs already. On failure returns false with a message that says
    // what to install or what the server's log said.
    bool ensureStarted(QString* error);
    void stop();

    [[nodiscard]] bool isRunning() const;
    [[nodiscard]] qint64 pid() const;
    [[nodiscard]] RedisEndpoint endpoint() const; // valid while running

signals:
    void runningChanged(bool running);

private:
    std::unique_ptr<LocalRedisServer> m_server;
};

} // namespace ratelab
