#include "core/sim/engine/TrafficSource.h"

#include "core/sim/engine/Lane.h"
#include "core/sim/kernel/SetUpPoll.h"

#include <utility>

namespace ratelab {

TrafficSource::TrafficSource(const ClientTable& clients, const ArrivalDefaults& defaults,
                             const Random& root, Engine& engine, std::vector<Lane*> lanes,
                             SetUpPoll* poll)
    : m_engine(engine)
    , m_lanes(std::move(lanes))
{
    m_arrivals.reserve(clients.size());
    for (const Client& c : clients.clients()) {
        if (poll)
            poll->step();
        m_arrivals.emplace_back(c.spec->arrival, defaults, engine.end(), clientStream(root, c));
    }
}

Random TrafficSource::clientStream(const Random& root, const Client& client)
{
    return root.split(kClientStreams + static_cast<std::uint64_t>(client.group))
        .split(static_cast<std::uint64_t>(client.member));
}

void TrafficSource::start(SetUpPoll* poll)
{
    m_handler = m_engine.addHandler(this);
    for (std::size_t c = 0; c < m_arrivals.size(); ++c) {
        if (poll)
            poll->step();
        scheduleNext(static_cast<std::int32_t>(c));
    }
}

void TrafficSource::scheduleNext(std::int32_t client)
{
    const SimTime t = m_arrivals[static_cast<std::size_t>(client)].next();
    if (t != ArrivalProcess::kNever)
        m_engine.schedule(t, m_handler, EventKind::Arrival, client);
}

void TrafficSource::handle(const Event& event)
{
    ++m_arrivalsHandled;
    for (Lane* lane : m_lanes)
        lane->request(event.time, event.target, 0);
    scheduleNext(event.target);
}

} // namespace ratelab
