// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A request trace for replay: rows of (time, key, cost) in file order, keys interned so that
// each key's limiter state can live in a flat array. Plain value, owned by the caller.
#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

struct TraceRow {
    std::int64_t timeMs = 0;
    std::int64_t cost = 1;
    std::uint32_t key = 0; // index into Trace::keys
};

struct Trace {
    std::vector<TraceRow> rows;
    std::vector<std::string> keys; // in order of first appearance
};

} // namespace ratelab
