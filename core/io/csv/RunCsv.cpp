#include "core/io/csv/RunCsv.h"

#include "core/io/csv/AtomicFiles.h"
#include "core/io/csv/CsvWriter.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QDir>

#include <algorithm>

namespace ratelab {

namespace {

std::string_view laneName(const RunResult& result, std::int32_t lane)
{
    if (lane < 0 || static_cast<std::size_t>(lane) >= result.summaries.size())
        return {};
    return result.summaries[static_cast<std::size_t>(lane)].lane;
}

std::string_view nameAt(const std::vector<std::string>& names, std::int32_t index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= names.size())
        return {};
    return names[static_cast<std::size_t>(index)];
}

} // namespace

std::string RunCsv::summary(const RunResult& result)
{
    CsvWriter csv;
    csv.header({"lane", "algorithm", "admitted", "rejected", "failed_open", "failed_closed",
                "max_admitted_any_window", "limit", "over_admission_ratio",
                // extra columns, after the public ones
                "errors", "would_reject", "retries", "requests", "false_positive_rate",
                "p50_delay_ms", "p99_delay_ms", "window_ms", "keys", "state_bytes",
                "max_window_key", "max_window_start_ms", "max_window_end_ms"});
    for (const LaneSummary& s : result.summaries) {
        csv.text(s.lane).text(algorithmInfo(s.algorithm).id).integer(s.admitted).integer(s.rejected)
            .integer(s.failedOpen).integer(s.failedClosed).integer(s.maxAdmittedAnyWindow)
            .integer(s.limit).number(s.overAdmissionRatio);
        csv.integer(s.errors).integer(s.wouldReject).integer(s.retries).integer(s.requests)
            .number(s.falsePositiveRate).number(s.p50DelayMs).number(s.p99DelayMs)
            .integer(s.windowMs).integer(s.keys).integer(s.stateBytes).text(s.maxWindowKey)
            .millis(s.maxWindowStart).millis(s.maxWindowEnd);
        csv.endRow();
    }
    return csv.take();
}

std::string RunCsv::timeseries(const RunResult& result)
{
    std::size_t buckets = 0;
    for (const LaneSeries& series : result.series)
        buckets = std::max(buckets, series.buckets.size());
    CsvWriter csv(buckets * result.series.size() * 40 + 128);
    csv.header({"time_ms", "lane", "admitted", "rejected", "failed_open", "failed_closed", "errors",
                "would_reject", "retries", "level", "level_max"});
    // Time-major, so a spreadsheet shows all lanes of one bucket together.
    for (std::size_t i = 0; i < buckets; ++i) {
        for (std::size_t lane = 0; lane < result.series.size(); ++lane) {
            const LaneSeries& series = result.series[lane];
            if (i >= series.buckets.size())
                continue;
            const SeriesBucket& b = series.buckets[i];
            csv.integer(static_cast<std::int64_t>(i) * result.bucketMs)
                .text(laneName(result, static_cast<std::int32_t>(lane)))
                .integer(b.admitted).integer(b.rejected).integer(b.failedOpen).integer(b.failedClosed)
                .integer(b.errors).integer(b.wouldReject).integer(b.retries).number(b.level)
                .number(b.levelMax);
            csv.endRow();
        }
    }
    return csv.take();
}

std::string RunCsv::requests(const RunResult& result)
{
    CsvWriter csv(result.requests.size() * 64 + 128);
    csv.header({"time_ms", "lane", "client", "key", "attempt", "cost", "allowed", "remaining",
                "retry_after_ms", "reset_ms", "delay_ms", "status",
                // extra columns
                "clock_ms", "enforced", "soft_warning", "instance"});
    for (const RequestRecord& r : result.requests) {
        const Decision& d = r.decision;
        // The HTTP status the client saw: a dry run never sends 429.
        const int status = (!d.allowed && r.enforced) ? 429 : 200;
        csv.millis(r.time).text(laneName(result, r.lane)).text(nameAt(result.clientNames, r.client))
            .text(nameAt(result.keyNames, r.key)).integer(r.attempt).integer(r.cost).flag(d.allowed)
            .integer(d.remaining).integer(d.retryAfterMs).integer(d.resetMs).integer(d.delayMs)
            .integer(status).integer(r.clockMs).flag(r.enforced).flag(r.softWarning).integer(r.instance);
        csv.endRow();
    }
    return csv.take();
}

bool RunCsv::writeAll(const RunResult& result, const QString& dir, QString* error)
{
    const QDir out(dir);
    AtomicFiles files;
    files.add(out.filePath(QStringLiteral("summary.csv")), summary(result));
    files.add(out.filePath(QStringLiteral("timeseries.csv")), timeseries(result));
    files.add(out.filePath(QStringLiteral("requests.csv")), requests(result));
    return files.commit(error);
}

} // namespace ratelab
