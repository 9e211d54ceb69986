// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/RedisCluster.h"

#include <QProcess>
#include <QStandardPaths>
#include <QThread>

namespace ratelab::test {

RedisCluster::RedisCluster()
{
    LocalRedisServer::Options options;
    options.cluster = true;
    for (auto& node : m_nodes)
        node = std::make_unique<RedisServer>(options);
}

RedisCluster::~RedisCluster() = default;

bool RedisCluster::start()
{
    if (QStandardPaths::findExecutable(QStringLiteral("redis-cli")).isEmpty()) {
        m_error = QStringLiteral("redis-cli is not installed (not on PATH); it comes with the "
                                 "Debian packages redis-tools / redis-server");
        return false;
    }
    QStringList args{QStringLiteral("--cluster"), QStringLiteral("create")};
    for (auto& node : m_nodes) {
        if (!node->start()) {
            m_error = node->errorString();
            return false;
        }
        args << QStringLiteral("127.0.0.1:%1").arg(node->port());
    }
    args << QStringLiteral("--cluster-replicas") << QStringLiteral("0")
         << QStringLiteral("--cluster-yes");
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral("redis-cli"), args);
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0) {
        m_error = QStringLiteral("redis-cli %1 failed: %2")
                      .arg(args.join(QLatin1Char(' ')), QString::fromLocal8Bit(cli.readAll()));
        return false;
    }
    // Every node must agree that all slots are served before a test routes a key.
    for (int poll = 0; poll < 400; ++poll) {
        bool allOk = true;
        for (auto& node : m_nodes) {
            RedisClient client = node->client();
            const auto info = client.command({"CLUSTER", "INFO"});
            allOk =
                allOk && info.ok() && info.value.text.find("cluster_state:ok") != std::string::npos;
        }
        if (allOk)
            return true;
        QThread::msleep(50);
    }
    m_error = QStringLiteral("the cluster did not reach cluster_state:ok within 20 s");
    return false;
}

RedisClient& RedisCluster::control()
{
    if (!m_control.isConnected())
        m_control.connect("127.0.0.1", m_nodes[0]->port());
    return m_control;
}

int RedisCluster::keySlot(const std::string& key)
{
    const auto slot = control().command({"CLUSTER", "KEYSLOT", key});
    return slot.ok() ? int(slot.value.integer) : -1;
}

int RedisCluster::portOfSlot(int slot)
{
    if (m_slotPorts.empty()) {
        const auto ranges = control().command({"CLUSTER", "SLOTS"});
        if (!ranges.ok())
            return 0;
        m_slotPorts.assign(16384, 0);
        // Each entry: [first slot, last slot, [ip, port, id], replicas...].
        for (const auto& range : ranges.value.elements) {
            if (range.elements.size() < 3 || range.elements[2].elements.size() < 2)
                continue;
            for (auto s = range.elements[0].integer; s <= range.elements[1].integer && s < 16384;
                 ++s)
                m_slotPorts[std::size_t(s)] = int(range.elements[2].elements[1].integer);
        }
    }
    return slot >= 0 && slot < 16384 ? m_slotPorts[std::size_t(slot)] : 0;
}

} // namespace ratelab::test
