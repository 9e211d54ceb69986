// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The request logs of a run's other parts, when it is split over threads by lanes (core/io's
// PartLogCounts): each part fills the log of its own lanes up to request_log_limit, but the
// merged log keeps only `limit` records of all lanes. A part that knows how many records the
// others logged before an instant can refuse, for good, a record the merge would cut, which
// spares it half its log's writes (RequestLog::wants). Each part calls its own view from its
// own thread.
#include "core/sim/SimTime.h"

#include <cstdint>

namespace ratelab {

class OtherPartsLog {
public:
    virtual ~OtherPartsLog() = default;
    // This part's lanes logged `before` records strictly before `instant`; instants only grow.
    virtual void publish(SimTime instant, std::int64_t before) = 0;
    // A lower bound of the records the other parts logged strictly before `instant`; asked with
    // instants that only grow.
    [[nodiscard]] virtual std::int64_t loggedBefore(SimTime instant) = 0;
};

} // namespace ratelab
