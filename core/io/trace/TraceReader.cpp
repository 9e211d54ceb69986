// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/TraceReader.h"

#include "core/io/csv/CsvTokenizer.h"
#include "core/io/csv/NumberFormat.h"

#include "core/sim/TextParse.h"

#include "core/sim/model/ScenarioLimits.h"

#include <QFile>

#include <algorithm>
#include <unordered_map>

namespace ratelab {

namespace {

struct KeyHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view key) const
    {
        return std::hash<std::string_view>{}(key);
    }
};

QString quoted(std::string_view text)
{
    constexpr std::size_t kMax = 40;
    QString shown =
        QString::fromUtf8(text.data(), static_cast<qsizetype>(std::min(text.size(), kMax)));
    if (text.size() > kMax)
        shown += QStringLiteral("...");
    return QLatin1Char('"') + shown + QLatin1Char('"');
}

// The header as read, cut at 80 characters: a file without a header may hold megabytes on its
// first line, and the message only needs to show what is there instead.
QString joined(const std::vector<std::string_view>& fields)
{
    constexpr qsizetype kMax = 80;
    QString text;
    for (std::size_t i = 0; i < fields.size() && text.size() <= kMax; ++i) {
        if (i > 0)
            text += QLatin1Char(',');
        text += QString::fromUtf8(fields[i].data(), static_cast<qsizetype>(std::min<std::size_t>(
                                                        fields[i].size(), kMax + 1)));
    }
    if (text.size() > kMax)
        text = text.left(kMax) + QStringLiteral("...");
    return text;
}

} // namespace

std::optional<Trace> TraceReader::parse(std::string_view text, const QString& source,
                                        QString* error, const CostCheck& costCheck)
{
    CsvTokenizer tokenizer(text);
    int line = 1;
    auto fail = [&](const QString& what) -> std::optional<Trace> {
        if (error)
            *error = QStringLiteral("%1:%2: %3").arg(source).arg(line).arg(what);
        return std::nullopt;
    };

    if (!tokenizer.next()) {
        line = std::max(1, tokenizer.line());
        if (!tokenizer.error().empty())
            return fail(QString::fromStdString(tokenizer.error()));
        return fail(QStringLiteral("empty trace: expected the header line time_ms,key[,cost]"));
    }
    line = tokenizer.line();
    const auto& header = tokenizer.fields();
    auto headerIs = [&](std::size_t i, std::string_view name) {
        return header.size() > i && trimmedBlanks(header[i]) == name;
    };
    if (!headerIs(0, "time_ms") || !headerIs(1, "key"))
        return fail(QStringLiteral("expected the header line time_ms,key[,cost], got \"%1\"")
                        .arg(joined(header)));
    const bool hasCost = headerIs(2, "cost");
    if (header.size() > 2 && !hasCost)
        return fail(
            QStringLiteral("expected the third column to be cost, got \"%1\"").arg(joined(header)));
    const std::size_t columns = header.size();

    Trace trace;
    trace.rows.reserve(text.size() / 16);
    std::unordered_map<std::string, std::uint32_t, KeyHash, std::equal_to<>> keyIndex;
    std::int64_t previousTime = 0;
    bool firstRow = true;
    while (tokenizer.next()) {
        line = tokenizer.line();
        const auto& fields = tokenizer.fields();
        if (fields.size() < 2)
            return fail(QStringLiteral("expected at least 2 fields (time_ms,key), got %1")
                            .arg(fields.size()));
        if (fields.size() > columns)
            return fail(QStringLiteral("expected at most %1 fields (as many as the header), got %2")
                            .arg(columns)
                            .arg(fields.size()));
        TraceRow row;
        const std::string_view timeText = trimmedBlanks(fields[0]);
        if (!parseInteger(timeText, row.timeMs) || row.timeMs < 0)
            return fail(
                QStringLiteral("time_ms: expected a non-negative integer (milliseconds), got %1")
                    .arg(quoted(fields[0])));
        // Bounded so that no limiter's arithmetic on a time can leave int64.
        if (row.timeMs > kMaxTraceTimeMs)
            return fail(QStringLiteral("time_ms: %1 is more than %2, the largest time a trace may "
                                       "hold (milliseconds)")
                            .arg(row.timeMs)
                            .arg(kMaxTraceTimeMs));
        if (!firstRow && row.timeMs < previousTime)
            return fail(QStringLiteral(
                            "time_ms %1 is before the previous row's %2 (times must not decrease)")
                            .arg(row.timeMs)
                            .arg(previousTime));
        if (fields[1].empty())
            return fail(QStringLiteral("key: expected a non-empty key"));
        if (hasCost && fields.size() > 2 && !trimmedBlanks(fields[2]).empty()) {
            if (!parseInteger(trimmedBlanks(fields[2]), row.cost) || row.cost < 0)
                return fail(QStringLiteral("cost: expected a non-negative integer, got %1")
                                .arg(quoted(fields[2])));
            if (row.cost > kMaxLimit)
                return fail(QStringLiteral("cost: %1 is more than %2, the largest cost a request "
                                           "may have (as in a scenario)")
                                .arg(row.cost)
                                .arg(kMaxLimit));
        }
        if (costCheck)
            if (const std::string problem = costCheck(row.cost); !problem.empty())
                return fail(QStringLiteral("cost: %1").arg(QString::fromStdString(problem)));
        auto found = keyIndex.find(fields[1]);
        if (found == keyIndex.end()) {
            const auto index = static_cast<std::uint32_t>(trace.keys.size());
            trace.keys.emplace_back(fields[1]);
            found = keyIndex.emplace(trace.keys.back(), index).first;
        }
        row.key = found->second;
        trace.rows.push_back(row);
        previousTime = row.timeMs;
        firstRow = false;
    }
    if (!tokenizer.error().empty()) {
        line = tokenizer.line();
        return fail(QString::fromStdString(tokenizer.error()));
    }
    return trace;
}

std::optional<Trace> TraceReader::readFile(const QString& path, QString* error,
                                           const CostCheck& costCheck)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot open the trace: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    return parse(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), path,
                 error, costCheck);
}

} // namespace ratelab
