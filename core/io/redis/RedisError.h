// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What went wrong talking to Redis, sorted into the kinds a failure policy tells apart (fail open
// on a refused or timed-out store, alert on OOM, reload a script on NOSCRIPT...). A plain value.
#include <string>
#include <string_view>

namespace ratelab {

enum class RedisErrorKind {
    None,
    ConnectionRefused, // nobody listens on host:port
    Timeout,           // connect or reply took longer than the configured timeout
    ConnectionLost,    // the connection broke (or was never made): reconnect before retrying
    NotLoopback,       // RateLab only ever talks to a Redis on this machine
    Oom,               // -OOM: maxmemory reached under noeviction, the write was refused
    NoScript,          // -NOSCRIPT: EVALSHA of a script the server does not know
    CrossSlot,         // -CROSSSLOT: a Cluster command whose keys hash to different slots
    Moved,             // -MOVED / -ASK: a Cluster node that does not own the key's slot
    Other,             // any other error reply or client failure
};

struct RedisError {
    RedisErrorKind kind = RedisErrorKind::None;
    std::string message; // names host:port and what happened, ready for a log or a dialog

    [[nodiscard]] bool ok() const { return kind == RedisErrorKind::None; }
};

// "connection-refused", "timeout", "oom"... for logs, CSV columns and test messages.
std::string_view redisErrorKindName(RedisErrorKind kind);

// The kind of a server error reply from its first word ("OOM", "NOSCRIPT", "CROSSSLOT"...).
RedisErrorKind redisErrorKindOfReply(std::string_view errorText);

} // namespace ratelab
