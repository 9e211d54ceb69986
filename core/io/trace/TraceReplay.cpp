#include "TraceReplay.h"

#include "csv/CsvWriter.h"
#include "csv/NumberFormat.h"

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

std::string TraceReplay::toCsv(const Trace& trace, const std::vector<Decision>& decisions)
{
    // Keys are quoted once, not once per row.
    std::vector<std::string> keyFields;
    keyFields.reserve(trace.keys.size());
    for (const std::string& key : trace.keys) {
        std::string field;
        CsvWriter::appendField(field, key);
        keyFields.push_back(std::move(field));
    }
    std::string out;
    out.reserve(trace.rows.size() * 40 + 64);
    out += "time_ms,key,cost,allowed,remaining,retry_after_ms,reset_ms,delay_ms\n";
    for (std::size_t i = 0; i < trace.rows.size() && i < decisions.size(); ++i) {
        const TraceRow& row = trace.rows[i];
        const Decision& d = decisions[i];
        appendInteger(out, row.timeMs);
        out += ',';
        out += keyFields[row.key];
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
    return out;
}

} // namespace ratelab
