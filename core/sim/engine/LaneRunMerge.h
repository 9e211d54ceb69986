// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Puts a run back together from logs or partial runs that each hold some of its lanes. Lanes are
// independent given the same traffic, so a run split by lanes (RunEnvironment::lanes) and merged
// here gives the same result, bit for bit, as the run in one engine. Pure functions; any thread.
#include "core/sim/engine/RequestLogSink.h"
#include "core/sim/model/RunResult.h"

#include <cstdint>
#include <span>
#include <vector>

namespace ratelab {

// Merges `more` into `log`, each in (time, lane) order and of other lanes than the other's:
// `log` becomes the two ordered by time, then lane, then the order within its own log, cut after
// `limit` records; `truncated` is set when records were cut. In place, from the back: no second
// log is allocated (a fresh one costs a page fault every 36 records).
void mergeRequestLogInto(std::vector<RequestRecord>& log, const std::vector<RequestRecord>& more,
                         std::int64_t limit, bool& truncated);
// The same over logs read one record at a time (a streamed log's lane spools), into `out`.
void mergeRequestLogs(std::span<RequestCursor* const> logs, std::int64_t limit, bool& truncated,
                      RequestLogSink& out);

// A log the lanes of one engine wrote together, in the order they decided (time order, lanes
// interleaved within an instant): put in place in the order the merges give (time, lane,
// then the lane's own order) and cut after `limit` records, setting `truncated` when any are cut.
void orderRequestLog(std::vector<RequestRecord>& log, std::int64_t limit, bool& truncated);

// `parts[i]` ran the lanes `laneSets[i]` of the same scenario and seed (together every lane once).
// `limit` is the scenario's request_log_limit.
RunResult mergeLaneRuns(std::vector<RunResult> parts,
                        const std::vector<std::vector<std::int32_t>>& laneSets, std::int64_t limit);

} // namespace ratelab
