// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writes a Scenario back as a scenario file ("format": 1) in ScenarioSchema's field order.
// A field is written when it is relevant (e.g. peak_rate_per_sec only for a diurnal arrival)
// or differs from its default, so loading the output gives the same Scenario. Stateless.
#include "core/io/scenario/OrderedJson.h"

#include "core/sim/model/Scenario.h"

#include <QByteArray>
#include <QString>

namespace ratelab {

class ScenarioWriter {
public:
    static QByteArray toJson(const Scenario& scenario);
    // The same, before rendering: for files that hold a scenario among other things.
    static OrderedJson toOrderedJson(const Scenario& scenario);
    // Atomic (QSaveFile): on failure the old file is untouched and error says "PATH: reason".
    static bool save(const Scenario& scenario, const QString& path, QString* error);
};

} // namespace ratelab
