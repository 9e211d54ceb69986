// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv/NumberFormat.h"

#include <charconv>
#include <cmath>

namespace ratelab {

void appendInteger(std::string& out, std::int64_t value)
{
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

void appendDouble(std::string& out, double value)
{
    if (std::isnan(value)) {
        out += "nan";
        return;
    }
    if (std::isinf(value)) {
        out += value > 0 ? "inf" : "-inf";
        return;
    }
    if (value == 0.0) {
        out += '0'; // also for -0, which would otherwise print as "-0"
        return;
    }
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

void appendMicrosAsMillis(std::string& out, SimTime micros)
{
    const bool negative = micros < 0;
    // Unsigned arithmetic so that the most negative value does not overflow.
    const std::uint64_t magnitude =
        negative ? 0 - static_cast<std::uint64_t>(micros) : static_cast<std::uint64_t>(micros);
    const std::uint64_t whole = magnitude / 1000;
    std::uint64_t fraction = magnitude % 1000;
    if (negative)
        out += '-';
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, whole);
    out.append(buffer, result.ptr);
    if (fraction == 0)
        return;
    char digits[4] = {static_cast<char>('0' + fraction / 100),
                      static_cast<char>('0' + fraction / 10 % 10),
                      static_cast<char>('0' + fraction % 10), 0};
    int length = 3;
    while (digits[length - 1] == '0')
        --length;
    out += '.';
    out.append(digits, static_cast<std::size_t>(length));
}

std::string formatInteger(std::int64_t value)
{
    std::string text;
    appendInteger(text, value);
    return text;
}

std::string formatDouble(double value)
{
    std::string text;
    appendDouble(text, value);
    return text;
}

std::string formatMicrosAsMillis(SimTime micros)
{
    std::string text;
    appendMicrosAsMillis(text, micros);
    return text;
}

bool parseInteger(std::string_view text, std::int64_t& value)
{
    if (text.empty())
        return false;
    const char* end = text.data() + text.size();
    const auto result = std::from_chars(text.data(), end, value);
    return result.ec == std::errc() && result.ptr == end;
}

} // namespace ratelab
