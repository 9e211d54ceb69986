// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A run's request log kept outside its RunResult (RunResult::storedRequests): the merged log in
// (time, lane) order, read by index. core/io keeps it in a file (RequestLogSpool) and pages it
// in; the CSV writer, the inspector and the lessons read it through RequestLogAccess.h. Reads
// may come from any thread; a failed read throws std::runtime_error with the reason.
#include "core/sim/model/RunResult.h"

#include <cstdint>
#include <span>

namespace ratelab {

class StoredRequestLog {
public:
    virtual ~StoredRequestLog() = default;
    [[nodiscard]] virtual std::int64_t size() const = 0;
    // Records [first, first + out.size()); the range must lie inside [0, size()).
    virtual void read(std::int64_t first, std::span<RequestRecord> out) const = 0;
};

} // namespace ratelab
