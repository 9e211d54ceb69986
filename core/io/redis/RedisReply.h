// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One Redis reply as an owned value, copied out of hiredis's reply tree so that it outlives the
// connection. Error replies are kept too (type Error, text = the message) so a pipeline can hand
// back every reply; RedisClient also reports them as a RedisError.
#include "core/io/redis/RedisError.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

struct redisReply;

namespace ratelab {

struct RedisReply {
    enum class Type { Nil, Integer, String, Status, Array, Error };

    Type type = Type::Nil;
    std::int64_t integer = 0;         // Integer
    std::string text;                 // String, Status, Error
    std::vector<RedisReply> elements; // Array

    static RedisReply fromHiredis(const redisReply& reply);

    [[nodiscard]] bool isNil() const { return type == Type::Nil; }
    // The integer of an Integer reply, or of a String reply holding a whole decimal number.
    [[nodiscard]] std::optional<std::int64_t> toInt() const;
    // A short rendering for test failures and logs: 1, "OK", [1, 0, 60000, 0], (error) ...
    [[nodiscard]] std::string describe() const;
};

// A reply, or what went wrong getting it.
template <typename T>
struct RedisValue {
    T value{};
    RedisError error;

    [[nodiscard]] bool ok() const { return error.ok(); }
};

using RedisResult = RedisValue<RedisReply>;

} // namespace ratelab
