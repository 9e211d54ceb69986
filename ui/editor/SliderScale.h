// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a what-if slider maps its positions to values. A slider fitted to the scenario runs from a
// third to three times the scenario's own value, so a lesson's limit of 100 moves in steps of one
// request between 33 and 300 instead of jumping from 10 to 180 in a few pixels; the spin box
// beside it still takes any value the field allows. A value of 0 (no burst, no skew, unlimited
// memory) has nothing to fit to, so that slider spans the parameter's whole range. Values; any
// thread.
#include <cstdint>

namespace ratelab {

struct QuickParameter;

struct SliderScale {
    std::int64_t min = 1; // the value at position 0
    std::int64_t max = 1000;
    std::int64_t logFrom = 1; // where the log scale starts (> 0; min may be 0 = "none")
    bool logarithmic = true;
    bool fitted = false; // around a scenario's value rather than the whole range

    bool operator==(const SliderScale&) const = default;
    [[nodiscard]] bool contains(std::int64_t value) const { return value >= min && value <= max; }
};

inline constexpr int kSliderSteps = 1000;
inline constexpr std::int64_t kSliderFitFactor = 3;

SliderScale wholeScale(const QuickParameter& p);
// The scale around `anchor`, clamped to what the field accepts; the whole scale when anchor is 0
// or the clamped range is empty.
SliderScale fittedScale(const QuickParameter& p, std::int64_t anchor);

int sliderPosition(const SliderScale& scale, std::int64_t value);
// Rounded to the coarsest power of ten that ten steps of the slider move past at that value, so a
// drag lands on numbers people type (60 000 ms, not 59 873) yet every step can still change it.
std::int64_t sliderValue(const SliderScale& scale, int position);

// The largest value the parameter's spin box takes (the schema field's maximum, at most 10^9).
std::int64_t quickMaximum(const QuickParameter& p);
// The smallest: the schema field's minimum, never below the slider's.
std::int64_t quickMinimum(const QuickParameter& p);

} // namespace ratelab
