// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/traffic/KeyFacts.h"

#include "core/sim/traffic/EndpointCategories.h"
#include "core/sim/traffic/RequestPath.h"
#include "core/sim/traffic/Sha256.h"

namespace ratelab {

KeyFacts keyFactsOf(const Identity& identity, std::span<const EndpointCategory> categories)
{
    KeyFacts facts;
    facts.path = normalisedPath(identity.endpoint);
    facts.methodGroup = std::string(methodGroup(identity.method));
    facts.category = endpointCategory(categories, facts.path, identity.method);
    facts.apiKeyHash = sha256Hex(identity.apiKey);
    return facts;
}

} // namespace ratelab
