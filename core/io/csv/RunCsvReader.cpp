#include "core/io/csv/RunCsvReader.h"

#include "core/io/csv/CsvReader.h"
#include "core/io/csv/NumberFormat.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>
#include <map>
#include <stdexcept>

namespace ratelab {

namespace {

// Carries the first problem out of the nested readers; caught in readDir.
struct CsvProblem : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One file's rows with typed access that names FILE:LINE and the column on failure.
class TypedTable {
public:
    TypedTable(CsvTable table, QString path)
        : m_table(std::move(table))
        , m_path(std::move(path))
    {
    }

    [[nodiscard]] int rows() const { return static_cast<int>(m_table.rows.size()); }
    [[nodiscard]] bool has(const QString& column) const { return m_table.column(column) >= 0; }

    void require(std::initializer_list<const char*> columns) const
    {
        for (const char* c : columns) {
            if (!has(QLatin1String(c)))
                fail(1, QStringLiteral("missing column '%1'").arg(QLatin1String(c)));
        }
    }

    [[nodiscard]] QString text(int row, const char* column) const
    {
        const QString name = QLatin1String(column);
        const int c = m_table.column(name);
        if (c < 0)
            return {};
        const QStringList& cells = m_table.rows[row];
        if (c >= cells.size())
            fail(row + 2, QStringLiteral("%1 field(s), the header has %2")
                              .arg(cells.size())
                              .arg(m_table.header.size()));
        return cells[c];
    }

    // Missing optional columns read as 0.
    [[nodiscard]] std::int64_t integer(int row, const char* column) const
    {
        if (!has(QLatin1String(column)))
            return 0;
        const QByteArray cell = text(row, column).toUtf8();
        std::int64_t value = 0;
        if (!parseInteger(std::string_view(cell.constData(), static_cast<std::size_t>(cell.size())),
                          value))
            fail(row + 2, QStringLiteral("column '%1': \"%2\" is not an integer")
                              .arg(QLatin1String(column), QString::fromUtf8(cell)));
        return value;
    }

    [[nodiscard]] double number(int row, const char* column) const
    {
        if (!has(QLatin1String(column)))
            return 0.0;
        const QString cell = text(row, column);
        bool ok = false;
        const double value = cell.toDouble(&ok);
        if (!ok || !std::isfinite(value))
            fail(row + 2, QStringLiteral("column '%1': \"%2\" is not a number")
                              .arg(QLatin1String(column), cell));
        return value;
    }

    // Exact decimal milliseconds back to microseconds.
    [[nodiscard]] SimTime micros(int row, const char* column) const
    {
        return static_cast<SimTime>(std::llround(number(row, column) * 1000.0));
    }

