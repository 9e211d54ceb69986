// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads the samples file of `ratelab-cli replay-limit`: CSV with the header
// "rtt_us,inflight,dropped" and optionally "end_us" after it (further columns are ignored, so
// replay-limit's output reads back), one completed request a line. rtt_us is a positive integer,
// inflight the requests in flight at its start (0..1e9), dropped 0 or 1, end_us when it
// completed (non-decreasing). The whole file is validated; the first problem is reported as
// "FILE:LINE: what is wrong". Stateless; any thread.
#include <QString>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace ratelab {

struct LimitSample {
    std::int64_t rttUs = 0;
    int inflight = 0;
    bool dropped = false;
    std::int64_t endUs = 0; // 0 when the file has no end_us column
};

struct LimitSamples {
    bool hasEnd = false;
    std::vector<LimitSample> rows;
};

class LimitSamplesReader {
public:
    static std::optional<LimitSamples> parse(std::string_view text, const QString& source,
                                             QString* error);
    static std::optional<LimitSamples> readFile(const QString& path, QString* error);
};

} // namespace ratelab
