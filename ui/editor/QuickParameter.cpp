// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editor/QuickParameter.h"

#include "core/io/scenario/ScenarioSchema.h"

#include <QObject>

#include <algorithm>
#include <cmath>

namespace ratelab {

namespace {

std::int64_t totalInstances(const WorldSpec& w)
{
    std::int64_t n = 0;
    for (std::int64_t k : w.instancesPerRegion)
        n += k;
    return n;
}

std::int64_t clockSkew(const WorldSpec& w)
{
    if (w.clockOffsetsMs.empty())
        return 0;
    // Instances without an entry run on true time.
    std::int64_t lo = 0;
    std::int64_t hi = 0;
    const bool all = static_cast<std::int64_t>(w.clockOffsetsMs.size()) >= totalInstances(w);
    if (all)
        lo = hi = w.clockOffsetsMs.front();
    for (std::int64_t v : w.clockOffsetsMs) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    return hi - lo;
}

// Offsets evenly from +skew/2 (the first instance) to -skew/2 (the last).
void spreadSkew(WorldSpec& w, std::int64_t skew)
{
    const std::int64_t n = totalInstances(w);
    w.clockOffsetsMs.clear();
    if (skew == 0 || n < 2)
        return;
    for (std::int64_t i = 0; i < n; ++i)
        w.clockOffsetsMs.push_back(
            std::llround(static_cast<double>(skew)
                         * (0.5 - static_cast<double>(i) / static_cast<double>(n - 1))));
}

void setInstances(WorldSpec& w, std::int64_t perRegion)
{
    const std::int64_t skew = clockSkew(w);
    for (std::int64_t& k : w.instancesPerRegion)
        k = perRegion;
    const std::int64_t n = totalInstances(w);
    spreadSkew(w, skew);
    if (static_cast<std::int64_t>(w.clockDriftPpm.size()) > n)
        w.clockDriftPpm.resize(static_cast<std::size_t>(n));
    w.clockStep.instance = static_cast<int>(std::min<std::int64_t>(w.clockStep.instance, n - 1));
}

bool laneHas(const QuickParameter& p, const Scenario& s, const LaneSpec& lane)
{
    if (p.needsWorld && !s.world.enabled())
        return false;
    if (p.get)
        return p.get(s, &lane).has_value();
    return p.field.lane && p.field.lane->isRelevant(lane);
}

std::int64_t laneGet(const QuickParameter& p, const Scenario& s, const LaneSpec& lane)
{
    if (p.get)
        return p.get(s, &lane).value_or(0);
    return p.field.lane->get(lane).toLongLong();
}

QuickParameter make(QuickParameter::Scope scope, const char* path, std::int64_t lo, std::int64_t hi,
                    bool logScale, bool world)
{
    QuickParameter p;
    p.scope = scope;
    p.path = QString::fromLatin1(path);
    p.field = ScenarioSchema::resolve(p.path);
    p.sliderMin = lo;
    p.sliderMax = hi;
    p.logScale = logScale;
    p.needsWorld = world;
    return p;
}

} // namespace

const std::vector<QuickParameter>& quickParameters()
{
    using P = QuickParameter;
    static const std::vector<QuickParameter> parameters = [] {
        std::vector<QuickParameter> list = {
            make(P::Scope::Lane, "limit", 1, 10'000, true, false),
            make(P::Scope::Lane, "window_ms", 10, 3'600'000, true, false),
            make(P::Scope::Lane, "burst", 0, 10'000, true, false),
        };
        P instances = make(P::Scope::Scenario, "world.instances_per_region", 1, 32, false, true);
        instances.spinMax = 1000;
        instances.label = QObject::tr("Instances");
        instances.tooltip = QObject::tr(
            "How many API instances run in each region (every region alike). Each has its own clock, and "
            "with local counters its own quota.");
        instances.get = [](const Scenario& s, const LaneSpec*) -> std::optional<std::int64_t> {
            if (!s.world.enabled())
                return std::nullopt;
            return *std::max_element(s.world.instancesPerRegion.begin(),
                                     s.world.instancesPerRegion.end());
        };
        instances.set = [](Scenario& s, LaneSpec*, std::int64_t v) { setInstances(s.world, v); };
        list.push_back(instances);

        P skew = make(P::Scope::Scenario, "world.clock_skew_ms", 0, 60'000, true, true);
        skew.label = QObject::tr("Clock skew");
        skew.tooltip = QObject::tr(
            "How far apart the instances' clocks are: offsets spread evenly from +skew/2 (first instance) to "
            "-skew/2 (last); 0 puts every clock on true time (milliseconds)");
        skew.suffix = QStringLiteral(" ms");
        skew.spinMax = 86'400'000;
        skew.get = [](const Scenario& s, const LaneSpec*) -> std::optional<std::int64_t> {
            if (!s.world.enabled())
                return std::nullopt;
            return clockSkew(s.world);
        };
        skew.set = [](Scenario& s, LaneSpec*, std::int64_t v) { spreadSkew(s.world, v); };
        list.push_back(skew);

        P memory = make(P::Scope::Lane, "store.maxmemory_bytes", 0, 1'000'000'000, true, true);
        memory.scaleMin = 1'000'000; // an empty Redis already uses ~940 KiB
        memory.spinMax = 1'000'000'000'000;
        memory.displayDivisor = 1024.0;
        memory.suffix = QStringLiteral(" KiB");
        memory.specialZero = QObject::tr("unlimited");
        list.push_back(memory);

        P latency = make(P::Scope::Scenario, "world.store_latency_ms", 0, 1'000'000, true, true);
        latency.scaleMin = 10; // microseconds
        latency.spinMax = 10'000'000;
        latency.displayDivisor = 1000.0;
        latency.decimals = 2;
        latency.suffix = QStringLiteral(" ms");
        latency.get = [](const Scenario& s, const LaneSpec*) -> std::optional<std::int64_t> {
            if (!s.world.enabled())
                return std::nullopt;
            return std::llround(s.world.storeLatencyMs * 1000.0);
        };
        latency.set = [](Scenario& s, LaneSpec*, std::int64_t v) {
            s.world.storeLatencyMs = static_cast<double>(v) / 1000.0;
        };
        list.push_back(latency);
        return list;
    }();
    return parameters;
}

std::optional<std::int64_t> quickValue(const QuickParameter& p, const Scenario& scenario,
                                       int laneIndex)
{
    if (p.needsWorld && !scenario.world.enabled())
        return std::nullopt;
    if (p.scope == QuickParameter::Scope::Scenario) {
        if (p.get)
            return p.get(scenario, nullptr);
        return p.field.scenario
                   ? std::optional<std::int64_t>(p.field.scenario->get(scenario).toLongLong())
                   : std::nullopt;
    }
    for (std::size_t i = 0; i < scenario.lanes.size(); ++i) {
        const bool chosen = laneIndex < 0 || static_cast<std::size_t>(laneIndex) == i;
        if (chosen && laneHas(p, scenario, scenario.lanes[i]))
            return laneGet(p, scenario, scenario.lanes[i]);
    }
    return std::nullopt;
}

bool setQuickValue(const QuickParameter& p, Scenario& scenario, int laneIndex, std::int64_t value)
{
    if (p.needsWorld && !scenario.world.enabled())
        return false;
    if (p.scope == QuickParameter::Scope::Scenario) {
        if (quickValue(p, scenario, -1) == value)
            return false;
        if (p.set) {
            p.set(scenario, nullptr, value);
        } else if (p.field.scenario) {
            p.field.scenario->set(scenario, QVariant::fromValue<qint64>(value));
        }
        return true;
    }
    bool changed = false;
    for (std::size_t i = 0; i < scenario.lanes.size(); ++i) {
        LaneSpec& lane = scenario.lanes[i];
        if ((laneIndex >= 0 && static_cast<std::size_t>(laneIndex) != i)
            || !laneHas(p, scenario, lane))
            continue;
        if (laneGet(p, scenario, lane) == value)
            continue;
        if (p.set)
            p.set(scenario, &lane, value);
        else
            p.field.lane->set(lane, QVariant::fromValue<qint64>(value));
        changed = true;
    }
    return changed;
}

QString quickLabel(const QuickParameter& p)
{
    if (!p.label.isEmpty())
        return p.label;
    if (const FieldSpec* field = p.field.spec())
        return field->label;
    return p.path;
}

QString quickTooltip(const QuickParameter& p)
{
    if (!p.tooltip.isEmpty())
        return p.tooltip;
    const FieldSpec* field = p.field.spec();
    if (!field)
        return QString();
    QString text = field->unit.isEmpty()
                       ? field->tooltip
                       : QStringLiteral("%1 (%2)").arg(field->tooltip, field->unit);
    if (p.needsWorld && p.scope == QuickParameter::Scope::Lane)
        text += QObject::tr(" Only lanes whose state lives in Redis have it.");
    return text;
}

} // namespace ratelab
