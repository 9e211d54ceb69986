// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the Sweep view offers to vary: the numeric lane fields of the open scenario by the paths
// `--set` and `--vary` accept ("lanes.*.limit" for every lane, "lanes.1.window_ms" for one), each
// with a default value list around its current value (x0.25, x0.5, x1, x2, x4, within the
// field's range). Plain values read from ScenarioSchema; GUI thread (any thread would do).
#include "core/sim/model/Scenario.h"

#include <QList>
#include <QString>

namespace ratelab {

struct FieldSpec;

struct SweepParameter {
    QString path;        // "lanes.*.limit"
    QString description; // "Limit, every lane (now 10)"
    QString spec;        // the default SPEC: "3,5,10,20,40"
};

class SweepParameters {
public:
    // Every lane field first, then the same field lane by lane when there are several lanes.
    static QList<SweepParameter> offered(const Scenario& scenario);
    // The default SPEC for a field now at `current`.
    static QString defaultSpec(const FieldSpec& field, double current);
};

} // namespace ratelab
