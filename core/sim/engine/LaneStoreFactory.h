// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Builds the KeyStore of each lane when a run is not to use the simulated ones: live mode's
// stores send every decision to a real Redis. runScenario() calls it on its own thread, once per
// lane in lane order, while it assembles the run; the factory is owned by its caller.
#include "core/sim/Random.h"
#include "core/sim/model/Scenario.h"
#include "core/sim/store/KeyStore.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ratelab {

class Engine;
struct WorldContext;

// What a lane's store may know about the run; every pointer lives as long as the run.
struct LaneStoreContext {
    std::int32_t lane = 0;
    const LaneSpec* spec = nullptr;
    const std::vector<std::string>* keyNames = nullptr; // by key id
    const WorldContext* world = nullptr;                // nullptr: the scenario has no world
    Random worldStream{0}; // the lane's world stream, as the simulated world's balancers split it
    Engine* engine = nullptr;
};

class LaneStoreFactory {
public:
    virtual ~LaneStoreFactory() = default;
    virtual std::unique_ptr<KeyStore> makeStore(const LaneStoreContext& lane) = 0;
    // The lane holding the store made for `lane` is registered with the engine: the handler its
    // StoreReply events go to.
    virtual void laneAttached(std::int32_t lane, std::uint16_t laneHandler) = 0;
};

} // namespace ratelab
