// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// SHA-256 (FIPS 180-4) of a string, as lowercase hex. The seeds key API-key limits on
// sha256(api_key)[:8] so that a monitoring tool reading Redis key names never sees a raw key;
// the engine hashes each client's key once, so a small portable implementation is enough and
// keeps core/sim free of a crypto dependency.
#include <string>
#include <string_view>

namespace ratelab {

std::string sha256Hex(std::string_view data);

} // namespace ratelab
