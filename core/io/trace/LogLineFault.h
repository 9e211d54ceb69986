// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Why one line of an access log or trace cannot be read, as a stable short name: lenient imports
// count skipped lines by it, strict ones end their message with it, and scripts may match it, so
// names are only ever added. The one list of them lives in the .cpp (allLogLineFaults()).
#include <span>
#include <string_view>

namespace ratelab {

enum class LogLineFault {
    TooFewFields,      // the line ends before every field of the format was read
    BadTime,           // the date is missing its brackets or is not a valid time
    NoRequestLine,     // no quoted request line, or nginx's "-" for a connection that sent none
    BadRequest,        // the request line is not METHOD TARGET [PROTOCOL] with a path target
    BadStatus,         // the status is not a three-digit code 100..599
    BadBytes,          // the size is neither '-' nor a non-negative integer
    NotQuoted,         // a field the format quotes (referer, user agent) is not quoted
    UnterminatedQuote, // a quoted field has no closing quote
    EmptyIdentity,     // the chosen identity (user, IP, column) is '-' or empty
    BadPath,           // a CSV trace's path is empty
    CsvSyntax,         // a CSV line the tokenizer cannot split
    LineTooLong,       // longer than the reader's line limit (a binary file, a missing newline)
};

// "too-few-fields", "bad-time", ...
std::string_view logLineFaultName(LogLineFault fault);

std::span<const LogLineFault> allLogLineFaults();

} // namespace ratelab
