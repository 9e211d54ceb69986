#include "QuickParameter.h"

#include <algorithm>
#include <cmath>

namespace ratelab {

const std::vector<QuickParameter>& quickParameters()
{
    static const std::vector<QuickParameter> parameters = {
        {QuickParameter::Scope::Lane, QStringLiteral("limit"), 1, 10'000, true},
        {QuickParameter::Scope::Lane, QStringLiteral("window_ms"), 10, 3'600'000, true},
        {QuickParameter::Scope::Lane, QStringLiteral("burst"), 0, 10'000, true},
    };
    return parameters;
}

int sliderPosition(const QuickParameter& p, std::int64_t value)
{
    const double lo = static_cast<double>(std::max<std::int64_t>(p.sliderMin, 1));
    const double hi = static_cast<double>(p.sliderMax);
    const double v = std::clamp(static_cast<double>(value), lo, hi);
    const double fraction = p.logScale ? std::log(v / lo) / std::log(hi / lo) : (v - lo) / (hi - lo);
    if (value < lo)
        return 0;
    return static_cast<int>(std::lround(fraction * kQuickSliderSteps));
}

std::int64_t sliderValue(const QuickParameter& p, int position)
{
    const double lo = static_cast<double>(std::max<std::int64_t>(p.sliderMin, 1));
    const double hi = static_cast<double>(p.sliderMax);
    const double fraction = std::clamp(position, 0, kQuickSliderSteps) / double(kQuickSliderSteps);
    if (position <= 0)
        return p.sliderMin;
    const double v = p.logScale ? lo * std::pow(hi / lo, fraction) : lo + fraction * (hi - lo);
    // Round to two significant digits so the slider lands on values people type (120, not 117).
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(v, 1.0))) - 1);
    const double rounded = magnitude >= 1 ? std::round(v / magnitude) * magnitude : std::round(v);
    return std::clamp(static_cast<std::int64_t>(rounded), p.sliderMin, p.sliderMax);
}

} // namespace ratelab
