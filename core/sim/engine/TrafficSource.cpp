// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/TrafficSource.h"

#include "core/sim/engine/Lane.h"
#include "core/sim/kernel/SetUpPoll.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

namespace ratelab {

namespace {

// Arrivals pulled from a feed, or written to a tape, at a time: enough to amortise the call,
// small next to a file.
constexpr std::size_t kFeedBatch = 4096;
constexpr std::size_t kTapeBatch = 4096;

} // namespace

struct TrafficSource::FedGroup {
    std::unique_ptr<ArrivalFeed> feed;
    std::int32_t group = 0;
    std::int32_t firstClient = 0; // the group's member m is client firstClient + m
    std::int32_t members = 0;
    SimTime until = 0; // arrivals at or after it are not sent
    SimTime last = 0;
    std::vector<FeedArrival> batch;
    std::size_t next = 0;
    std::size_t size = 0;
};

TrafficSource::TrafficSource(const ClientTable& clients, const ArrivalDefaults& defaults,
                             const Random& root, Engine& engine, std::vector<Lane*> lanes,
                             const ArrivalFeeds* feeds, SetUpPoll* poll)
    : m_clients(clients)
    , m_processOf(clients.size(), -1)
    , m_engine(engine)
    , m_lanes(std::move(lanes))
{
    m_arrivals.reserve(clients.size());
    for (std::size_t c = 0; c < clients.size(); ++c) {
        if (poll)
            poll->step();
        const Client& client = clients[c];
        if (client.spec->arrival.kind != ArrivalKind::TraceFile) {
            m_processOf[c] = static_cast<std::int32_t>(m_arrivals.size());
            m_arrivals.emplace_back(client.spec->arrival, defaults, engine.end(),
                                    clientStream(root, client));
            continue;
        }
        const auto group = static_cast<std::size_t>(client.group);
        if (m_fedOfGroup.size() <= group)
            m_fedOfGroup.resize(group + 1, -1);
        if (m_fedOfGroup[group] >= 0) {
            ++m_fed[static_cast<std::size_t>(m_fedOfGroup[group])]->members;
            continue;
        }
        auto fed = std::make_unique<FedGroup>();
        fed->feed = feeds->open(client.group);
        fed->group = client.group;
        fed->firstClient = static_cast<std::int32_t>(c);
        fed->members = 1;
        const ArrivalSpec& spec = client.spec->arrival;
        fed->until =
            spec.endMs >= 0 ? std::min(engine.end(), fromMillis(spec.endMs)) : engine.end();
        fed->batch.resize(kFeedBatch);
        m_fedOfGroup[group] = static_cast<std::int32_t>(m_fed.size());
        m_fed.push_back(std::move(fed));
    }
}

TrafficSource::~TrafficSource() = default;

Random TrafficSource::clientStream(const Random& root, const Client& client)
{
    return root.split(kClientStreams + static_cast<std::uint64_t>(client.group))
        .split(static_cast<std::uint64_t>(client.member));
}

void TrafficSource::start(SetUpPoll* poll)
{
    m_handler = m_engine.addHandler(this);
    m_firstSlot = m_engine.addSlots(static_cast<std::uint32_t>(m_arrivals.size() + m_fed.size()));
    m_ahead.resize(m_arrivals.size());
    for (std::size_t p = 0; p < m_arrivals.size(); ++p)
        m_ahead[p] = m_arrivals[p].next();
    for (std::size_t c = 0; c < m_clients.size(); ++c) {
        if (poll)
            poll->step();
        if (m_processOf[c] >= 0)
            scheduleNext(static_cast<std::int32_t>(c));
    }
    // After the generated clients, in group order: the queue's tie order stays theirs.
    for (std::size_t f = 0; f < m_fed.size(); ++f)
        scheduleFed(f);
}

void TrafficSource::scheduleNext(std::int32_t client)
{
    const auto process = static_cast<std::size_t>(m_processOf[static_cast<std::size_t>(client)]);
    const SimTime t = m_ahead[process];
    if (t == ArrivalProcess::kNever)
        return;
    m_engine.scheduleSlot(m_firstSlot + static_cast<std::uint32_t>(process), t, m_handler,
                          EventKind::Arrival, client);
    m_ahead[process] = m_arrivals[process].next();
}

void TrafficSource::scheduleFed(std::size_t f)
{
    FedGroup& fed = *m_fed[f];
    if (fed.next == fed.size) {
        fed.next = 0;
        fed.size = fed.feed ? fed.feed->nextBatch(fed.batch) : 0;
        if (fed.size == 0) {
            fed.feed.reset(); // the file is closed as soon as it is done
            return;
        }
    }
    const FeedArrival& a = fed.batch[fed.next++];
    if (a.member < 0 || a.member >= fed.members || a.time < fed.last)
        throw std::runtime_error(
            "clients[" + std::to_string(fed.group) + "].arrival: the feed gave member "
            + std::to_string(a.member) + " of " + std::to_string(fed.members) + " at "
            + std::to_string(a.time) + " us, after " + std::to_string(fed.last) + " us");
    fed.last = a.time;
    if (a.time >= fed.until) {
        fed.feed.reset(); // past the run or the group's end: nothing more is read
        fed.next = fed.size = 0;
        return;
    }
    m_engine.scheduleSlot(m_firstSlot + static_cast<std::uint32_t>(m_arrivals.size() + f), a.time,
                          m_handler, EventKind::Arrival, fed.firstClient + a.member);
}

void TrafficSource::handle(const Event& event)
{
    ++m_arrivalsHandled;
    Lane::arrive(m_lanes, event.time, event.target);
    if (m_tape) [[unlikely]]
        record(event.time, event.target);
    const auto client = static_cast<std::size_t>(event.target);
    if (m_processOf[client] >= 0)
        scheduleNext(event.target);
    else
        scheduleFed(static_cast<std::size_t>(
            m_fedOfGroup[static_cast<std::size_t>(m_clients[client].group)]));
}

void TrafficSource::record(SimTime time, std::int32_t client)
{
    m_taped.push_back({time, client});
    if (m_taped.size() == kTapeBatch) {
        m_tape->write(m_taped);
        m_taped.clear();
    }
}

void TrafficSource::recordOn(ArrivalTapeWriter* tape)
{
    m_tape = tape;
    m_taped.reserve(kTapeBatch);
}

void TrafficSource::closeTape(bool complete)
{
    if (!m_tape)
        return;
    if (complete && !m_taped.empty())
        m_tape->write(m_taped);
    m_taped.clear();
    m_tape->close(complete);
    m_tape = nullptr;
}

} // namespace ratelab
