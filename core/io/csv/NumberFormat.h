// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Deterministic text for numbers in CSV and JSON output: integers plainly, doubles in their
// shortest round-trip form, microsecond times as exact decimal milliseconds. Pure functions.
#include "core/sim/SimTime.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace ratelab {

void appendInteger(std::string& out, std::int64_t value);
// Shortest text that reads back as the same double ("0.1", "2", "1e+21"); "0" for -0;
// "nan", "inf" and "-inf" for the non-finite values.
void appendDouble(std::string& out, double value);
// Exact milliseconds: 1500 us -> "1.5", 2000 us -> "2", -250 us -> "-0.25".
void appendMicrosAsMillis(std::string& out, SimTime micros);

std::string formatInteger(std::int64_t value);
std::string formatDouble(double value);
std::string formatMicrosAsMillis(SimTime micros);

// Whole-string parse of a decimal integer (optional leading '-'); false on anything else.
bool parseInteger(std::string_view text, std::int64_t& value);

} // namespace ratelab
