// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv/RunCsvReader.h"

#include "core/io/csv/CsvReader.h"
#include "core/io/csv/NumberFormat.h"
#include "core/io/csv/RunManifest.h"
#include "core/io/csv/TypedCsvTable.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/ScenarioLimits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <map>
#include <new>
#include <stdexcept>

namespace ratelab {

namespace {

using csvread::CsvProblem;
using csvread::load;
using csvread::TypedTable;

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CsvProblem(
            QStringLiteral("%1: cannot open: %2").arg(path, file.errorString()).toStdString());
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        throw CsvProblem(
            QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()).toStdString());
    return bytes;
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
        // A lane of several rules; its rules (and its first rule's algorithm) are in rules.csv.
        const bool policy = algorithm == "policy";
        const std::optional<AlgorithmKind> kind =
            policy ? std::optional(AlgorithmKind::FixedWindow) : algorithmFromId(algorithm);
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
        // The backend's columns, from files of model version 10 on.
        if (t.has(QStringLiteral("goodput"))) {
            s.shed = t.integer(row, "shed");
            s.goodput = t.integer(row, "goodput");
            s.timedOut = t.integer(row, "timed_out");
            s.p99LatencyMs = t.number(row, "p99_latency_ms");
        } else {
            s.goodput = s.admitted;
        }
        // A run with long-lived connections: their columns after model_version.
        if (t.has(QStringLiteral("closed_1008"))) {
            result.connections = true;
            s.connectionsOpened = t.integer(row, "connections_opened");
            s.connectionsRefused = t.integer(row, "connections_refused");
            s.connectionsRateLimited = t.integer(row, "connections_rate_limited");
            s.closed1008 = t.integer(row, "closed_1008");
            s.messages = t.integer(row, "messages");
            s.messagesUnsent = t.integer(row, "messages_unsent");
        }
        // Files from before the columns existed came from model version 1.
        result.ratelabVersion = t.has(QStringLiteral("ratelab_version"))
                                    ? t.text(row, "ratelab_version").toStdString()
                                    : std::string();
        result.modelVersion =
            t.has(QStringLiteral("model_version")) ? int(t.integer(row, "model_version")) : 1;
        if (policy)
            s.rules.resize(2); // a placeholder until rules.csv names them; more than one rule
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

// rules.csv, or without it (folders from before it existed) each lane's one rule from its row.
void readRules(const TypedTable* t, RunResult& result,
               const std::map<QString, std::int32_t>& laneIndex)
{
    if (!t) {
        for (LaneSummary& s : result.summaries) {
            if (s.rules.size() > 1)
                throw CsvProblem("lane \"" + s.lane
                                 + "\" is a policy of several rules, but rules.csv is missing");
            s.rules = {RuleSummary{s.lane, s.algorithm, s.limit, s.windowMs, s.admitted, s.rejected,
                                   s.maxAdmittedAnyWindow, s.overAdmissionRatio}};
        }
        return;
    }
    t->require({"lane", "rule", "algorithm", "limit", "window_ms"});
    std::vector<std::vector<RuleSummary>> rules(result.summaries.size());
    for (int row = 0; row < t->rows(); ++row) {
        RuleSummary r;
        r.rule = t->text(row, "rule").toStdString();
        const auto kind = algorithmFromId(t->text(row, "algorithm").toStdString());
        if (!kind)
            t->fail(row + 2, QStringLiteral("column 'algorithm': unknown algorithm \"%1\"")
                                 .arg(t->text(row, "algorithm")));
        r.algorithm = *kind;
        r.limit = t->integer(row, "limit");
        r.windowMs = t->integer(row, "window_ms");
        r.admitted = t->integer(row, "admitted");
        r.refused = t->integer(row, "refused");
        r.maxAdmittedAnyWindow = t->integer(row, "max_admitted_any_window");
        r.overAdmissionRatio = t->number(row, "over_admission_ratio");
        rules[static_cast<std::size_t>(laneOf(*t, row, laneIndex))].push_back(std::move(r));
    }
    for (std::size_t l = 0; l < rules.size(); ++l) {
        LaneSummary& s = result.summaries[l];
        if (rules[l].empty() || (s.rules.size() > 1) != (rules[l].size() > 1))
            throw CsvProblem("rules.csv: lane \"" + s.lane + "\" has "
                             + std::to_string(rules[l].size()) + " rule(s), but summary.csv says "
                             + (s.rules.size() > 1 ? "policy" : "one algorithm"));
        if (s.rules.size() > 1) {
            s.algorithm = rules[l].front().algorithm;
            result.series[l].levelName = std::string(algorithmInfo(s.algorithm).levelName);
        }
        s.rules = std::move(rules[l]);
    }
}

// The index of the rule requests.csv's refused_by names, kRefusedByPenalty for "penalty", -1
// when empty.
std::int16_t ruleIndex(const TypedTable& t, int row, const LaneSummary& lane)
{
    const std::string name = t.text(row, "refused_by").toStdString();
    if (name.empty())
        return -1;
    for (std::size_t i = 0; i < lane.rules.size(); ++i)
        if (lane.rules[i].rule == name)
            return static_cast<std::int16_t>(i);
    if (name == kPenaltyRefuser)
        return kRefusedByPenalty;
    t.fail(row + 2, QStringLiteral("column 'refused_by': lane \"%1\" has no rule \"%2\"")
                        .arg(QString::fromStdString(lane.lane), QString::fromStdString(name)));
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
        if (time > kMaxDurationMs)
            t.fail(row + 2, QStringLiteral("column 'time_ms': %1 is past the longest run (%2 ms)")
                                .arg(time)
                                .arg(kMaxDurationMs));
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
        // Every bucket of every lane has its row, so a bucket past the row count (or the most a
        // run may have) is a hostile or broken file, not a reason to allocate.
        if (index >= static_cast<std::size_t>(std::min<std::int64_t>(t.rows(), kMaxBuckets)))
            t.fail(row + 2, QStringLiteral("column 'time_ms': %1 would be bucket %2 of %3 ms, but "
                                           "the file has only %4 row(s), one per bucket and lane")
                                .arg(time)
                                .arg(index)
                                .arg(bucketMs)
                                .arg(t.rows()));
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
        if (t.has(QStringLiteral("goodput"))) {
            b.shed = t.integer(row, "shed");
            b.goodput = t.integer(row, "goodput");
            b.timedOut = t.integer(row, "timed_out");
            b.p99LatencyMs = t.number(row, "p99_latency_ms");
            b.limit = t.integer(row, "limit");
        } else {
            b.goodput = b.admitted;
        }
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
        if (t.has(QStringLiteral("status")) && r.decision.allowed) {
            const std::int64_t status = t.integer(row, "status");
            r.backend = status == 503 ? kBackendShed : status == 504 ? kBackendTimedOut : r.backend;
        }
        if (t.has(QStringLiteral("websocket"))) {
            const QString socket = t.text(row, "websocket");
            r.socket = socket == QLatin1String("opened")         ? kSocketOpened
                       : socket == QLatin1String("rate-limited") ? kSocketRateLimited
                       : socket == QLatin1String("too-many")     ? kSocketTooMany
                       : socket == QLatin1String("closed-1008")  ? kSocketClosed
                                                                 : kSocketNone;
        }
        const LaneSummary& lane = result.summaries[static_cast<std::size_t>(r.lane)];
        r.refusedBy = t.has(QStringLiteral("refused_by")) ? ruleIndex(t, row, lane)
                      : r.decision.allowed                ? std::int16_t(-1)
                                                          : std::int16_t(0);
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
        // Each file is read once, so the bytes checked against the manifest are the bytes parsed.
        std::map<QString, QByteArray> files;
        for (const QString& name : RunManifest::runFiles())
            // requests.csv may have been left out; rules.csv is newer than some folders.
            if ((name != QLatin1String("requests.csv") && name != QLatin1String("rules.csv"))
                || folder.exists(name))
                files.emplace(name, readBytes(folder.filePath(name)));
        const QString manifest = folder.filePath(RunManifest::fileName());
        if (QFileInfo::exists(manifest)
            && !RunManifest::check(readBytes(manifest), dir, files, error))
            return std::nullopt;
        const auto requests = files.find(QStringLiteral("requests.csv"));
        const auto rules = files.find(QStringLiteral("rules.csv"));
        std::optional<RunResult> result =
            fromTexts(files[QStringLiteral("summary.csv")], files[QStringLiteral("timeseries.csv")],
                      requests == files.end() ? nullptr : &requests->second, dir, error,
                      rules == files.end() ? nullptr : &rules->second);
        if (result)
            result->scenarioName = QFileInfo(dir).fileName().toStdString();
        return result;
    } catch (const CsvProblem& problem) {
        if (error)
            *error = QString::fromStdString(problem.what());
        return std::nullopt;
    } catch (const std::bad_alloc&) {
        // Files bigger than this machine can hold: refused, not fatal to the app that opens them.
        if (error)
            *error = QStringLiteral("%1: out of memory while reading the run folder (its files "
                                    "are too big for this machine)")
                         .arg(dir);
        return std::nullopt;
    }
}

std::optional<RunResult> RunCsvReader::fromTexts(const QByteArray& summary,
                                                 const QByteArray& timeseries,
                                                 const QByteArray* requests, const QString& dir,
                                                 QString* error, const QByteArray* rules)
{
    const QDir folder(dir);
    try {
        RunResult result;
        std::map<QString, std::int32_t> laneIndex;
        readSummary(load(summary, folder.filePath(QStringLiteral("summary.csv"))), result,
                    laneIndex);
        if (rules) {
            const TypedTable table = load(*rules, folder.filePath(QStringLiteral("rules.csv")));
            readRules(&table, result, laneIndex);
        } else {
            readRules(nullptr, result, laneIndex);
        }
        readTimeseries(load(timeseries, folder.filePath(QStringLiteral("timeseries.csv"))), result,
                       laneIndex);
        if (requests)
            readRequests(load(*requests, folder.filePath(QStringLiteral("requests.csv"))), result,
                         laneIndex);
        return result;
    } catch (const CsvProblem& problem) {
        if (error)
            *error = QString::fromStdString(problem.what());
        return std::nullopt;
    }
}

} // namespace ratelab
