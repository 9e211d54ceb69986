// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a limiter should key on instead of the literal request line (the seeds' "always normalise
// before keying"): the path lowercased, without its query string or fragment and without
// trailing slashes, and the method folded into the quota it shares.
#include <optional>
#include <string>
#include <string_view>

namespace ratelab {

// "/API/V1/Users/?page=2" -> "/api/v1/users"; "" and "/" -> "/".
std::string normalisedPath(std::string_view path);

// "read" for GET and HEAD, "write" for POST, PUT, PATCH and DELETE (any letter case), "other"
// for the rest (OPTIONS, CONNECT, ...), which share neither quota.
std::string_view methodGroup(std::string_view method);

// Whether `path` matches `pattern`, where '*' stands for any run of characters, '/' included
// ("/api/*/export", "/login"). Exact otherwise.
bool pathMatches(std::string_view pattern, std::string_view path);

// Why a pattern can never match a normalised path (it has capitals, a query or a trailing
// slash), with the spelling that would; nothing when it is written normalised.
std::optional<std::string> unnormalisedPatternProblem(std::string_view pattern);

} // namespace ratelab
