// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A three-node Redis Cluster on loopback for tests: three cluster-enabled RedisServers joined
// with `redis-cli --cluster create ... --cluster-replicas 0 --cluster-yes`, each node owning a
// third of the 16384 slots. Stopped (every node by its pid) in the destructor. Test-thread only.
#include "tests/support/RedisServer.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace ratelab::test {

class RedisCluster {
public:
    RedisCluster();
    ~RedisCluster();

    // Starts the nodes, creates the cluster and waits until every node reports cluster_state:ok.
    bool start();
    [[nodiscard]] const QString& errorString() const { return m_error; }

    [[nodiscard]] int nodePort(int node) const { return m_nodes[std::size_t(node)]->port(); }
    [[nodiscard]] int nodeCount() const { return int(m_nodes.size()); }

    // The hash slot of a key (CLUSTER KEYSLOT), -1 on error.
    int keySlot(const std::string& key);
    // The port of the node serving a slot (CLUSTER SLOTS, read once), 0 if none.
    int portOfSlot(int slot);

private:
    RedisClient& control();

    std::array<std::unique_ptr<RedisServer>, 3> m_nodes;
    RedisClient m_control;
    std::vector<int> m_slotPorts;
    QString m_error;
};

} // namespace ratelab::test
