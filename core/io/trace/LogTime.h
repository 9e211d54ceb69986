// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The three ways an access log or trace writes when a request happened, read into one clock:
// UTC milliseconds since 1970-01-01. Common Log Format's "10/Oct/2000:13:55:36 -0700" (local time
// and its offset), ISO 8601 ("2000-10-10T13:55:36.250Z", "+02:00") and plain epoch milliseconds.
// Each check names what is wrong (a 30 February, a month "Okt"), so a malformed line's message
// can say it. Pure functions.
#include <cstdint>
#include <string>
#include <string_view>

namespace ratelab {

// Days from 1970-01-01 to the given proleptic Gregorian date (negative before it).
std::int64_t daysFromCivil(std::int64_t year, int month, int day);
bool isLeapYear(std::int64_t year);
int daysInMonth(std::int64_t year, int month);

// "10/Oct/2000:13:55:36 -0700", without the brackets. False with `why` set on anything else.
bool parseClfTime(std::string_view text, std::int64_t& utcMs, std::string& why);

// "2000-10-10T13:55:36Z", with optional fractional seconds (up to milliseconds are kept), 'T'
// or a space between date and time, and a zone of Z, +hh:mm, +hhmm or +hh; no zone means UTC.
bool parseIsoTime(std::string_view text, std::int64_t& utcMs, std::string& why);

// A CSV time column: all digits (optionally a leading '-') is epoch milliseconds, else ISO 8601.
bool parseEpochOrIsoTime(std::string_view text, std::int64_t& utcMs, std::string& why);

// For messages: "2000-10-10T20:55:36.250Z" (the milliseconds only when not zero).
std::string formatIsoTimeUtc(std::int64_t utcMs);

// Appends "10/Oct/2000:13:55:36 -0700": the instant in local time at `offsetMinutes` east of UTC.
void appendClfTime(std::string& out, std::int64_t utcMs, int offsetMinutes);

} // namespace ratelab
