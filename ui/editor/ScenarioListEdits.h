// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The editor's edits of a scenario's lists of clients and lanes, as pure functions from one
// scenario to the next: add a new one (a name no other has, values a first run can use),
// duplicate, remove. The editor commits the result as one undoable edit. Stateless; any thread.
#include "core/sim/model/Scenario.h"

#include <optional>
#include <string>

namespace ratelab::listedits {

// `base` if no client or lane of `s` has that name, else "base 2", "base 3", ...
[[nodiscard]] std::string freeName(const Scenario& s, const std::string& base);

// A scenario with one more client at the end: one user calling at 5 requests a second.
[[nodiscard]] Scenario withNewClient(Scenario s);
// A scenario with one more lane at the end: a fixed window of 10 per second, per user.
[[nodiscard]] Scenario withNewLane(Scenario s);
// A copy of client or lane `index` right after it, named "<name> copy".
[[nodiscard]] Scenario withClientCopy(Scenario s, int index);
[[nodiscard]] Scenario withLaneCopy(Scenario s, int index);
// Without client or lane `index`; nullopt when it is the last one (a scenario needs one of each).
[[nodiscard]] std::optional<Scenario> withoutClient(Scenario s, int index);
[[nodiscard]] std::optional<Scenario> withoutLane(Scenario s, int index);

} // namespace ratelab::listedits
