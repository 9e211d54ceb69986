// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one table of every scenario-file field: JSON path, type, default, range or allowed values
// and a tooltip. The loader validates with it, the saver writes with it and the GUI's scenario
// editor generates its forms from it, so a new Scenario field is added here and nowhere else
// in core/io. The tables are built once and immutable; any thread may read them.
//
// Paths: top-level fields are at the root of the file ("duration_ms"); client fields live in
// each element of "clients" ("arrival.rate_per_sec" = clients[i].arrival.rate_per_sec); lane
// fields in each element of "lanes". The root also holds "format": 1, or 2 when a lane has rules.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <span>

namespace ratelab {

// A field looked up once by path and kept: a lane field or a top-level one (at most one is set).
// Holders (a what-if slider) read and write through it at every step instead of searching the
// tables by path string again. The fields it points to live as long as the program.
struct SchemaFieldHandle {
    const SchemaField<LaneSpec>* lane = nullptr;
    const SchemaField<Scenario>* scenario = nullptr;

    [[nodiscard]] explicit operator bool() const { return lane || scenario; }
    // The shared description (label, unit, range, tooltip); nullptr for an empty handle.
    [[nodiscard]] const FieldSpec* spec() const
    {
        return lane ? static_cast<const FieldSpec*>(lane) : scenario;
    }
};

class ScenarioSchema {
public:
    static std::span<const SchemaField<Scenario>> scenarioFields();
    static std::span<const SchemaField<ClientSpec>> clientFields();
    static std::span<const SchemaField<LaneSpec>> laneFields();

    // Lookup by path inside the owner; nullptr if there is no such field.
    static const SchemaField<Scenario>* scenarioField(const QString& path);
    static const SchemaField<ClientSpec>* clientField(const QString& path);
    static const SchemaField<LaneSpec>* laneField(const QString& path);
    // The lane field of that path, else the top-level one; empty if neither exists.
    static SchemaFieldHandle resolve(const QString& path);

    // Help for the two lists themselves.
    static QString clientsTooltip();
    static QString lanesTooltip();
};

} // namespace ratelab
