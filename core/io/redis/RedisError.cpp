// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/redis/RedisError.h"

namespace ratelab {

std::string_view redisErrorKindName(RedisErrorKind kind)
{
    switch (kind) {
    case RedisErrorKind::None:
        return "none";
    case RedisErrorKind::ConnectionRefused:
        return "connection-refused";
    case RedisErrorKind::Timeout:
        return "timeout";
    case RedisErrorKind::ConnectionLost:
        return "connection-lost";
    case RedisErrorKind::NotLoopback:
        return "not-loopback";
    case RedisErrorKind::Oom:
        return "oom";
    case RedisErrorKind::NoScript:
        return "noscript";
    case RedisErrorKind::CrossSlot:
        return "crossslot";
    case RedisErrorKind::Moved:
        return "moved";
    case RedisErrorKind::Other:
        return "other";
    }
    return "other";
}

RedisErrorKind redisErrorKindOfReply(std::string_view errorText)
{
    const auto firstWord = errorText.substr(0, errorText.find(' '));
    if (firstWord == "OOM")
        return RedisErrorKind::Oom;
    if (firstWord == "NOSCRIPT")
        return RedisErrorKind::NoScript;
    if (firstWord == "CROSSSLOT")
        return RedisErrorKind::CrossSlot;
    if (firstWord == "MOVED" || firstWord == "ASK")
        return RedisErrorKind::Moved;
    return RedisErrorKind::Other;
}

} // namespace ratelab
