// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The two text rules every reader of headers, traces and scenario strings shares: blanks around
// a field do not count, and a number is the whole field or nothing ("12x" is not 12).
#include <charconv>
#include <optional>
#include <string_view>

namespace ratelab {

// `text` without the spaces and tabs at either end.
constexpr std::string_view trimmedBlanks(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

// The integer `text` spells in decimal, entirely; nothing if any character is left over or the
// value does not fit T.
template <class T>
std::optional<T> wholeNumber(std::string_view text)
{
    T value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

} // namespace ratelab
