#pragma once
// The what-if sliders' parameters: each names a scenario field by its ScenarioSchema path (so
// label, unit, range and tooltip come from the one schema) plus the slider's range and scale.
// Adding a slider (instances, clock skew, maxmemory, latency) is one more entry in the list.
// Immutable values; any thread.
#include <QString>

#include <cstdint>
#include <vector>

namespace ratelab {

struct QuickParameter {
    enum class Scope { Lane, Scenario };  // a lane field (applied to one or all lanes) or a top-level one
    Scope scope = Scope::Lane;
    QString path;             // the schema path, e.g. "limit" or "window_ms"
    std::int64_t sliderMin = 1;
    std::int64_t sliderMax = 1000;
    bool logScale = true;     // most rate-limit values span orders of magnitude
};

const std::vector<QuickParameter>& quickParameters();

// Slider position (0..kSteps) <-> value, honouring the log scale.
inline constexpr int kQuickSliderSteps = 1000;
int sliderPosition(const QuickParameter& p, std::int64_t value);
std::int64_t sliderValue(const QuickParameter& p, int position);

} // namespace ratelab
