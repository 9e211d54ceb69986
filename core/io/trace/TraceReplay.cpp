// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/TraceReplay.h"

#include "core/io/csv/CsvWriter.h"
#include "core/io/csv/NumberFormat.h"

namespace ratelab {

std::vector<Decision> TraceReplay::run(const Trace& trace, const Algorithm& algorithm)
{
    // Keys are interned, so a flat array replaces the per-key hash map.
    std::vector<KeyState> states(trace.keys.size());
    std::vector<Decision> decisions;
    decisions.reserve(trace.rows.size());
    for (const TraceRow& row : trace.rows) {
        DecideInput input;
        input.nowMs = row.timeMs;
        input.cost = row.cost;
        decisions.push_back(algorithm.decide(states[row.key], input));
    }
    return decisions;
}

std::vector<std::string> TraceReplay::quotedKeys(const Trace& trace)
{
    // Keys are quoted once, not once per row.
    std::vector<std::string> fields;
    fields.reserve(trace.keys.size());
    for (const std::string& key : trace.keys) {
        std::string field;
        CsvWriter::appendField(field, key);
        fields.push_back(std::move(field));
    }
    return fields;
}

void TraceReplay::appendRow(std::string& out, const std::string& keyField, const TraceRow& row,
                            const Decision& d)
{
    appendInteger(out, row.timeMs);
    out += ',';
    out += keyField;
    out += ',';
    appendInteger(out, row.cost);
    out += d.allowed ? ",1," : ",0,";
    appendInteger(out, d.remaining);
    out += ',';
    appendInteger(out, d.retryAfterMs);
    out += ',';
    appendInteger(out, d.resetMs);
    out += ',';
    appendInteger(out, d.delayMs);
    out += '\n';
}

namespace {
constexpr std::string_view kHeader =
    "time_ms,key,cost,allowed,remaining,retry_after_ms,reset_ms,delay_ms\n";
}

std::string TraceReplay::toCsv(const Trace& trace, const std::vector<Decision>& decisions)
{
    const std::vector<std::string> keyFields = quotedKeys(trace);
    std::string out;
    out.reserve(trace.rows.size() * 40 + 64);
    out += kHeader;
    for (std::size_t i = 0; i < trace.rows.size() && i < decisions.size(); ++i)
        appendRow(out, keyFields[trace.rows[i].key], trace.rows[i], decisions[i]);
    return out;
}

std::string TraceReplay::replayToCsv(const Trace& trace, const Algorithm& algorithm)
{
    const std::vector<std::string> keyFields = quotedKeys(trace);
    std::vector<KeyState> states(trace.keys.size());
    std::string out;
    out.reserve(trace.rows.size() * 40 + 64);
    out += kHeader;
    for (const TraceRow& row : trace.rows) {
        DecideInput input;
        input.nowMs = row.timeMs;
        input.cost = row.cost;
        appendRow(out, keyFields[row.key], row, algorithm.decide(states[row.key], input));
    }
    return out;
}

} // namespace ratelab
