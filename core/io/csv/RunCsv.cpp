#include "core/io/csv/RunCsv.h"

#include "core/io/csv/AtomicFiles.h"
#include "core/io/csv/CsvWriter.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/RunMetrics.h"

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

void write(CsvWriter& csv, const MetricValue& value)
{
    switch (value.kind) {
    case MetricKind::Integer:
        csv.integer(value.integer);
        break;
    case MetricKind::Real:
        csv.number(value.real);
        break;
    case MetricKind::TimeMs:
        csv.millis(value.integer);
        break;
    case MetricKind::Text:
        csv.text(value.text);
        break;
    }
}

} // namespace

std::string RunCsv::summary(const RunResult& result)
{
    CsvWriter csv;
    std::vector<std::string_view> names;
    for (const auto& column : summaryMetrics())
        if (column.inCsv)
            names.push_back(column.name);
    // Who made the run, last: the contract lets extra columns follow the named ones.
    names.insert(names.end(), {"ratelab_version", "model_version"});
    csv.header(names);
    for (const LaneSummary& s : result.summaries) {
        for (const auto& column : summaryMetrics())
            if (column.inCsv)
                write(csv, column.read(s));
        csv.text(result.ratelabVersion).integer(result.modelVersion);
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
    std::vector<std::string_view> names{"time_ms", "lane"};
    for (const auto& column : bucketMetrics())
        if (column.inCsv)
            names.push_back(column.name);
    csv.header(names);
    // Time-major, so a spreadsheet shows all lanes of one bucket together.
    for (std::size_t i = 0; i < buckets; ++i) {
        for (std::size_t lane = 0; lane < result.series.size(); ++lane) {
            const LaneSeries& series = result.series[lane];
            if (i >= series.buckets.size())
                continue;
            const SeriesBucket& b = series.buckets[i];
            csv.integer(static_cast<std::int64_t>(i) * result.bucketMs)
                .text(laneName(result, static_cast<std::int32_t>(lane)));
            for (const auto& column : bucketMetrics())
                if (column.inCsv)
                    write(csv, column.read(b));
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
        csv.millis(r.time)
            .text(laneName(result, r.lane))
            .text(nameAt(result.clientNames, r.client))
            .text(nameAt(result.keyNames, r.key))
            .integer(r.attempt)
            .integer(r.cost)
            .flag(d.allowed)
            .integer(d.remaining)
            .integer(d.retryAfterMs)
            .integer(d.resetMs)
            .integer(d.delayMs)
            .integer(status)
            .integer(r.clockMs)
            .flag(r.enforced)
            .flag(r.softWarning)
            .integer(r.instance);
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
