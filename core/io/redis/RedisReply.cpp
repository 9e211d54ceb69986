// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/redis/RedisReply.h"

#include <hiredis/hiredis.h>

#include <charconv>

namespace ratelab {

RedisReply RedisReply::fromHiredis(const redisReply& reply)
{
    RedisReply out;
    switch (reply.type) {
    case REDIS_REPLY_INTEGER:
        out.type = Type::Integer;
        out.integer = reply.integer;
        break;
    case REDIS_REPLY_STRING:
    case REDIS_REPLY_STATUS:
    case REDIS_REPLY_ERROR:
        out.type = reply.type == REDIS_REPLY_STRING   ? Type::String
                   : reply.type == REDIS_REPLY_STATUS ? Type::Status
                                                      : Type::Error;
        out.text.assign(reply.str, reply.len);
        break;
    case REDIS_REPLY_ARRAY:
        out.type = Type::Array;
        out.elements.reserve(reply.elements);
        for (std::size_t i = 0; i < reply.elements; ++i)
            out.elements.push_back(fromHiredis(*reply.element[i]));
        break;
    default:
        out.type = Type::Nil;
        break;
    }
    return out;
}

std::optional<std::int64_t> RedisReply::toInt() const
{
    if (type == Type::Integer)
        return integer;
    if (type != Type::String || text.empty())
        return std::nullopt;
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::string RedisReply::describe() const
{
    switch (type) {
    case Type::Nil:
        return "(nil)";
    case Type::Integer:
        return std::to_string(integer);
    case Type::String:
        return '"' + text + '"';
    case Type::Status:
        return text;
    case Type::Error:
        return "(error) " + text;
    case Type::Array: {
        std::string out = "[";
        for (std::size_t i = 0; i < elements.size(); ++i)
            out += (i ? ", " : "") + elements[i].describe();
        return out + "]";
    }
    }
    return {};
}

} // namespace ratelab
