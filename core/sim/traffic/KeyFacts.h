// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the key templates and rule matches read about a client besides its raw identity: the
// normalised path, the method group, the endpoint category and the API key's SHA-256. Computed
// once per client when the run starts, never per request, so normalising and hashing cost
// nothing on the hot path.
#include "core/sim/model/Scenario.h"

#include <span>
#include <string>

namespace ratelab {

struct KeyFacts {
    std::string path;        // normalisedPath(endpoint)
    std::string methodGroup; // "read", "write" or "other"
    std::string category;    // "read", "write", "auth", "expensive" or one of the scenario's
    std::string apiKeyHash;  // lowercase hex SHA-256 of the API key, all 64 digits
};

KeyFacts keyFactsOf(const Identity& identity, std::span<const EndpointCategory> categories);

} // namespace ratelab
