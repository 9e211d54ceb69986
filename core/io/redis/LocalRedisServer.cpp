// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/redis/LocalRedisServer.h"

#include "core/io/redis/RedisClient.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

namespace ratelab {
namespace {

constexpr int kPortAttempts = 5;
constexpr int kReadyPolls = 200; // x 50 ms
constexpr int kStopPolls = 200;  // x 50 ms

} // namespace

bool LocalRedisServer::isProcessAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (::kill(static_cast<pid_t>(pid), 0) != 0)
        return errno != ESRCH;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    const auto close = line.lastIndexOf(')');
    return !(close >= 0 && close + 2 < line.size() && line.at(close + 2) == 'Z');
}

LocalRedisServer::LocalRedisServer() = default;

LocalRedisServer::LocalRedisServer(Options options)
    : m_options(std::move(options))
{
}

LocalRedisServer::~LocalRedisServer()
{
    stop();
}

QString LocalRedisServer::directory() const
{
    return m_dir ? m_dir->path() : QString();
}

int LocalRedisServer::freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof(addr);
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0)
        port = ntohs(addr.sin_port);
    ::close(fd);
    return port;
}

bool LocalRedisServer::start()
{
    stop();
    if (QStandardPaths::findExecutable(QStringLiteral("redis-server")).isEmpty()) {
        m_error = QStringLiteral("redis-server is not installed (not on PATH); install the "
                                 "Debian package redis-server (scripts/dev test does)");
        return false;
    }
    for (int attempt = 0; attempt < kPortAttempts; ++attempt) {
        switch (startOnce()) {
        case Attempt::Started:
            return true;
        case Attempt::Failed:
            return false;
        case Attempt::PortTaken:
            break;
        }
    }
    m_error =
        QStringLiteral("redis-server: every port tried was taken (%1 attempts)").arg(kPortAttempts);
    return false;
}

LocalRedisServer::Attempt LocalRedisServer::startOnce()
{
    m_pid = 0;
    m_dir = std::make_unique<QTemporaryDir>();
    m_port = freeLoopbackPort();
    if (!m_dir->isValid() || m_port == 0) {
        m_error = QStringLiteral("redis-server: cannot create a temporary dir or find a free port");
        return Attempt::Failed;
    }
    const QDir dir(m_dir->path());
    QStringList args{QStringLiteral("--bind"),       QStringLiteral("127.0.0.1"),
                     QStringLiteral("--port"),       QString::number(m_port),
                     QStringLiteral("--save"),       QString(),
                     QStringLiteral("--appendonly"), QStringLiteral("no"),
                     QStringLiteral("--daemonize"),  QStringLiteral("yes"),
                     QStringLiteral("--dir"),        dir.path(),
                     QStringLiteral("--pidfile"),    dir.filePath(QStringLiteral("redis.pid")),
                     QStringLiteral("--logfile"),    dir.filePath(QStringLiteral("redis.log"))};
    if (!m_options.maxMemory.isEmpty())
        args << QStringLiteral("--maxmemory") << m_options.maxMemory;
    if (!m_options.maxMemoryPolicy.isEmpty())
        args << QStringLiteral("--maxmemory-policy") << m_options.maxMemoryPolicy;
    if (m_options.cluster) {
        args << QStringLiteral("--cluster-enabled") << QStringLiteral("yes")
             << QStringLiteral("--cluster-config-file")
             << dir.filePath(QStringLiteral("nodes.conf")) << QStringLiteral("--cluster-port")
             << QString::number(freeLoopbackPort());
    }
    args << m_options.extraArgs;

    QProcess launcher;
    launcher.setProcessChannelMode(QProcess::MergedChannels);
    launcher.start(QStringLiteral("redis-server"), args);
    if (!launcher.waitForFinished(10000) || launcher.exitCode() != 0) {
        m_error = QStringLiteral("redis-server %1 failed to start: %2")
                      .arg(args.join(QLatin1Char(' ')), QString::fromLocal8Bit(launcher.readAll()));
        launcher.kill();
        return Attempt::Failed;
    }

    QFile pidFile(dir.filePath(QStringLiteral("redis.pid")));
    for (int poll = 0; poll < kReadyPolls; ++poll) {
        if (m_pid == 0 && pidFile.open(QIODevice::ReadOnly)) {
            m_pid = pidFile.readAll().trimmed().toLongLong();
            pidFile.close();
        }
        if (m_pid > 0) {
            const RedisTimeouts quick{std::chrono::milliseconds(200),
                                      std::chrono::milliseconds(200)};
            RedisClient client;
            if (client.connect("127.0.0.1", m_port, quick).ok() && client.ping().ok())
                return Attempt::Started;
        }
        const QString log = logTail();
        if (log.contains(QLatin1String("Address already in use")))
            return Attempt::PortTaken; // the daemon exits by itself
        if (log.contains(QLatin1String("# Fatal")) || log.contains(QLatin1String("FATAL"))
            || log.contains(QLatin1String("Bad directive"))) {
            m_error =
                QStringLiteral("redis-server on port %1 did not start:\n%2").arg(m_port).arg(log);
            stop();
            return Attempt::Failed;
        }
        QThread::msleep(50);
    }
    m_error = QStringLiteral("redis-server on port %1 did not answer PING within %2 s:\n%3")
                  .arg(m_port)
                  .arg(kReadyPolls * 50 / 1000)
                  .arg(logTail());
    stop();
    return Attempt::Failed;
}

void LocalRedisServer::stop()
{
    if (m_pid > 0) {
        ::kill(static_cast<pid_t>(m_pid), SIGTERM);
        int poll = 0;
        while (isProcessAlive(m_pid) && poll++ < kStopPolls)
            QThread::msleep(50);
        if (isProcessAlive(m_pid))
            ::kill(static_cast<pid_t>(m_pid), SIGKILL);
    }
    m_pid = 0;
    m_dir.reset();
}

QString LocalRedisServer::logTail() const
{
    if (!m_dir)
        return {};
    QFile log(QDir(m_dir->path()).filePath(QStringLiteral("redis.log")));
    if (!log.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = log.readAll();
    return QString::fromLocal8Bit(text.right(2000));
}

} // namespace ratelab