    [[noreturn]] void fail(int line, const QString& what) const
    {
        throw CsvProblem(QStringLiteral("%1:%2: %3").arg(m_path).arg(line).arg(what).toStdString());
    }

private:
    CsvTable m_table;
    QString m_path;
};

TypedTable load(const QDir& dir, const QString& name)
{
    const QString path = dir.filePath(name);
    QString error;
    std::optional<CsvTable> table = CsvReader::readFile(path, &error);
    if (!table)
        throw CsvProblem(error.toStdString());
    return TypedTable(std::move(*table), path);
}

void readSummary(const TypedTable& t, RunResult& result, std::map<QString, std::int32_t>& laneIndex)
{
    t.require({"lane", "algorithm", "admitted", "rejected", "limit"});
    if (t.rows() == 0)
        t.fail(2, QStringLiteral("no lanes"));
    for (int row = 0; row < t.rows(); ++row) {
        LaneSummary s;
        const QString lane = t.text(row, "lane");
        s.lane = lane.toStdString();
        const std::string algorithm = t.text(row, "algorithm").toStdString();
        const std::optional<AlgorithmKind> kind = algorithmFromId(algorithm);
        if (!kind)
            t.fail(row + 2, QStringLiteral("column 'algorithm': unknown algorithm \"%1\"")
                                .arg(QString::fromStdString(algorithm)));
        s.algorithm = *kind;
        s.admitted = t.integer(row, "admitted");
        s.rejected = t.integer(row, "rejected");
        s.failedOpen = t.integer(row, "failed_open");
        s.failedClosed = t.integer(row, "failed_closed");
        s.maxAdmittedAnyWindow = t.integer(row, "max_admitted_any_window");
        s.limit = t.integer(row, "limit");
        s.overAdmissionRatio = t.number(row, "over_admission_ratio");
        s.errors = t.integer(row, "errors");
        s.wouldReject = t.integer(row, "would_reject");
        s.retries = t.integer(row, "retries");
        s.rejectedRetries = t.integer(row, "rejected_retries");
        s.requests = t.has(QStringLiteral("requests")) ? t.integer(row, "requests")
                                                       : s.admitted + s.rejected;
        s.falsePositiveRate = t.number(row, "false_positive_rate");
        s.p50DelayMs = t.number(row, "p50_delay_ms");
        s.p99DelayMs = t.number(row, "p99_delay_ms");
        s.windowMs = t.integer(row, "window_ms");
        s.keys = t.integer(row, "keys");
        s.stateBytes = t.integer(row, "state_bytes");
        // The file keeps the ratio, not the count of keys with state: recover the count from it.
        if (const double perKey = t.number(row, "state_bytes_per_key"); perKey > 0)
            s.stateKeys = std::llround(static_cast<double>(s.stateBytes) / perKey);
        s.maxWindowKey = t.text(row, "max_window_key").toStdString();
        s.maxWindowStart = t.micros(row, "max_window_start_ms");
        s.maxWindowEnd = t.micros(row, "max_window_end_ms");
        // Files from before the columns existed came from model version 1.
        result.ratelabVersion = t.has(QStringLiteral("ratelab_version"))
                                    ? t.text(row, "ratelab_version").toStdString()
                                    : std::string();
        result.modelVersion =
            t.has(QStringLiteral("model_version")) ? int(t.integer(row, "model_version")) : 1;
        if (!laneIndex.emplace(lane, static_cast<std::int32_t>(result.summaries.size())).second)
            t.fail(row + 2, QStringLiteral("lane \"%1\" appears twice").arg(lane));
        result.summaries.push_back(std::move(s));
        LaneSeries series;
        series.levelLimit = static_cast<double>(result.summaries.back().limit);
        series.levelName = std::string(algorithmInfo(*kind).levelName);
        result.series.push_back(std::move(series));
    }
}

std::int32_t laneOf(const TypedTable& t, int row, const std::map<QString, std::int32_t>& laneIndex)
{
    const QString lane = t.text(row, "lane");
    const auto it = laneIndex.find(lane);
    if (it == laneIndex.end())
        t.fail(row + 2, QStringLiteral("lane \"%1\" is not in summary.csv").arg(lane));
    return it->second;
}

void readTimeseries(const TypedTable& t, RunResult& result,
                    const std::map<QString, std::int32_t>& laneIndex)
{
    t.require({"time_ms", "lane", "admitted", "rejected"});
    // The bucket width is the smallest step between bucket starts; one bucket alone: its own end.
    std::int64_t bucketMs = 0;
    std::int64_t previous = -1;
    for (int row = 0; row < t.rows(); ++row) {
        const std::int64_t time = t.integer(row, "time_ms");
        if (time < 0)
            t.fail(row + 2, QStringLiteral("column 'time_ms': negative time"));
        if (previous >= 0 && time > previous && (bucketMs == 0 || time - previous < bucketMs))
            bucketMs = time - previous;
        previous = time;
    }
    if (bucketMs == 0)
        bucketMs = 1000;
    result.bucketMs = bucketMs;
    for (int row = 0; row < t.rows(); ++row) {
        const std::int64_t time = t.integer(row, "time_ms");
        if (time % bucketMs != 0)
            t.fail(row + 2, QStringLiteral("column 'time_ms': %1 is not on the %2 ms bucket grid")
                                .arg(time)
                                .arg(bucketMs));
        LaneSeries& series = result.series[static_cast<std::size_t>(laneOf(t, row, laneIndex))];
        const auto index = static_cast<std::size_t>(time / bucketMs);
        if (series.buckets.size() <= index)
            series.buckets.resize(index + 1);
        SeriesBucket& b = series.buckets[index];
        b.admitted = t.integer(row, "admitted");
        b.rejected = t.integer(row, "rejected");
        b.failedOpen = t.integer(row, "failed_open");
        b.failedClosed = t.integer(row, "failed_closed");
        b.errors = t.integer(row, "errors");
        b.wouldReject = t.integer(row, "would_reject");
        b.retries = t.integer(row, "retries");
        b.level = t.number(row, "level");
        b.levelMax = t.number(row, "level_max");
        result.durationMs = std::max(result.durationMs, time + bucketMs);
    }
}

std::int32_t intern(std::vector<std::string>& names, std::map<std::string, std::int32_t>& index,
                    std::string name)
{
    const auto [it, added] = index.emplace(name, static_cast<std::int32_t>(names.size()));
    if (added)
        names.push_back(std::move(name));
    return it->second;
}

void readRequests(const TypedTable& t, RunResult& result,
                  const std::map<QString, std::int32_t>& laneIndex)
{
    t.require({"time_ms", "lane", "client", "key", "allowed"});
    std::map<std::string, std::int32_t> clients;
    std::map<std::string, std::int32_t> keys;
    result.requests.reserve(static_cast<std::size_t>(t.rows()));
    for (int row = 0; row < t.rows(); ++row) {
        RequestRecord r;
        r.time = t.micros(row, "time_ms");
        r.lane = laneOf(t, row, laneIndex);
        r.client = intern(result.clientNames, clients, t.text(row, "client").toStdString());
        r.key = intern(result.keyNames, keys, t.text(row, "key").toStdString());
        r.attempt = static_cast<std::int32_t>(t.integer(row, "attempt"));
        r.cost = t.has(QStringLiteral("cost")) ? t.integer(row, "cost") : 1;
        r.decision.allowed = t.integer(row, "allowed") != 0;
        r.decision.limit = result.summaries[static_cast<std::size_t>(r.lane)].limit;
        r.decision.remaining = t.integer(row, "remaining");
        r.decision.retryAfterMs = t.integer(row, "retry_after_ms");
        r.decision.resetMs = t.integer(row, "reset_ms");
        r.decision.delayMs = t.integer(row, "delay_ms");
        r.clockMs = t.integer(row, "clock_ms");
        r.enforced = !t.has(QStringLiteral("enforced")) || t.integer(row, "enforced") != 0;
        r.softWarning = t.integer(row, "soft_warning") != 0;
        result.requests.push_back(r);
    }
}

} // namespace

std::optional<RunResult> RunCsvReader::readDir(const QString& dir, QString* error)
{
    const QDir folder(dir);
    try {
        if (!QFileInfo(dir).isDir())
            throw CsvProblem(QStringLiteral("%1: not a folder").arg(dir).toStdString());
        RunResult result;
        result.scenarioName = QFileInfo(dir).fileName().toStdString();
        std::map<QString, std::int32_t> laneIndex;
        readSummary(load(folder, QStringLiteral("summary.csv")), result, laneIndex);
        readTimeseries(load(folder, QStringLiteral("timeseries.csv")), result, laneIndex);
        if (folder.exists(QStringLiteral("requests.csv")))
            readRequests(load(folder, QStringLiteral("requests.csv")), result, laneIndex);
        return result;
    } catch (const CsvProblem& problem) {
        if (error)
            *error = QString::fromStdString(problem.what());
        return std::nullopt;
    }
}

} // namespace ratelab
