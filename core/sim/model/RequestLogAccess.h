// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A run's request log wherever it is kept: RunResult::requests in memory, or a streamed run's
// StoredRequestLog, read a page at a time so a log of any length never has to fit in memory.
// Any thread (a stored log's reads are thread-safe).
#include "core/sim/model/RunResult.h"
#include "core/sim/model/StoredRequestLog.h"

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace ratelab {

inline std::int64_t requestLogSize(const RunResult& result)
{
    return result.storedRequests ? result.storedRequests->size()
                                 : static_cast<std::int64_t>(result.requests.size());
}

inline RequestRecord requestAt(const RunResult& result, std::int64_t index)
{
    if (!result.storedRequests)
        return result.requests[static_cast<std::size_t>(index)];
    RequestRecord record;
    result.storedRequests->read(index, {&record, 1});
    return record;
}

// Calls visit(record, index) for the records from `first` on, in order, until it returns false
// (a visitor returning void sees them all).
template <class Visit>
void forEachRequest(const RunResult& result, Visit&& visit, std::int64_t first = 0)
{
    const auto call = [&visit](const RequestRecord& r, std::int64_t i) {
        if constexpr (std::is_same_v<decltype(visit(r, i)), void>) {
            visit(r, i);
            return true;
        } else {
            return static_cast<bool>(visit(r, i));
        }
    };
    if (!result.storedRequests) {
        for (auto i = static_cast<std::size_t>(std::max<std::int64_t>(first, 0));
             i < result.requests.size(); ++i)
            if (!call(result.requests[i], static_cast<std::int64_t>(i)))
                return;
        return;
    }
    constexpr std::int64_t kPage = 4096;
    const std::int64_t size = result.storedRequests->size();
    std::vector<RequestRecord> page;
    for (std::int64_t at = std::max<std::int64_t>(first, 0); at < size; at += kPage) {
        page.resize(static_cast<std::size_t>(std::min(kPage, size - at)));
        result.storedRequests->read(at, page);
        for (std::size_t i = 0; i < page.size(); ++i)
            if (!call(page[i], at + static_cast<std::int64_t>(i)))
                return;
    }
}

} // namespace ratelab
