// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a run's logged requests go when RunResult::requests should not hold them: core/io
// streams them to disk (RequestLogSpool), so a request log of any length costs no memory while
// core/sim still does no I/O (RunEnvironment::requestLog). Each lane appends its own records in
// time order, on the thread that runs it; an implementation must take records of different
// lanes from different threads at once (ParallelRun), never of one lane from two.
#include "core/sim/model/RunResult.h"

namespace ratelab {

class RequestLogSink {
public:
    virtual ~RequestLogSink() = default;
    virtual void append(const RequestRecord& record) = 0;
};

// One log read in order, a record at a time: a lane's spool (mergeRequestLogs).
class RequestCursor {
public:
    virtual ~RequestCursor() = default;
    // The record at the cursor, or null at the end.
    [[nodiscard]] virtual const RequestRecord* current() = 0;
    virtual void advance() = 0;
};

} // namespace ratelab
