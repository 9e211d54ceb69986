// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/LogLineFault.h"

#include <array>
#include <utility>

namespace ratelab {

namespace {

constexpr std::array<std::pair<LogLineFault, std::string_view>, 12> kFaults{{
    {LogLineFault::TooFewFields, "too-few-fields"},
    {LogLineFault::BadTime, "bad-time"},
    {LogLineFault::NoRequestLine, "no-request-line"},
    {LogLineFault::BadRequest, "bad-request"},
    {LogLineFault::BadStatus, "bad-status"},
    {LogLineFault::BadBytes, "bad-bytes"},
    {LogLineFault::NotQuoted, "not-quoted"},
    {LogLineFault::UnterminatedQuote, "unterminated-quote"},
    {LogLineFault::EmptyIdentity, "empty-identity"},
    {LogLineFault::BadPath, "bad-path"},
    {LogLineFault::CsvSyntax, "csv-syntax"},
    {LogLineFault::LineTooLong, "line-too-long"},
}};

constexpr std::array<LogLineFault, kFaults.size()> kAll = [] {
    std::array<LogLineFault, kFaults.size()> all{};
    for (std::size_t i = 0; i < kFaults.size(); ++i)
        all[i] = kFaults[i].first;
    return all;
}();

} // namespace

std::string_view logLineFaultName(LogLineFault fault)
{
    for (const auto& [f, name] : kFaults)
        if (f == fault)
            return name;
    return "unknown";
}

std::span<const LogLineFault> allLogLineFaults()
{
    return kAll;
}

} // namespace ratelab
