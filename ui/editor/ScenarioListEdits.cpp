// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editor/ScenarioListEdits.h"

#include <algorithm>

namespace ratelab::listedits {
namespace {

template <class T>
bool named(const std::vector<T>& items, const std::string& name)
{
    return std::any_of(items.begin(), items.end(), [&](const T& x) { return x.name == name; });
}

} // namespace

std::string freeName(const Scenario& s, const std::string& base)
{
    std::string name = base;
    for (int n = 2; named(s.clients, name) || named(s.lanes, name); ++n)
        name = base + " " + std::to_string(n);
    return name;
}

Scenario withNewClient(Scenario s)
{
    ClientSpec c;
    c.name = freeName(s, "client");
    c.identity.user = c.name;
    c.arrival.ratePerSec = 5.0;
    s.clients.push_back(std::move(c));
    return s;
}

Scenario withNewLane(Scenario s)
{
    LaneSpec l;
    l.name = freeName(s, "lane");
    l.params.limit = 10;
    l.params.windowMs = 1000;
    s.lanes.push_back(std::move(l));
    return s;
}

Scenario withClientCopy(Scenario s, int index)
{
    ClientSpec copy = s.clients[static_cast<std::size_t>(index)];
    copy.name = freeName(s, copy.name + " copy");
    s.clients.insert(s.clients.begin() + index + 1, std::move(copy));
    return s;
}

Scenario withLaneCopy(Scenario s, int index)
{
    LaneSpec copy = s.lanes[static_cast<std::size_t>(index)];
    copy.name = freeName(s, copy.name + " copy");
    s.lanes.insert(s.lanes.begin() + index + 1, std::move(copy));
    return s;
}

std::optional<Scenario> withoutClient(Scenario s, int index)
{
    if (s.clients.size() <= 1)
        return std::nullopt;
    s.clients.erase(s.clients.begin() + index);
    return s;
}

std::optional<Scenario> withoutLane(Scenario s, int index)
{
    if (s.lanes.size() <= 1)
        return std::nullopt;
    s.lanes.erase(s.lanes.begin() + index);
    return s;
}

} // namespace ratelab::listedits
