// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/RunNames.h"

#include "core/io/lesson/RequestLogNames.h"

#include "core/io/scenario/ScenarioSchema.h"
#include "core/sim/model/RunMetrics.h"

#include <QMetaType>
#include <QVariant>

#include <algorithm>
#include <charconv>

namespace ratelab {
namespace {

std::string joined(const std::vector<std::string>& segments, std::size_t from)
{
    std::string out;
    for (std::size_t i = from; i < segments.size(); ++i)
        out += (i > from ? "." : "") + segments[i];
    return out;
}

std::optional<std::size_t> index(const std::string& text)
{
    std::size_t v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || ptr != text.data() + text.size())
        return std::nullopt;
    return v;
}

std::optional<ResolvedName> fromMetric(const MetricValue& v, const std::string& text, bool measured,
                                       std::string& problem)
{
    switch (v.kind) {
    case MetricKind::Integer:
        return ResolvedName{ClaimValue::ofInteger(v.integer), measured};
    case MetricKind::Real:
        return ResolvedName{ClaimValue::ofReal(v.real), measured};
    case MetricKind::TimeMs:
        return ResolvedName{ClaimValue::ofReal(static_cast<double>(v.integer) / 1000.0), measured};
    case MetricKind::Text:
        break;
    }
    problem = text + " is text, not a number";
    return std::nullopt;
}

// A scenario field's value as a parameter (never measured).
std::optional<ResolvedName> fromField(const QVariant& v, const std::string& text,
                                      std::string& problem)
{
    switch (v.typeId()) {
    case QMetaType::Bool:
        return ResolvedName{ClaimValue::ofBoolean(v.toBool()), false};
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return ResolvedName{ClaimValue::ofInteger(v.toLongLong()), false};
    case QMetaType::Double:
        return ResolvedName{ClaimValue::ofReal(v.toDouble()), false};
    default:
        problem = text + " is text, not a number";
        return std::nullopt;
    }
}

// LANE.rule[NAME|I].METRIC: one rule of the lane's policy, rules.csv's figures.
std::optional<ResolvedName> ruleFigure(const LaneSummary& lane, const ClaimName& name,
                                       std::string& problem)
{
    const auto& segs = name.segments;
    if (segs.size() != 4) {
        problem = name.text
                  + ": write LANE.rule[NAME].METRIC (admitted, refused, "
                    "max_admitted_any_window, over_admission_ratio)";
        return std::nullopt;
    }
    std::optional<std::size_t> i;
    for (std::size_t r = 0; r < lane.rules.size(); ++r)
        if (lane.rules[r].rule == segs[2])
            i = r;
    if (!i)
        i = index(segs[2]);
    if (!i || *i >= lane.rules.size()) {
        std::string names;
        for (const RuleSummary& r : lane.rules)
            names += (names.empty() ? "" : ", ") + r.rule;
        problem = name.text + ": no such rule (the lane's rules are " + names + ")";
        return std::nullopt;
    }
    const RuleSummary& rule = lane.rules[*i];
    const std::string& what = segs[3];
    if (what == "admitted")
        return ResolvedName{ClaimValue::ofInteger(rule.admitted), true};
    if (what == "refused")
        return ResolvedName{ClaimValue::ofInteger(rule.refused), true};
    if (what == "max_admitted_any_window")
        return ResolvedName{ClaimValue::ofInteger(rule.maxAdmittedAnyWindow), true};
    if (what == "over_admission_ratio")
        return ResolvedName{ClaimValue::ofReal(rule.overAdmissionRatio), true};
    if (what == "limit")
        return ResolvedName{ClaimValue::ofInteger(rule.limit), false};
    if (what == "window_ms")
        return ResolvedName{ClaimValue::ofInteger(rule.windowMs), false};
    problem = "no rule figure named " + what + " in " + name.text
              + " (rules.csv's columns: admitted, refused, max_admitted_any_window, "
                "over_admission_ratio, limit, window_ms)";
    return std::nullopt;
}

} // namespace

RunNames::RunNames(const Scenario& scenario, const RunResult& result)
    : m_scenario(scenario)
    , m_result(result)
{
}

std::string RunNames::laneList() const
{
    std::string out;
    for (std::size_t i = 0; i < m_result.summaries.size(); ++i)
        out += (i ? ", " : "") + m_result.summaries[i].lane;
    return out;
}

std::optional<ResolvedName> RunNames::resolve(const ClaimName& name, std::string& problem) const
{
    const std::string& head = name.segments.front();
    if (head == "*") {
        ResolvedName all{ClaimValue{ClaimValue::Kind::List, 0, 0.0, false, {}}, false};
        for (std::size_t l = 0; l < m_result.summaries.size(); ++l) {
            const auto one = laneName(l, name, problem);
            if (!one)
                return std::nullopt;
            all.value.items.push_back(one->value);
            all.measured = all.measured || one->measured;
        }
        return all;
    }
    if (head == "scenario" && name.segments.size() > 1) {
        const std::string path = joined(name.segments, 1);
        const auto* field = ScenarioSchema::scenarioField(QString::fromStdString(path));
        if (!field) {
            problem = "no scenario field named " + path;
            return std::nullopt;
        }
        return fromField(field->get(m_scenario), name.text, problem);
    }
    if (head == "client" && name.segments.size() > 2)
        return clientName(name, problem);
    if (head == "lane" && name.segments.size() > 2) {
        // lane[I].METRIC: by position, for lessons whose steps change a lane's algorithm (and so
        // its default name).
        const auto i = index(name.segments[1]);
        if (!i || *i >= m_result.summaries.size()) {
            problem = name.text + ": the lanes are numbered from 0 to "
                      + std::to_string(m_result.summaries.size() - 1);
            return std::nullopt;
        }
        ClaimName rest = name;
        rest.segments.erase(rest.segments.begin());
        return laneName(*i, rest, problem);
    }
    for (std::size_t l = 0; l < m_result.summaries.size(); ++l)
        if (m_result.summaries[l].lane == head)
            return laneName(l, name, problem);
    problem = "no lane named " + head + " (the lanes are " + laneList() + ")";
    return std::nullopt;
}

