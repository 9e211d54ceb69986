// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The vocabulary of the scenario checks (ScenarioValidator.cpp and the checks it splits off):
// a failed rule throws a Refusal naming its field, and unit() collects the first refusal of
// each lane, client or store so that one broken unit does not hide the others.
#include "core/sim/engine/ScenarioValidator.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ratelab::validation {

inline std::string at(const std::string& base, std::size_t i)
{
    return base + "[" + std::to_string(i) + "]";
}

// Thrown by a rule, caught per unit (a lane, a client, the world...) so that one unit stops at
// its first problem while the others are still checked.
struct Refusal {
    ScenarioProblem problem;
};

[[noreturn]] inline void fail(const std::string& field, const std::string& what)
{
    throw Refusal{{field, what}};
}

template <class Check>
void unit(std::vector<ScenarioProblem>& problems, Check&& check)
{
    try {
        check();
    } catch (const Refusal& r) {
        problems.push_back(r.problem);
    }
}

inline void atLeast(const std::string& field, std::int64_t value, std::int64_t min)
{
    if (value < min)
        fail(field,
             "must be at least " + std::to_string(min) + " (got " + std::to_string(value) + ")");
}

inline void atMost(const std::string& field, std::int64_t value, std::int64_t max)
{
    if (value > max)
        fail(field,
             "must be at most " + std::to_string(max) + " (got " + std::to_string(value) + ")");
}

inline void inRange(const std::string& field, std::int64_t value, std::int64_t min,
                    std::int64_t max)
{
    atLeast(field, value, min);
    atMost(field, value, max);
}

} // namespace ratelab::validation
