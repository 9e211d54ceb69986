// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a run of a scenario will cost before it starts: the memory it will need, part by part,
// each part naming the scenario fields that drive it, and the work (decisions, clients to set
// up). The figures are upper-bound estimates calibrated against measured peak memory
// (docs/cli.md, "Memory budget"); core/io compares them with a budget and refuses or warns.
// Pure; any thread.
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

// One share of the estimated memory, and which fields to lower to shrink it.
struct EstimatePart {
    std::string fields; // "request_log_limit", "lanes (64) x duration_ms / bucket_ms (1e7)"
    std::string what;   // "the request log (100,000,000 requests)"
    double bytes = 0.0;
};

struct RunEstimate {
    double bytes = 0.0;              // everything, the process's own baseline included
    std::vector<EstimatePart> parts; // largest first; the baseline is not a part
    double diskBytes = 0.0;          // a streamed request log's spool and requests.csv
    double firstAttempts = 0.0;      // arrivals, over every client
    double decisions = 0.0;          // first attempts x lanes (retries come on top)
    std::string decisionFields;      // the fields that drive the decisions most
    double clients = 0.0;            // clients to set up (groups expanded)
};

// Where a run keeps its request log: in memory (RunResult::requests), or streamed to disk
// through a RequestLogSink (the CLI's run, the app's big runs).
enum class RequestLogPlace : std::uint8_t { Memory, Streamed };

RunEstimate estimateRun(const Scenario& scenario, RequestLogPlace log = RequestLogPlace::Memory);

// The process before any scenario: code, Qt, allocator arenas (measured, docs/cli.md).
inline constexpr double kEstimateBaselineBytes = 30.0 * 1024 * 1024;

} // namespace ratelab