std::optional<ResolvedName> RunNames::laneName(std::size_t lane, const ClaimName& name,
                                               std::string& problem) const
{
    const auto& segs = name.segments;
    if (segs.size() < 2) {
        problem = name.text + " names a lane, not a figure: write " + name.text + ".admitted";
        return std::nullopt;
    }
    const std::string& what = segs[1];
    if (what == "bucket")
        return bucketName(lane, name, problem);
    if (what == "region" || what == "instance")
        return placeName(lane, name, problem);
    if (what == "rule")
        return ruleFigure(m_result.summaries[lane], name, problem);
    if (RequestLogNames::knows(what))
        return RequestLogNames(m_scenario, m_result).resolve(lane, name, problem);
    const LaneSeries& series = m_result.series[lane];
    if (segs.size() == 2 && what == "max_level") {
        double m = 0.0;
        for (const SeriesBucket& b : series.buckets)
            m = std::max(m, b.levelMax);
        return ResolvedName{ClaimValue::ofReal(m), true};
    }
    if (segs.size() == 2)
        if (const auto* column = findMetric(summaryMetrics(), what))
            return fromMetric(column->read(m_result.summaries[lane]), name.text, column->measured,
                              problem);
    if (segs.size() == 2)
        if (const auto* column = findMetric(topologyMetrics(), what)) {
            if (lane >= m_result.topology.size()) {
                problem = name.text + ": the lane has no distributed world";
                return std::nullopt;
            }
            return fromMetric(column->read(m_result.topology[lane]), name.text, true, problem);
        }
    const std::string path = joined(segs, 1);
    if (const auto* field = ScenarioSchema::laneField(QString::fromStdString(path))) {
        if (lane >= m_scenario.lanes.size()) {
            problem = name.text + ": the run has more lanes than its scenario";
            return std::nullopt;
        }
        return fromField(field->get(m_scenario.lanes[lane]), name.text, problem);
    }
    problem = "no figure or lane field named " + path + " in " + name.text
              + " (figures are summary.csv's columns, e.g. admitted, max_admitted_any_window)";
    return std::nullopt;
}

std::optional<ResolvedName> RunNames::bucketName(std::size_t lane, const ClaimName& name,
                                                 std::string& problem) const
{
    const auto& segs = name.segments;
    const auto& buckets = m_result.series[lane].buckets;
    const auto i = segs.size() == 4 ? index(segs[2]) : std::nullopt;
    if (!i) {
        problem = name.text + ": write LANE.bucket[INDEX].METRIC";
        return std::nullopt;
    }
    if (*i >= buckets.size()) {
        problem = name.text + ": the run has " + std::to_string(buckets.size()) + " buckets";
        return std::nullopt;
    }
    const auto* column = findMetric(bucketMetrics(), segs[3]);
    if (!column) {
        problem = "no bucket figure named " + segs[3] + " in " + name.text;
        return std::nullopt;
    }
    return fromMetric(column->read(buckets[*i]), name.text, true, problem);
}

std::optional<ResolvedName> RunNames::placeName(std::size_t lane, const ClaimName& name,
                                                std::string& problem) const
{
    const auto& segs = name.segments;
    if (lane >= m_result.topology.size()) {
        problem = name.text + ": the lane has no distributed world";
        return std::nullopt;
    }
    const LaneTopologyTotals& t = m_result.topology[lane];
    if (segs.size() != 4 || segs[3] != "admitted") {
        problem = name.text + ": write LANE." + segs[1] + "["
                  + (segs[1] == "region" ? "NAME" : "INDEX") + "].admitted";
        return std::nullopt;
    }
    const bool region = segs[1] == "region";
    std::optional<std::size_t> i = index(segs[2]);
    if (region && !i) {
        const auto it = std::find(t.regionNames.begin(), t.regionNames.end(), segs[2]);
        if (it != t.regionNames.end())
            i = static_cast<std::size_t>(it - t.regionNames.begin());
    }
    const auto& values = region ? t.admittedPerRegion : t.admittedPerInstance;
    if (!i || *i >= values.size()) {
        problem = name.text + ": no such " + segs[1];
        return std::nullopt;
    }
    return ResolvedName{ClaimValue::ofInteger(values[*i]), true};
}

std::optional<ResolvedName> RunNames::clientName(const ClaimName& name, std::string& problem) const
{
    const auto& segs = name.segments;
    std::optional<std::size_t> i = index(segs[1]);
    if (!i)
        for (std::size_t c = 0; c < m_scenario.clients.size(); ++c)
            if (m_scenario.clients[c].name == segs[1])
                i = c;
    if (!i || *i >= m_scenario.clients.size()) {
        problem = "no client named " + segs[1] + " in " + name.text;
        return std::nullopt;
    }
    const std::string path = joined(segs, 2);
    const auto* field = ScenarioSchema::clientField(QString::fromStdString(path));
    if (!field) {
        problem = "no client field named " + path + " in " + name.text;
        return std::nullopt;
    }
    return fromField(field->get(m_scenario.clients[*i]), name.text, problem);
}

} // namespace ratelab
