// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One region's load balancer: picks which of its instances serves a request. Round robin cycles
// over the live instances, Random draws from its own stream, ConsistentHash routes by the client
// key over a hash ring (sticky). Owned by the engine, one per region; single-threaded.
#include "core/sim/Random.h"
#include "core/sim/model/BalancerKind.h"
#include "core/sim/world/HashRing.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace ratelab {

class LoadBalancer {
public:
    LoadBalancer(BalancerKind kind, int instances, Random rng, int virtualNodes = 100);

    // Local instance index in [0, instances); -1 when every instance is down.
    int route(std::string_view clientKey);

    // An instance leaving (crash, deploy) or coming back; the ring moves only its keys.
    void setInstanceUp(int instance, bool up);
    [[nodiscard]] int instanceCount() const { return static_cast<int>(m_up.size()); }
    [[nodiscard]] BalancerKind kind() const { return m_kind; }

private:
    BalancerKind m_kind;
    Random m_rng;
    HashRing m_ring;
    std::vector<bool> m_up;
    std::vector<int> m_live; // ascending instance indices that are up
    std::size_t m_next = 0;
};

} // namespace ratelab
