#pragma once
// How a region's load balancer picks an instance (world/LoadBalancer implements them). A plain
// enum of the scenario model; any thread.
#include <cstdint>

namespace ratelab {

enum class BalancerKind : std::uint8_t { RoundRobin, Random, ConsistentHash };

} // namespace ratelab
