// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/LogTime.h"
#include "core/io/trace/ShownText.h"

#include <array>
#include <cctype>

namespace ratelab {

namespace {

constexpr std::int64_t kMsPerMinute = 60'000;
constexpr std::array<std::string_view, 12> kMonthNames{"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
constexpr std::int64_t kMsPerDay = 86'400'000;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Exactly `count` digits at `pos`; false (value untouched) if any is not a digit.
bool digitsAt(std::string_view text, std::size_t pos, std::size_t count, int& value)
{
    if (pos + count > text.size())
        return false;
    int v = 0;
    for (std::size_t i = pos; i < pos + count; ++i) {
        if (!isDigit(text[i]))
            return false;
        v = v * 10 + (text[i] - '0');
    }
    value = v;
    return true;
}

// 1..12 for "Jan".."Dec" (any letter case), 0 for anything else.
int monthNumber(std::string_view name)
{
    if (name.size() != 3)
        return 0;
    auto lower = [](char c) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    };
    for (std::size_t i = 0; i < kMonthNames.size(); ++i) {
        const std::string_view m = kMonthNames[i];
        if (lower(name[0]) == lower(m[0]) && lower(name[1]) == m[1] && lower(name[2]) == m[2])
            return static_cast<int>(i) + 1;
    }
    return 0;
}

// The date and time of day, checked; utcMs gets the instant as if they were UTC.
bool civilToMs(std::int64_t year, int month, int day, int hour, int minute, int second, int millis,
               std::int64_t& utcMs, std::string& why)
{
    if (month < 1 || month > 12) {
        why = "month " + std::to_string(month) + " is not 1..12";
        return false;
    }
    if (day < 1 || day > daysInMonth(year, month)) {
        why = "day " + std::to_string(day) + " is not in month " + std::to_string(month) + " of "
              + std::to_string(year) + " (it has " + std::to_string(daysInMonth(year, month))
              + " days)";
        return false;
    }
    if (hour > 23 || minute > 59 || second > 59) {
        auto two = [](int v) { return (v < 10 ? "0" : "") + std::to_string(v); };
        why = "time of day " + two(hour) + ":" + two(minute) + ":" + two(second)
              + " is out of range (00:00:00..23:59:59)";
        return false;
    }
    utcMs = daysFromCivil(year, month, day) * kMsPerDay
            + ((hour * 60 + minute) * 60 + second) * std::int64_t{1000} + millis;
    return true;
}

// "+hhmm", "-hhmm", "+hh:mm" (colon allowed when `colon`) or "+hh" -> signed minutes east of UTC.
bool parseOffset(std::string_view text, bool colon, int& minutes, std::string& why)
{
    int hh = 0;
    int mm = 0;
    const bool signOk = !text.empty() && (text[0] == '+' || text[0] == '-');
    bool ok = signOk && digitsAt(text, 1, 2, hh);
    if (ok) {
        if (text.size() == 5)
            ok = digitsAt(text, 3, 2, mm);
        else if (colon && text.size() == 6 && text[3] == ':')
            ok = digitsAt(text, 4, 2, mm);
        else
            ok = colon && text.size() == 3;
    }
    if (!ok) {
        why = "expected a time zone offset like " + std::string(colon ? "+02:00" : "-0700")
              + ", got " + shownText(text);
        return false;
    }
    if (hh > 23 || mm > 59) {
        why = "time zone offset " + shownText(text) + " is out of range";
        return false;
    }
    minutes = (hh * 60 + mm) * (text[0] == '-' ? -1 : 1);
    return true;
}

struct Civil {
    std::int64_t year;
    int month;
    int day;
};

// Howard Hinnant's civil_from_days, the inverse of daysFromCivil.
Civil civilFromDays(std::int64_t days)
{
    days += 719468;
    const std::int64_t era = (days >= 0 ? days : days - 146096) / 146097;
    const std::int64_t doe = days - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const int day = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    const int month = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    return {yoe + era * 400 + (month <= 2 ? 1 : 0), month, day};
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    return a / b - ((a % b != 0 && (a < 0) != (b < 0)) ? 1 : 0);
}

void appendPadded(std::string& out, std::int64_t value, int width)
{
    std::string digits = std::to_string(value);
    if (static_cast<int>(digits.size()) < width)
        out.append(static_cast<std::size_t>(width) - digits.size(), '0');
    out += digits;
}

} // namespace

std::string formatIsoTimeUtc(std::int64_t utcMs)
{
    const std::int64_t days = floorDiv(utcMs, kMsPerDay);
    const std::int64_t inDay = utcMs - days * kMsPerDay;
    const Civil c = civilFromDays(days);
    std::string out;
    appendPadded(out, c.year, 4);
    out += '-';
    appendPadded(out, c.month, 2);
    out += '-';
    appendPadded(out, c.day, 2);
    out += 'T';
    appendPadded(out, inDay / 3'600'000, 2);
    out += ':';
    appendPadded(out, inDay / kMsPerMinute % 60, 2);
    out += ':';
    appendPadded(out, inDay / 1000 % 60, 2);
    if (inDay % 1000 != 0) {
        out += '.';
        appendPadded(out, inDay % 1000, 3);
    }
    out += 'Z';
    return out;
}

void appendClfTime(std::string& out, std::int64_t utcMs, int offsetMinutes)
{
    const std::int64_t local = utcMs + offsetMinutes * kMsPerMinute;
    const std::int64_t days = floorDiv(local, kMsPerDay);
    const std::int64_t inDay = local - days * kMsPerDay;
    const Civil c = civilFromDays(days);
    appendPadded(out, c.day, 2);
    out += '/';
    out += kMonthNames[static_cast<std::size_t>(c.month - 1)];
    out += '/';
    appendPadded(out, c.year, 4);
    out += ':';
    appendPadded(out, inDay / 3'600'000, 2);
    out += ':';
    appendPadded(out, inDay / kMsPerMinute % 60, 2);
    out += ':';
    appendPadded(out, inDay / 1000 % 60, 2);
    out += offsetMinutes < 0 ? " -" : " +";
    const int magnitude = offsetMinutes < 0 ? -offsetMinutes : offsetMinutes;
    appendPadded(out, magnitude / 60, 2);
    appendPadded(out, magnitude % 60, 2);
}

bool isLeapYear(std::int64_t year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int daysInMonth(std::int64_t year, int month)
{
    static constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12)
        return 0;
    return month == 2 && isLeapYear(year) ? 29 : kDays[static_cast<std::size_t>(month - 1)];
}

std::int64_t daysFromCivil(std::int64_t year, int month, int day)
{
    // Howard Hinnant's days_from_civil: eras of 400 years, March-based years.
    year -= month <= 2 ? 1 : 0;
    const std::int64_t era = (year >= 0 ? year : year - 399) / 400;
    const std::int64_t yoe = year - era * 400;
    const std::int64_t doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

bool parseClfTime(std::string_view text, std::int64_t& utcMs, std::string& why)
{
    // dd/Mon/yyyy:HH:MM:SS +hhmm
    // 0  3   7    12 15 18 21
    int day = 0;
    int year = 0;
    int hour = 0;
    int minute = 0;
    int second = 0;
    const bool shape = text.size() == 26 && text[2] == '/' && text[6] == '/' && text[11] == ':'
                       && text[14] == ':' && text[17] == ':' && text[20] == ' '
                       && digitsAt(text, 0, 2, day) && digitsAt(text, 7, 4, year)
                       && digitsAt(text, 12, 2, hour) && digitsAt(text, 15, 2, minute)
                       && digitsAt(text, 18, 2, second);
    if (!shape) {
        why = "expected a time like 10/Oct/2000:13:55:36 -0700, got " + shownText(text);
        return false;
    }
    const int month = monthNumber(text.substr(3, 3));
    if (month == 0) {
        why = "\"" + std::string(text.substr(3, 3)) + "\" is not a month name (Jan..Dec)";
        return false;
    }
    int offset = 0;
    if (!parseOffset(text.substr(21), false, offset, why))
        return false;
    if (!civilToMs(year, month, day, hour, minute, second, 0, utcMs, why))
        return false;
    utcMs -= offset * kMsPerMinute;
    return true;
}

bool parseIsoTime(std::string_view text, std::int64_t& utcMs, std::string& why)
{
    // yyyy-mm-ddTHH:MM:SS[.fff...][zone]
    // 0    5  8  11 14 17
    int year = 0;
    int month = 0;
    int day = 0;
    int hour = 0;
    int minute = 0;
    int second = 0;
    const bool shape = text.size() >= 19 && text[4] == '-' && text[7] == '-'
                       && (text[10] == 'T' || text[10] == 't' || text[10] == ' ') && text[13] == ':'
                       && text[16] == ':' && digitsAt(text, 0, 4, year)
                       && digitsAt(text, 5, 2, month) && digitsAt(text, 8, 2, day)
                       && digitsAt(text, 11, 2, hour) && digitsAt(text, 14, 2, minute)
                       && digitsAt(text, 17, 2, second);
    if (!shape) {
        why = "expected an ISO 8601 time like 2000-10-10T13:55:36.250Z or epoch milliseconds, got "
              + shownText(text);
        return false;
    }
    std::size_t pos = 19;
    int millis = 0;
    if (pos < text.size() && (text[pos] == '.' || text[pos] == ',')) {
        ++pos;
        const std::size_t first = pos;
        int scale = 100;
        while (pos < text.size() && isDigit(text[pos])) {
            millis += (text[pos] - '0') * scale;
            scale /= 10;
            ++pos;
        }
        if (pos == first) {
            why = "expected digits after the decimal point of the seconds in " + shownText(text);
            return false;
        }
    }
    int offset = 0;
    const std::string_view zone = text.substr(pos);
    if (zone == "Z" || zone == "z" || zone.empty())
        offset = 0;
    else if (!parseOffset(zone, true, offset, why))
        return false;
    if (!civilToMs(year, month, day, hour, minute, second, millis, utcMs, why))
        return false;
    utcMs -= offset * kMsPerMinute;
    return true;
}

bool parseEpochOrIsoTime(std::string_view text, std::int64_t& utcMs, std::string& why)
{
    const std::size_t first = !text.empty() && text[0] == '-' ? 1 : 0;
    bool allDigits = text.size() > first;
    for (std::size_t i = first; i < text.size() && allDigits; ++i)
        allDigits = isDigit(text[i]);
    if (!allDigits)
        return parseIsoTime(text, utcMs, why);
    // 18 digits stay far inside int64; epoch milliseconds need 13 until the year 2286.
    if (text.size() - first > 18) {
        why = "epoch milliseconds " + shownText(text) + " are out of range";
        return false;
    }
    std::int64_t value = 0;
    for (std::size_t i = first; i < text.size(); ++i)
        value = value * 10 + (text[i] - '0');
    utcMs = first ? -value : value;
    return true;
}

} // namespace ratelab
