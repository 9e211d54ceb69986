// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv/RunCsv.h"

#include "core/io/csv/AtomicFiles.h"
#include "core/io/csv/CsvWriter.h"
#include "core/io/csv/RunManifest.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/ConnectionSpec.h"
#include "core/sim/model/RefusingRule.h"
#include "core/sim/model/RequestLogAccess.h"
#include "core/sim/model/RunMetrics.h"

#include <QCryptographicHash>
#include <QDir>
#include <QIODevice>

#include <algorithm>
#include <iterator>
#include <map>
#include <utility>

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

void RunCsv::field(CsvWriter& csv, const MetricValue& value)
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

std::vector<std::string_view> RunCsv::summaryColumns()
{
    std::vector<std::string_view> names;
    for (const auto& column : summaryMetrics())
        if (column.inCsv)
            names.push_back(column.name);
    // Who made the run, last: the contract lets extra columns follow the named ones.
    names.insert(names.end(), {"ratelab_version", "model_version"});
    return names;
}

void RunCsv::summaryFields(CsvWriter& csv, const RunResult& result, const LaneSummary& lane)
{
    for (const auto& column : summaryMetrics())
        if (column.inCsv)
            field(csv, column.read(lane));
    csv.text(result.ratelabVersion).integer(result.modelVersion);
}

std::string RunCsv::summary(const RunResult& result)
{
    CsvWriter csv;
    std::vector<std::string_view> names = summaryColumns();
    // Runs with long-lived connections only, after every named column: the others keep their
    // bytes.
    if (result.connections)
        names.insert(names.end(), connectionSummaryColumns().begin(),
                     connectionSummaryColumns().end());
    csv.header(names);
    for (const LaneSummary& s : result.summaries) {
        summaryFields(csv, result, s);
        if (result.connections)
            for (const std::string_view name : connectionSummaryColumns())
                field(csv, findMetric(summaryMetrics(), name)->read(s));
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
                    field(csv, column.read(b));
            csv.endRow();
        }
    }
    return csv.take();
}

namespace {

constexpr std::int64_t kRequestPage = 1 << 16; // rows formatted before they are handed on

std::string_view socketText(std::uint8_t socket)
{
    switch (socket) {
    case kSocketOpened:
        return "opened";
    case kSocketRateLimited:
        return "rate-limited";
    case kSocketTooMany:
        return "too-many";
    case kSocketClosed:
        return "closed-1008";
    default:
        return "";
    }
}

// Formats requests.csv a page of rows at a time and hands each page to `handOn`, which returns
// false to stop.
bool formatRequests(const RunResult& result, const std::function<bool(std::string_view)>& handOn)
{
    CsvWriter csv(static_cast<std::size_t>(
        std::min<std::int64_t>(requestLogSize(result), kRequestPage) * 64 + 256));
    std::vector<std::string_view> names{
        "time_ms", "lane", "client", "key", "attempt", "cost", "allowed", "remaining",
        "retry_after_ms", "reset_ms", "delay_ms", "status",
        // extra columns
        "clock_ms", "enforced", "soft_warning", "instance", "refused_by"};
    // What a row of a client with connections is, in runs that have them only.
    if (result.connections)
        names.push_back("websocket");
    csv.header(names);
    bool more = true;
    forEachRequest(result, [&](const RequestRecord& r, std::int64_t index) {
        const Decision& d = r.decision;
        // The HTTP status the client saw: a dry run never refuses; an admitted request the
        // backend shed got its 503, one the client gave up on a 504 (as a gateway answers).
        int status = (!d.allowed && r.enforced) ? refusalStatus(result, r) : 200;
        if (status == 200 && r.backend != kBackendServed)
            status = r.backend == kBackendShed ? 503 : 504;
        // A connection the lane closed: the WebSocket close code the client got.
        if (r.socket == kSocketClosed)
            status = kClosePolicyViolation;
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
            .integer(r.instance)
            .text(refusingRule(result, r));
        if (result.connections)
            csv.text(socketText(r.socket));
        csv.endRow();
        if ((index + 1) % kRequestPage != 0)
            return true;
        more = handOn(csv.data());
        csv.clear();
        return more;
    });
    return more && handOn(csv.data());
}

} // namespace

std::string RunCsv::requests(const RunResult& result)
{
    std::string text;
    formatRequests(result, [&text](std::string_view page) {
        text.append(page);
        return true;
    });
    return text;
}

AtomicFiles::Producer RunCsv::requestsProducer(const RunResult& result, RunManifest::Digest* digest,
                                               std::function<bool()> stop)
{
    return [&result, digest, stop = std::move(stop)](QIODevice& out, QString* reason) {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        qint64 bytes = 0;
        const bool written = formatRequests(result, [&](std::string_view page) {
            if (stop && stop()) {
                *reason = QStringLiteral("interrupted");
                return false;
            }
            if (!AtomicFiles::write(out, page, reason))
                return false;
            hash.addData(QByteArrayView(page.data(), static_cast<qsizetype>(page.size())));
            bytes += static_cast<qint64>(page.size());
            return true;
        });
        if (written && digest)
            *digest = {bytes, hash.result().toHex()};
        return written;
    };
}

std::string RunCsv::rules(const RunResult& result)
{
    CsvWriter csv;
    csv.header({"lane", "rule", "algorithm", "limit", "window_ms", "admitted", "refused",
                "max_admitted_any_window", "over_admission_ratio"});
    for (const LaneSummary& lane : result.summaries) {
        for (const RuleSummary& rule : lane.rules) {
            csv.text(lane.lane)
                .text(rule.rule)
                .text(algorithmInfo(rule.algorithm).id)
                .integer(rule.limit)
                .integer(rule.windowMs)
                .integer(rule.admitted)
                .integer(rule.refused)
                .integer(rule.maxAdmittedAnyWindow)
                .number(rule.overAdmissionRatio);
            csv.endRow();
        }
    }
    return csv.take();
}

bool RunCsv::writeAll(const RunResult& result, const QString& dir, QString* error,
                      const std::function<bool()>& stop)
{
    const QDir out(dir);
    const QStringList& names = RunManifest::runFiles();
    std::map<QString, RunManifest::Digest> digests;
    AtomicFiles files;
    const auto addText = [&](const QString& name, std::string text) {
        digests[name] = RunManifest::digest(text);
        files.add(out.filePath(name), std::move(text));
    };
    addText(names.at(0), summary(result));
    addText(names.at(1), timeseries(result));
    files.add(out.filePath(names.at(2)), requestsProducer(result, &digests[names.at(2)], stop));
    addText(names.at(3), rules(result));
    // Written after requests.csv, whose digest is known only then; renamed into place last:
    // until it is, the old manifest no longer matches the new files, so a run killed between
    // two renames leaves a folder its readers refuse.
    files.add(out.filePath(RunManifest::fileName()),
              [&digests](QIODevice& device, QString* reason) {
                  const QByteArray manifest = RunManifest::make(digests);
                  return AtomicFiles::write(
                      device, {manifest.constData(), std::size_t(manifest.size())}, reason);
              });
    return files.commit(error);
}

} // namespace ratelab
