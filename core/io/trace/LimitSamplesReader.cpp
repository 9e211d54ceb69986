// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/LimitSamplesReader.h"

#include "core/io/csv/CsvTokenizer.h"
#include "core/io/csv/NumberFormat.h"

#include "core/sim/TextParse.h"

#include <QFile>

#include <algorithm>

namespace ratelab {

namespace {

// Bounds that keep the references' arithmetic exact: rtt in nanoseconds fits an int64 and a
// double's 53 bits, inflight x 2 fits a Java int.
constexpr std::int64_t kMaxRttUs = 1'000'000'000'000;     // 11.6 days
constexpr std::int64_t kMaxEndUs = 1'000'000'000'000'000; // 31 years
constexpr std::int64_t kMaxInflight = 1'000'000'000;

QString quoted(std::string_view text)
{
    constexpr std::size_t kMax = 40;
    QString shown =
        QString::fromUtf8(text.data(), static_cast<qsizetype>(std::min(text.size(), kMax)));
    if (text.size() > kMax)
        shown += QStringLiteral("...");
    return QLatin1Char('"') + shown + QLatin1Char('"');
}

} // namespace

std::optional<LimitSamples> LimitSamplesReader::parse(std::string_view text, const QString& source,
                                                      QString* error)
{
    CsvTokenizer tokenizer(text);
    int line = 1;
    auto fail = [&](const QString& what) -> std::optional<LimitSamples> {
        if (error)
            *error = QStringLiteral("%1:%2: %3").arg(source).arg(line).arg(what);
        return std::nullopt;
    };
    const QString expectedHeader = QStringLiteral("rtt_us,inflight,dropped[,end_us]");
    if (!tokenizer.next()) {
        line = std::max(1, tokenizer.line());
        if (!tokenizer.error().empty())
            return fail(QString::fromStdString(tokenizer.error()));
        return fail(QStringLiteral("empty file: expected the header line %1").arg(expectedHeader));
    }
    line = tokenizer.line();
    const auto& header = tokenizer.fields();
    auto headerIs = [&](std::size_t i, std::string_view name) {
        return header.size() > i && trimmedBlanks(header[i]) == name;
    };
    if (!headerIs(0, "rtt_us") || !headerIs(1, "inflight") || !headerIs(2, "dropped"))
        return fail(QStringLiteral("expected the header line %1").arg(expectedHeader));
    LimitSamples samples;
    samples.hasEnd = headerIs(3, "end_us");
    const std::size_t needed = samples.hasEnd ? 4 : 3;

    auto integer = [&](std::string_view field, const char* name, std::int64_t min, std::int64_t max,
                       std::int64_t& value, QString& problem) {
        if (parseInteger(trimmedBlanks(field), value) && value >= min && value <= max)
            return true;
        problem = QStringLiteral("%1: expected an integer in [%2, %3], got %4")
                      .arg(QLatin1String(name))
                      .arg(min)
                      .arg(max)
                      .arg(quoted(field));
        return false;
    };
    std::int64_t previousEnd = 0;
    while (tokenizer.next()) {
        line = tokenizer.line();
        const auto& fields = tokenizer.fields();
        if (fields.size() < needed)
            return fail(QStringLiteral("expected %1 fields (%2), got %3")
                            .arg(needed)
                            .arg(samples.hasEnd ? QStringLiteral("rtt_us,inflight,dropped,end_us")
                                                : QStringLiteral("rtt_us,inflight,dropped"))
                            .arg(fields.size()));
        LimitSample row;
        std::int64_t inflight = 0;
        std::int64_t dropped = 0;
        QString problem;
        if (!integer(fields[0], "rtt_us", 1, kMaxRttUs, row.rttUs, problem)
            || !integer(fields[1], "inflight", 0, kMaxInflight, inflight, problem)
            || !integer(fields[2], "dropped", 0, 1, dropped, problem)
            || (samples.hasEnd && !integer(fields[3], "end_us", 0, kMaxEndUs, row.endUs, problem)))
            return fail(problem);
        if (samples.hasEnd && row.endUs < previousEnd)
            return fail(QStringLiteral("end_us %1 is before the previous row's %2 (completion "
                                       "times must not decrease)")
                            .arg(row.endUs)
                            .arg(previousEnd));
        row.inflight = static_cast<int>(inflight);
        row.dropped = dropped == 1;
        previousEnd = row.endUs;
        samples.rows.push_back(row);
    }
    if (!tokenizer.error().empty()) {
        line = tokenizer.line();
        return fail(QString::fromStdString(tokenizer.error()));
    }
    return samples;
}

std::optional<LimitSamples> LimitSamplesReader::readFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error =
                QStringLiteral("%1: cannot open the samples: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    return parse(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), path,
                 error);
}

} // namespace ratelab
