// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/live/PrivateRedisServer.h"

#include "core/io/redis/LocalRedisServer.h"

#include <QStandardPaths>

namespace ratelab {

PrivateRedisServer::PrivateRedisServer(QObject* parent)
    : QObject(parent)
{
}

PrivateRedisServer::~PrivateRedisServer() = default; // LocalRedisServer stops its process

bool PrivateRedisServer::isInstalled()
{
    return !QStandardPaths::findExecutable(QStringLiteral("redis-server")).isEmpty();
}

bool PrivateRedisServer::ensureStarted(QString* error)
{
    if (isRunning())
        return true;
    if (!isInstalled()) {
        if (error)
            *error =
                tr("redis-server is not installed (Debian: sudo apt-get install redis-server). "
                   "Install it, or name a running server on this machine.");
        return false;
    }
    auto server = std::make_unique<LocalRedisServer>();
    if (!server->start()) {
        if (error)
            *error = tr("Could not start a private redis-server: %1").arg(server->errorString());
        return false;
    }
    m_server = std::move(server);
    emit runningChanged(true);
    return true;
}

void PrivateRedisServer::stop()
{
    if (!m_server)
        return;
    m_server->stop();
    m_server.reset();
    emit runningChanged(false);
}

bool PrivateRedisServer::isRunning() const
{
    return m_server && m_server->isRunning();
}

qint64 PrivateRedisServer::pid() const
{
    return isRunning() ? m_server->pid() : 0;
}

RedisEndpoint PrivateRedisServer::endpoint() const
{
    if (!isRunning())
        return {};
    return RedisEndpoint{m_server->host().toStdString(), m_server->port()};
}

} // namespace ratelab
