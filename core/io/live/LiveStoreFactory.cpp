// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/live/LiveStoreFactory.h"

#include "core/io/redis/LuaCall.h"
#include "core/sim/world/WorldContext.h"

#include <utility>

namespace ratelab {

LiveStoreFactory::LiveStoreFactory(const Scenario& scenario, const LiveOptions& options,
                                   const RealTimeScheduler& scheduler, LiveInbox& inbox)
    : m_scenario(scenario)
    , m_options(options)
    , m_scripts(LuaScripts::builtIn()) // the Qt resource is read here, on the caller's thread
    , m_scheduler(scheduler)
    , m_inbox(inbox)
    , m_lanes(scenario.lanes.size())
{
}

LiveStoreFactory::~LiveStoreFactory()
{
    for (Lane& lane : m_lanes)
        for (auto& connection : lane.connections)
            connection->stop();
}

std::unique_ptr<KeyStore> LiveStoreFactory::makeStore(const LaneStoreContext& context)
{
    Lane& lane = m_lanes[static_cast<std::size_t>(context.lane)];
    const int instances = context.world ? context.world->topology.instanceCount() : 1;
    for (int i = 0; i < instances; ++i) {
        auto connection = std::make_unique<LiveConnection>(m_options, m_inbox);
        if (const RedisError e = connection->connect(); !e.ok())
            throw Unreachable(e.message);
        lane.connections.push_back(std::move(connection));
    }
    for (auto& connection : lane.connections)
        connection->start();

    LiveKeyStoreSetup setup;
    setup.lane = context;
    setup.options = &m_options;
    setup.scripts = &m_scripts;
    setup.scheduler = &m_scheduler;
    setup.inbox = &m_inbox;
    for (auto& connection : lane.connections)
        setup.connections.push_back(connection.get());
    setup.trace = &lane.trace;
    setup.bucket = fromMillis(m_scenario.bucketMs);
    setup.bucketCount =
        static_cast<std::size_t>(ceilDiv(m_scenario.durationMs, m_scenario.bucketMs));
    auto store = std::make_unique<LiveKeyStore>(std::move(setup));
    lane.store = store.get();
    return store;
}

void LiveStoreFactory::laneAttached(std::int32_t lane, std::uint16_t laneHandler)
{
    m_lanes[static_cast<std::size_t>(lane)].store->setLaneHandler(laneHandler);
}

std::vector<LiveLaneReport> LiveStoreFactory::finish(RunResult& result)
{
    for (Lane& lane : m_lanes)
        for (auto& connection : lane.connections)
            connection->stop();
    std::vector<LiveLaneReport> reports;
    for (std::size_t l = 0; l < m_lanes.size() && l < result.summaries.size(); ++l) {
        Lane& lane = m_lanes[l];
        LiveLaneReport report = lane.trace.report;
        for (const auto& connection : lane.connections)
            report.reconnects += connection->reconnects();
        reports.push_back(std::move(report));
        std::vector<std::string> redisKeys;
        for (std::size_t s = 0; s < lane.trace.touched.size(); ++s)
            for (std::size_t k = 0; k < lane.trace.touched[s].size(); ++k)
                if (lane.trace.touched[s][k])
                    for (std::string& key : luaKeys(m_scenario.lanes[l].algorithm,
                                                    lane.trace.prefixes[s] + result.keyNames[k]))
                        redisKeys.push_back(std::move(key));
        if (!lane.connections.empty())
            result.summaries[l].stateBytes = lane.connections.front()->memoryUsage(redisKeys);
        lane.store = nullptr;
    }
    return reports;
}

} // namespace ratelab
