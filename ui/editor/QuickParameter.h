// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The what-if sliders' parameters: each names a scenario field by its ScenarioSchema path (so
// label, unit, range and tooltip come from the one schema) plus the slider's range and scale.
// The distributed world's parameters (instances, clock skew, maxmemory, store latency) are
// derived values with their own accessors: they exist only when the scenario has a world.
// Adding a slider is one more entry in the list. Immutable values; any thread.
#include "core/io/scenario/ScenarioSchema.h"

#include "core/sim/model/Scenario.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace ratelab {

struct QuickParameter {
    enum class Scope {
        Lane,
        Scenario
    }; // a lane field (applied to one or all lanes) or a top-level one
    Scope scope = Scope::Lane;
    QString path; // the schema path, e.g. "limit" or "window_ms", or a derived value's id
    SchemaFieldHandle field; // the schema field of `path`, resolved once; empty for a derived value
    std::int64_t sliderMin = 1;    // the whole scale (SliderScale.h), used when there is no value
    std::int64_t sliderMax = 1000; // to fit the slider to
    bool logScale = true;          // most rate-limit values span orders of magnitude
    bool needsWorld = false;       // shown only when the scenario has a distributed world
    std::int64_t scaleMin = 0;     // > 0: where the log scale starts (sliderMin may be 0 = "none")
    std::int64_t spinMax = 0;      // the spin box's maximum; 0: the schema field's (at most 10^9)
    double displayDivisor = 1.0;   // the spin box shows value / divisor (bytes as KiB, µs as ms)
    int decimals = 0;
    QString suffix;      // empty: " ms" for millisecond fields
    QString specialZero; // what 0 is shown as ("unlimited"); empty: 0
    QString label;       // empty: the schema field's
    QString tooltip;     // empty: the schema field's
    // Derived values: the value for one lane (or the scenario), nullopt where it means nothing.
    std::function<std::optional<std::int64_t>(const Scenario&, const LaneSpec*)> get;
    std::function<void(Scenario&, LaneSpec*, std::int64_t)> set;
};

const std::vector<QuickParameter>& quickParameters();

// The parameter's value in a scenario: for a lane parameter the first relevant lane among
// laneIndex (-1: all lanes); nullopt when no lane (or the scenario) has it.
std::optional<std::int64_t> quickValue(const QuickParameter& p, const Scenario& scenario,
                                       int laneIndex);
// Sets it on laneIndex (-1: every relevant lane) or the scenario; false when nothing changed.
bool setQuickValue(const QuickParameter& p, Scenario& scenario, int laneIndex, std::int64_t value);
QString quickLabel(const QuickParameter& p);
QString quickTooltip(const QuickParameter& p);

} // namespace ratelab
