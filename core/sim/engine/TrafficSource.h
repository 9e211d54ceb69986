// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The shared traffic: every client's first attempts, generated lazily (one pending arrival per
// client in the queue) and handed to every lane at the same instant, so all lanes see the
// identical base traffic. Each client draws from its own stream split from the scenario seed,
// so adding a lane or a client group after it never changes a client's arrivals. A trace-file
// group's arrivals are pulled from its ArrivalFeed a batch at a time, with one pending arrival
// per group, so a file of any length never sits in the queue. Owned by the run; single-threaded.
#include "core/sim/kernel/ArrivalTape.h"
#include "core/sim/kernel/Engine.h"
#include "core/sim/traffic/ArrivalFeed.h"
#include "core/sim/traffic/ArrivalProcess.h"
#include "core/sim/traffic/ClientTable.h"

#include <memory>
#include <vector>

namespace ratelab {

class Lane;
class SetUpPoll;

class TrafficSource final : public EventHandler {
public:
    // `feeds` supplies the trace-file groups' arrivals (it may be null when there are none).
    // `poll` (may be null) is stepped once per client, here and in start().
    TrafficSource(const ClientTable& clients, const ArrivalDefaults& defaults, const Random& root,
                  Engine& engine, std::vector<Lane*> lanes, const ArrivalFeeds* feeds = nullptr,
                  SetUpPoll* poll = nullptr);
    ~TrafficSource() override;

    // Registers with the engine and schedules every client's first arrival.
    void start(SetUpPoll* poll = nullptr);
    void handle(const Event& event) override;
    // Arrival events run so far: the events every lane subset of a split run processes alike.
    [[nodiscard]] std::int64_t arrivalsHandled() const { return m_arrivalsHandled; }
    // Records every arrival it hands to its lanes on `tape` (owned by the caller), from now on.
    void recordOn(ArrivalTapeWriter* tape);
    // Writes what is still buffered and closes the tape: `complete` when the run reached its end.
    void closeTape(bool complete);

    // Stream ids below the scenario seed: client group g, member m uses
    // root.split(kClientStreams + g).split(m); lane l's retry jitter root.split(kLaneStreams + l);
    // lane l's distributed world (balancers, latencies, store) root.split(kWorldStreams + l), which
    // live mode splits too so that its balancers route as the engine's do.
    static constexpr std::uint64_t kClientStreams = 0x1'0000'0000ULL;
    static constexpr std::uint64_t kLaneStreams = 0x2'0000'0000ULL;
    static constexpr std::uint64_t kWorldStreams = 1'000'000;
    // The backend's service times: one stream for every lane, so each lane's backend draws the
    // same times in the same order (root.split(kBackendStream)); lane l's adaptive limit's jitter
    // root.split(kAdaptiveStreams + l).
    static constexpr std::uint64_t kBackendStream = 0x3'0000'0000ULL;
    static constexpr std::uint64_t kAdaptiveStreams = 0x4'0000'0000ULL;

    // The one place a client's arrival stream is derived; anything that replays the traffic
    // outside the engine must use it too.
    static Random clientStream(const Random& root, const Client& client);

private:
    struct FedGroup;

    void scheduleNext(std::int32_t client);
    void scheduleFed(std::size_t fed);
    // Out of line: a run that records nothing pays one test per arrival.
    [[gnu::noinline]] void record(SimTime time, std::int32_t client);

    const ClientTable& m_clients;
    std::vector<ArrivalProcess> m_arrivals; // the generated clients'
    // Each process's arrival after the one in the queue, drawn one step ahead: the next event
    // no longer waits for the draw (a logarithm), the processor overlaps the two.
    std::vector<SimTime> m_ahead;
    std::vector<std::int32_t> m_processOf; // per client: index into m_arrivals, -1 if fed
    std::vector<std::unique_ptr<FedGroup>> m_fed;
    std::vector<std::int32_t> m_fedOfGroup; // per client group: index into m_fed, -1 if none
    Engine& m_engine;
    std::vector<Lane*> m_lanes;
    std::uint16_t m_handler = 0;
    // The engine's slots: generated client process p waits in m_firstSlot + p, fed group f in
    // m_firstSlot + m_arrivals.size() + f.
    std::uint32_t m_firstSlot = 0;
    std::int64_t m_arrivalsHandled = 0;
    ArrivalTapeWriter* m_tape = nullptr;
    std::vector<TapedArrival> m_taped; // written to m_tape a batch at a time
};

} // namespace ratelab
