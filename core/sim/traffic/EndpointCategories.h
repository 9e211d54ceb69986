// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The seeds' endpoint categories (read, write, auth, expensive): separate counters so that a user
// who exhausts the write quota can still read. A request's category is the first of the
// scenario's own categories whose path pattern matches its normalised path, else the first
// built-in one that does (login, token and password paths are auth; search, export and report
// paths are expensive), else its method group, with methods outside both groups counted as
// read.
#include "core/sim/model/Scenario.h"

#include <span>
#include <string>
#include <string_view>

namespace ratelab {

struct BuiltInCategory {
    std::string_view name;
    std::string_view path;
};

// The built-in patterns, in the order they are tried (docs/scenario-format.md lists them).
std::span<const BuiltInCategory> builtInEndpointCategories();

// `path` must already be normalised (RequestPath.h); `method` is the raw HTTP method.
std::string endpointCategory(std::span<const EndpointCategory> own, std::string_view path,
                             std::string_view method);

} // namespace ratelab
