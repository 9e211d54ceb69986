// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one name table of a scenario enum: each value's id as scenario files and the CLI spell it,
// and a sentence for tooltips, in the order forms offer them. Each table's definition
// static_asserts that it lists every value from 0 to N-1 exactly once, and every reader (the
// engine's messages, the scenario schema, the editor, the charts) shares the one table.
// Constant data; any thread.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace ratelab {

template <class Enum>
struct EnumEntry {
    Enum value;
    const char* id;          // "shared-redis"
    const char* description; // one line for tooltips
};

template <class Enum, std::size_t N>
constexpr bool eachValueOnce(const std::array<EnumEntry<Enum>, N>& table)
{
    for (std::size_t v = 0; v < N; ++v) {
        int rows = 0;
        for (const EnumEntry<Enum>& entry : table)
            rows += static_cast<std::size_t>(entry.value) == v ? 1 : 0;
        if (rows != 1)
            return false;
    }
    return true;
}

// Empty only for a value the table lacks, which eachValueOnce rules out for values below N.
template <class Enum, std::size_t N>
constexpr std::string_view enumId(const std::array<EnumEntry<Enum>, N>& table, Enum value)
{
    for (const EnumEntry<Enum>& entry : table)
        if (entry.value == value)
            return entry.id;
    return {};
}

template <class Enum, std::size_t N>
constexpr std::optional<Enum> enumFromId(const std::array<EnumEntry<Enum>, N>& table,
                                         std::string_view id)
{
    for (const EnumEntry<Enum>& entry : table)
        if (id == entry.id)
            return entry.value;
    return std::nullopt;
}

} // namespace ratelab
