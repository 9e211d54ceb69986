// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table of adaptive limits: each id, its reference, and every parameter with the reference's
// name, default and range. replay-limit's options, its help and docs/algorithms.md read it, and
// makeAdaptiveLimit builds a limit from it, so adding a parameter is one row. Constant data and
// pure functions; any thread.
#include "core/sim/Random.h"
#include "core/sim/adaptive/AdaptiveLimit.h"

#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ratelab {

struct AdaptiveParam {
    std::string_view option;    // "backoff-ratio": the CLI's --backoff-ratio
    std::string_view reference; // where the reference takes it: "Builder.backoffRatio"
    bool integer = true;
    double min = 0;
    double max = 0;
    bool maxExclusive = false;
    std::optional<double> defaultValue; // unset: defaultText says what happens
    std::string_view defaultText;       // "3 x L", "drawn from --seed"; "" with required
    bool required = false;
    std::string_view help;
};

struct AdaptiveAlgorithm {
    std::string_view id; // "aimd"
    std::string_view reference;
    std::span<const AdaptiveParam> params;
    bool seeded = false; // draws from the seeded stream
};

std::span<const AdaptiveAlgorithm> adaptiveAlgorithms();
const AdaptiveAlgorithm* findAdaptiveAlgorithm(std::string_view id);

// Option name -> value; a missing option takes its default.
using AdaptiveValues = std::map<std::string, double, std::less<>>;

// "" when value is acceptable for param, else why not ("expected an integer in [1, 1000000]").
std::string adaptiveParamProblem(const AdaptiveParam& param, double value);

// Values must have passed adaptiveParamProblem and hold every required one.
std::unique_ptr<AdaptiveLimit> makeAdaptiveLimit(const AdaptiveAlgorithm& algorithm,
                                                 const AdaptiveValues& values, Random random);

} // namespace ratelab
