// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editor/SliderScale.h"

#include "ui/editor/QuickParameter.h"

#include <algorithm>
#include <cmath>

namespace ratelab {

std::int64_t quickMaximum(const QuickParameter& p)
{
    if (p.spinMax > 0)
        return p.spinMax;
    const FieldSpec* field = p.field.spec();
    return std::min<std::int64_t>(field ? field->maxInteger : p.sliderMax, 1'000'000'000);
}

std::int64_t quickMinimum(const QuickParameter& p)
{
    const FieldSpec* field = p.field.spec();
    return field && !p.get ? std::max(field->minInteger, p.sliderMin) : p.sliderMin;
}

SliderScale wholeScale(const QuickParameter& p)
{
    SliderScale scale;
    scale.min = p.sliderMin;
    scale.max = p.sliderMax;
    scale.logFrom = std::max<std::int64_t>({p.sliderMin, p.scaleMin, 1});
    scale.logarithmic = p.logScale;
    return scale;
}

SliderScale fittedScale(const QuickParameter& p, std::int64_t anchor)
{
    if (anchor <= 0)
        return wholeScale(p);
    SliderScale scale;
    scale.min = std::max({anchor / kSliderFitFactor, quickMinimum(p), std::int64_t{1}});
    scale.max = std::min(anchor > quickMaximum(p) / kSliderFitFactor ? quickMaximum(p)
                                                                     : anchor * kSliderFitFactor,
                         quickMaximum(p));
    if (scale.max <= scale.min)
        return wholeScale(p);
    scale.logFrom = scale.min;
    scale.logarithmic = p.logScale;
    scale.fitted = true;
    return scale;
}

int sliderPosition(const SliderScale& scale, std::int64_t value)
{
    if (value <= scale.min)
        return 0;
    const double lo = static_cast<double>(std::max(scale.min, scale.logFrom));
    const double hi = static_cast<double>(scale.max);
    const double v = std::clamp(static_cast<double>(value), lo, hi);
    const double fraction =
        scale.logarithmic ? std::log(v / lo) / std::log(hi / lo) : (v - lo) / (hi - lo);
    return static_cast<int>(std::lround(fraction * kSliderSteps));
}

std::int64_t sliderValue(const SliderScale& scale, int position)
{
    if (position <= 0)
        return scale.min;
    const double lo = static_cast<double>(std::max(scale.min, scale.logFrom));
    const double hi = static_cast<double>(scale.max);
    const double fraction = std::clamp(position, 0, kSliderSteps) / double(kSliderSteps);
    const double v =
        scale.logarithmic ? lo * std::pow(hi / lo, fraction) : lo + fraction * (hi - lo);
    const double tenSteps =
        10.0 * (scale.logarithmic ? v * std::log(hi / lo) : hi - lo) / kSliderSteps;
    const double unit = tenSteps < 1.0 ? 1.0 : std::pow(10.0, std::floor(std::log10(tenSteps)));
    const auto rounded = static_cast<std::int64_t>(std::llround(std::round(v / unit) * unit));
    return std::clamp(rounded, scale.min, scale.max);
}

} // namespace ratelab
