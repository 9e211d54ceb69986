#pragma once
// Checks that span several fields of a scenario whose fields are each valid on their own: an
// end before the start, trace times that go back, duplicate lane names, bad key templates, too
// many chart buckets; then the engine's own validateScenario(), so that whatever the engine
// would refuse is reported at load time, with this file format's field paths. Errors carry
// JSON paths but no file. Stateless.
#include "core/io/scenario/ScenarioError.h"

#include "core/sim/model/Scenario.h"

namespace ratelab {

class ScenarioConsistency {
public:
    static ScenarioErrors check(const Scenario& scenario);
};

} // namespace ratelab
