#include "core/io/scenario/ScenarioConsistency.h"

#include "core/sim/engine/ScenarioValidator.h"

namespace ratelab {

ScenarioErrors ScenarioConsistency::check(const Scenario& scenario)
{
    ScenarioErrors errors;
    for (const ScenarioProblem& problem : scenarioProblems(scenario))
        errors.append({QString(), QString::fromStdString(problem.field), 0, 0,
                       QString::fromStdString(problem.what)});
    return errors;
}

} // namespace ratelab
