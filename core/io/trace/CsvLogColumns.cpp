// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/CsvLogColumns.h"

#include "core/io/trace/LogTime.h"
#include "core/io/trace/ShownText.h"

#include "core/sim/TextParse.h"

#include <algorithm>
#include <array>

namespace ratelab {

namespace {

constexpr std::array<std::string_view, 5> kRoles{"time", "identity", "method", "path", "status"};

std::string headerList(const std::vector<std::string_view>& header)
{
    std::string list;
    for (std::size_t i = 0; i < header.size() && list.size() < 200; ++i) {
        if (i > 0)
            list += ", ";
        list += cutText(trimmedBlanks(header[i]));
    }
    return list;
}

std::optional<std::size_t> find(const std::vector<std::string_view>& header, std::string_view name)
{
    for (std::size_t i = 0; i < header.size(); ++i)
        if (trimmedBlanks(header[i]) == name)
            return i;
    return std::nullopt;
}

} // namespace

bool mapCsvLogColumns(const std::vector<std::string_view>& header, const AccessLogOptions& options,
                      CsvLogColumns& columns, std::string& why)
{
    for (const auto& [role, column] : options.csvColumns) {
        bool known = false;
        for (const std::string_view r : kRoles)
            known = known || r == role;
        if (!known) {
            why = "unknown column role \"" + role
                  + "\" (roles: time, identity, method, path, status)";
            return false;
        }
    }
    auto columnOf = [&](std::string_view role) -> std::string {
        if (const auto it = options.csvColumns.find(std::string(role));
            it != options.csvColumns.end())
            return it->second;
        if (role == "identity")
            return options.identity;
        return std::string(role);
    };
    auto resolve = [&](std::string_view role, bool required, std::optional<std::size_t>& index) {
        const std::string name = columnOf(role);
        index = find(header, name);
        const bool mapped = options.csvColumns.contains(std::string(role)) || role == "identity";
        if (!index && (required || mapped)) {
            why = "no column \"" + name + "\" for the " + std::string(role)
                  + " role; the header has: " + headerList(header);
            return false;
        }
        return true;
    };
    std::optional<std::size_t> time;
    std::optional<std::size_t> identity;
    std::optional<std::size_t> path;
    if (!resolve("time", true, time) || !resolve("identity", true, identity)
        || !resolve("path", true, path) || !resolve("method", false, columns.method)
        || !resolve("status", false, columns.status))
        return false;
    columns.time = *time;
    columns.identity = *identity;
    columns.path = *path;
    columns.needed = std::max({columns.time, columns.identity, columns.path,
                               columns.method.value_or(0), columns.status.value_or(0)})
                     + 1;
    return true;
}

std::optional<LogLineFault> readCsvLogRow(const std::vector<std::string_view>& fields,
                                          const CsvLogColumns& columns, CsvLogRow& row,
                                          std::string& why)
{
    if (fields.size() < columns.needed) {
        why = "expected at least " + std::to_string(columns.needed) + " fields, got "
              + std::to_string(fields.size());
        return LogLineFault::TooFewFields;
    }
    if (!parseEpochOrIsoTime(trimmedBlanks(fields[columns.time]), row.timeMs, why))
        return LogLineFault::BadTime;
    row.identity = trimmedBlanks(fields[columns.identity]);
    row.path = trimmedBlanks(fields[columns.path]);
    if (row.path.empty()) {
        why = "the path is empty";
        return LogLineFault::BadPath;
    }
    row.method = columns.method ? trimmedBlanks(fields[*columns.method]) : std::string_view();
    row.status = 0;
    if (columns.status) {
        const std::string_view status = trimmedBlanks(fields[*columns.status]);
        const auto value = wholeNumber<int>(status);
        if (!status.empty() && (!value || *value < 100 || *value > 599)) {
            why = "expected a status 100..599 or an empty cell, got " + shownText(status);
            return LogLineFault::BadStatus;
        }
        row.status = value.value_or(0);
    }
    return std::nullopt;
}

} // namespace ratelab
