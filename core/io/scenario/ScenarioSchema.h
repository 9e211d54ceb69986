#pragma once
// The one table of every scenario-file field: JSON path, type, default, range or allowed values
// and a tooltip. The loader validates with it, the saver writes with it and the GUI's scenario
// editor generates its forms from it, so a new Scenario field is added here and nowhere else
// in core/io. The tables are built once and immutable; any thread may read them.
//
// Paths: top-level fields are at the root of the file ("duration_ms"); client fields live in
// each element of "clients" ("arrival.rate_per_sec" = clients[i].arrival.rate_per_sec); lane
// fields in each element of "lanes". The root also holds "format": 1 (Scenario::kFormat).
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <span>

namespace ratelab {

class ScenarioSchema {
public:
    static std::span<const SchemaField<Scenario>> scenarioFields();
    static std::span<const SchemaField<ClientSpec>> clientFields();
    static std::span<const SchemaField<LaneSpec>> laneFields();

    // Lookup by path inside the owner; nullptr if there is no such field.
    static const SchemaField<Scenario>* scenarioField(const QString& path);
    static const SchemaField<ClientSpec>* clientField(const QString& path);
    static const SchemaField<LaneSpec>* laneField(const QString& path);

    // Help for the two lists themselves.
    static QString clientsTooltip();
    static QString lanesTooltip();

    // The placeholders a lane's key template may use, e.g. "{user}".
    static QStringList keyPlaceholders();
};

} // namespace ratelab
