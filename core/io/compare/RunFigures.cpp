// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/compare/RunFigures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace ratelab::runfigures {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

QJsonValue toJson(const MetricValue& value)
{
    switch (value.kind) {
    case MetricKind::Integer:
        return QJsonValue(static_cast<qint64>(value.integer));
    case MetricKind::Real:
        return QJsonValue(value.real);
    case MetricKind::TimeMs:
        // Whole milliseconds stay integers; a sub-millisecond time keeps its microseconds.
        if (value.integer % 1000 == 0)
            return QJsonValue(static_cast<qint64>(value.integer / 1000));
        return QJsonValue(static_cast<double>(value.integer) / 1000.0);
    case MetricKind::Text:
        return QJsonValue(qs(value.text));
    }
    return QJsonValue();
}

Figures laneFigures(const LaneSummary& lane)
{
    Figures figures;
    for (const auto& column : summaryMetrics())
        figures.emplace_back(qs(column.name), toJson(column.read(lane)));
    return figures;
}

bool isMeasured(const QString& name)
{
    const auto* column = findMetric(summaryMetrics(), name.toStdString());
    return column && column->measured;
}

bool same(const QJsonValue& a, const QJsonValue& b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble();
    return a == b;
}

std::optional<double> change(const QJsonValue& a, const QJsonValue& b)
{
    if (!a.isDouble() || !b.isDouble())
        return std::nullopt;
    return b.toDouble() - a.toDouble();
}

QString text(const QJsonValue& value)
{
    if (value.isUndefined() || value.isNull())
        return QStringLiteral("—");
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (d == std::floor(d) && std::abs(d) < 1e15)
            return QLocale::c().toString(static_cast<qint64>(d));
        return QString::number(d, 'g', std::abs(d) >= 1 ? 6 : 4);
    }
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isString())
        return value.toString();
    const QJsonDocument doc =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    return QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
}

std::optional<std::size_t> matchingLane(const RunResult& run, std::size_t lane,
                                        const RunResult& other)
{
    if (lane >= run.summaries.size())
        return std::nullopt;
    for (std::size_t i = 0; i < other.summaries.size(); ++i)
        if (other.summaries[i].lane == run.summaries[lane].lane)
            return i;
    if (other.summaries.size() == run.summaries.size())
        return lane;
    return std::nullopt;
}

} // namespace ratelab::runfigures
