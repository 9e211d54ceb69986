// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/compare/RunComparison.h"

#include "core/io/compare/RunFigures.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace ratelab {

namespace {

void flattenInto(const QString& prefix, const QJsonValue& value,
                 std::vector<std::pair<QString, QJsonValue>>& out)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        // QJsonObject iterates its keys sorted: a stable order for both runs.
        for (auto it = object.begin(); it != object.end(); ++it)
            flattenInto(prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key(),
                        it.value(), out);
        return;
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        const bool objects = !array.isEmpty()
                             && std::all_of(array.begin(), array.end(),
                                            [](const QJsonValue& v) { return v.isObject(); });
        if (objects) {
            for (qsizetype i = 0; i < array.size(); ++i)
                flattenInto(QStringLiteral("%1[%2]").arg(prefix).arg(i), array[i], out);
            return;
        }
    }
    out.emplace_back(prefix, value);
}

// The lane a "lanes[i]..." path belongs to, by its name in either scenario.
QString laneOfPath(const QString& path, const QJsonObject& a, const QJsonObject& b)
{
    static const QRegularExpression lanePath(QStringLiteral("^lanes\\[(\\d+)\\]"));
    const QRegularExpressionMatch m = lanePath.match(path);
    if (!m.hasMatch())
        return {};
    const int index = m.captured(1).toInt();
    for (const QJsonObject* scenario : {&a, &b}) {
        const QString name = scenario->value(QStringLiteral("lanes"))
                                 .toArray()
                                 .at(index)
                                 .toObject()
                                 .value(QStringLiteral("name"))
                                 .toString();
        if (!name.isEmpty())
            return name;
    }
    return QStringLiteral("lane %1").arg(index + 1);
}

void addFigures(const RunResult& a, const RunResult& b, std::vector<ComparisonRow>& rows)
{
    const auto add = [&rows](const QString& lane, const runfigures::Figures& fa,
                             const runfigures::Figures& fb) {
        const runfigures::Figures& names = fa.empty() ? fb : fa;
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (names[i].first == QLatin1String("lane"))
                continue;
            ComparisonRow row;
            row.kind = ComparisonRow::Kind::Figure;
            row.lane = lane;
            row.name = names[i].first;
            row.a = i < fa.size() ? fa[i].second : QJsonValue(QJsonValue::Undefined);
            row.b = i < fb.size() ? fb[i].second : QJsonValue(QJsonValue::Undefined);
            row.measured = runfigures::isMeasured(row.name);
            rows.push_back(row);
        }
    };
    std::vector<bool> bMatched(b.summaries.size(), false);
    for (std::size_t lane = 0; lane < a.summaries.size(); ++lane) {
        const auto other = runfigures::matchingLane(a, lane, b);
        if (other)
            bMatched[*other] = true;
        add(QString::fromStdString(a.summaries[lane].lane),
            runfigures::laneFigures(a.summaries[lane]),
            other ? runfigures::laneFigures(b.summaries[*other]) : runfigures::Figures());
    }
    for (std::size_t lane = 0; lane < b.summaries.size(); ++lane)
        if (!bMatched[lane])
            add(QString::fromStdString(b.summaries[lane].lane), {},
                runfigures::laneFigures(b.summaries[lane]));
}

} // namespace

bool ComparisonRow::differs() const
{
    return !runfigures::same(a, b);
}

std::optional<double> ComparisonRow::change() const
{
    return runfigures::change(a, b);
}

int RunComparison::differences() const
{
    return static_cast<int>(std::count_if(rows.begin(), rows.end(),
                                          [](const ComparisonRow& r) { return r.differs(); }));
}

std::vector<std::pair<QString, QJsonValue>> flattenScenario(const QJsonObject& scenario)
{
    std::vector<std::pair<QString, QJsonValue>> out;
    QJsonObject fields = scenario;
    fields.remove(QStringLiteral("format"));
    flattenInto(QString(), fields, out);
    return out;
}

RunComparison compareRuns(const QJsonObject& scenarioA, const RunResult& a,
                          const QJsonObject& scenarioB, const RunResult& b)
{
    RunComparison comparison;
    const auto fieldsA = flattenScenario(scenarioA);
    const auto fieldsB = flattenScenario(scenarioB);
    const auto find = [](const auto& fields, const QString& path) {
        const auto it = std::find_if(fields.begin(), fields.end(),
                                     [&path](const auto& f) { return f.first == path; });
        return it == fields.end() ? QJsonValue(QJsonValue::Undefined) : it->second;
    };
    const auto addParameter = [&](const QString& path) {
        ComparisonRow row;
        row.kind = ComparisonRow::Kind::Parameter;
        row.lane = laneOfPath(path, scenarioA, scenarioB);
        row.name = path;
        row.a = find(fieldsA, path);
        row.b = find(fieldsB, path);
        comparison.rows.push_back(row);
    };
    for (const auto& field : fieldsA)
        addParameter(field.first);
    for (const auto& field : fieldsB)
        if (find(fieldsA, field.first).isUndefined())
            addParameter(field.first);
    addFigures(a, b, comparison.rows);
    return comparison;
}

} // namespace ratelab
