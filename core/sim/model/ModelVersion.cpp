// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/ModelVersion.h"

namespace ratelab {

int modelVersion()
{
    // Defined here, not in the header, so a bump rebuilds one file.
    // 1: before issue 10's model changes.
    // 2: a retry-after client waits the header's whole seconds; retry-after-exact keeps the ms.
    // 3: false_positive_rate counts legitimate first attempts only (a retry is the same request).
    // 4: a store failure's policy (the local fallback) decides on the clock of the moment it
    //    decides, not of the send.
    // 5: state_bytes of a lane in the simulated Redis is the servers' bytes for its keys.
    // 6: the TTL idiom is selectable per lane (store.ttl_idiom: refresh, the default, or
    //    set-on-create); no default figure moves.
    // 7: under maxmemory a Lua script is refused only when its first write is deny-oom (Redis
    //    7's scriptVerifyOOM): a sliding log on a new key or with expired entries runs, and a
    //    fixed window's or token bucket's reject that changes nothing is refused (HSET first).
    // 8: a client group's identity.method reaches its members (every member used to be seen as
    //    GET, so a rule's match.method never matched a POST); keys and matches can normalise.
    // 9: a policy lane's summary max_admitted_any_window (and its ratio, key and interval) is
    //    its first rule's, over the clients that rule matches; requests.csv's key is the
    //    rule's whose decision the row shows (the refusing rule, or the tightest matching one).
    // 10: a scenario may have a backend (workers, a waiting line, a dependency, capacity changes)
    //     and lanes adaptive concurrency limits; summary.csv gains shed, goodput, timed_out and
    //     p99_latency_ms before ratelab_version, timeseries.csv shed, goodput, timed_out,
    //     p99_latency_ms and limit after level_max. No figure of a scenario without a backend
    //     moves.
    return 10;
}

std::string_view ratelabVersion()
{
    // Set by core/sim/CMakeLists.txt from project(VERSION ...), so there is one place to bump.
    return RATELAB_VERSION;
}

} // namespace ratelab
