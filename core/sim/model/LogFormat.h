// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The formats an access log or request trace is written in: Common and Combined Log Format
// (Apache's and nginx's defaults) and CSV with a header. Scenario files name one for trace-file
// arrivals and calibration reads one; core/io/trace/AccessLogReader reads all three.
#include "core/sim/EnumTable.h"

#include <cstdint>
#include <span>

namespace ratelab {

enum class LogFormat : std::uint8_t { Common, Combined, Csv };

// "common", "combined", "csv", with a sentence each, in the order forms offer them.
std::span<const EnumEntry<LogFormat>> logFormatNames();

} // namespace ratelab
