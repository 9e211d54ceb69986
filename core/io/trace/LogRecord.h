// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One request of an imported access log or mapped CSV trace, as calibration reads it: who sent it
// (the identity the user chose to key on), when (UTC milliseconds since the epoch), and the
// endpoint category its normalised path falls in. The reader produces these in time order; the
// analysis and the candidate replay consume them one at a time, so neither holds the log.
#include <cstdint>
#include <string>

namespace ratelab {

struct LogRecord {
    std::int64_t timeMs = 0; // UTC, milliseconds since 1970-01-01
    std::string identity;    // the IP, the authenticated user or the mapped column's value
    std::string method;      // as written ("GET"); empty when the source has none
    std::string path;        // normalised (RequestPath.h normalisedPath)
    std::string category;    // EndpointCategories.h endpointCategory of path and method
    int status = 0;          // the response status the log recorded; 0 when unknown
    std::int64_t line = 0;   // 1-based line of the source file, for messages
};

} // namespace ratelab
