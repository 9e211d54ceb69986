// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A private redis-server on this machine, for tests, benchmarks and demos: it listens on a free
// loopback port, keeps nothing on disk (no RDB, no AOF; its files live in a temporary dir that
// goes with it) and is stopped by its own pid (from its pidfile) when this object dies.
// One owner; start() and stop() block for at most a few seconds.
#include <QString>
#include <QStringList>

#include <memory>

class QTemporaryDir;

namespace ratelab {

class LocalRedisServer {
public:
    struct Options {
        QString maxMemory;       // e.g. "1mb"; empty = no limit
        QString maxMemoryPolicy; // e.g. "noeviction", "allkeys-lru"; empty = the server default
        bool cluster = false;    // --cluster-enabled yes, with its own bus port
        QStringList extraArgs;   // more "--name value" pairs
    };

    LocalRedisServer();
    explicit LocalRedisServer(Options options);
    ~LocalRedisServer();
    LocalRedisServer(const LocalRedisServer&) = delete;
    LocalRedisServer& operator=(const LocalRedisServer&) = delete;

    // Starts the server and waits until it answers PING; tries another port if the chosen one
    // was taken meanwhile. On failure errorString() says why (redis-server missing, its log...).
    bool start();
    // SIGTERM to the pid from the pidfile, then waits until the process is gone (SIGKILL after
    // 10 s). Safe to call twice.
    void stop();

    [[nodiscard]] bool isRunning() const { return m_pid > 0; }
    [[nodiscard]] QString host() const { return QStringLiteral("127.0.0.1"); }
    [[nodiscard]] int port() const { return m_port; }
    [[nodiscard]] qint64 pid() const { return m_pid; }
    [[nodiscard]] QString directory() const;
    [[nodiscard]] const QString& errorString() const { return m_error; }

    // A loopback TCP port nobody listened on a moment ago (bind to port 0, read it, close).
    static int freeLoopbackPort();
    // Whether pid runs and is not a zombie (a daemonized server's parent is init, which may reap
    // it late): how stop() and the tests know a server is gone.
    static bool isProcessAlive(qint64 pid);

private:
    enum class Attempt { Started, PortTaken, Failed };
    Attempt startOnce();
    QString logTail() const;

    Options m_options;
    std::unique_ptr<QTemporaryDir> m_dir;
    int m_port = 0;
    qint64 m_pid = 0;
    QString m_error;
};

} // namespace ratelab
