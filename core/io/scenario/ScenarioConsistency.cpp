// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/ScenarioConsistency.h"

#include "core/sim/engine/ScenarioValidator.h"

namespace ratelab {

ScenarioErrors ScenarioConsistency::check(const Scenario& scenario)
{
    ScenarioErrors errors;
    // A file's authoring rule, its only home: the engine runs an empty trace (nothing arrives).
    for (std::size_t i = 0; i < scenario.clients.size(); ++i) {
        const ArrivalSpec& arrival = scenario.clients[i].arrival;
        if (arrival.kind == ArrivalKind::Trace && arrival.timesMs.empty())
            errors.append({QString(), QStringLiteral("clients[%1].arrival.times_ms").arg(i), 0, 0,
                           QStringLiteral("expected at least one time for a \"trace\" arrival")});
    }
    for (const ScenarioProblem& problem : scenarioProblems(scenario))
        errors.append({QString(), QString::fromStdString(problem.field), 0, 0,
                       QString::fromStdString(problem.what)});
    return errors;
}

} // namespace ratelab
