// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads a scenario file ("format": 1) into the Scenario model, validating every field against
// ScenarioSchema. Collects all problems instead of stopping at the first; each names the file
// and the JSON path and says what was expected. Overrides (--set) are applied to the JSON first.
// Stateless; any thread.
#include "core/io/scenario/ScenarioError.h"
#include "core/io/scenario/ScenarioOverride.h"

#include "core/sim/model/Scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace ratelab {

struct ScenarioLoadResult {
    std::optional<Scenario> scenario; // set only when there were no errors
    ScenarioErrors errors;

    [[nodiscard]] bool ok() const { return scenario.has_value(); }
    // Every error on its own line.
    [[nodiscard]] QString errorText() const;
};

class ScenarioLoader {
public:
    static ScenarioLoadResult loadFile(const QString& path,
                                       const QList<ScenarioOverride>& overrides = {});
    // `source` names the text in messages (a file name, or e.g. "<editor>").
    static ScenarioLoadResult fromJson(const QByteArray& json, const QString& source,
                                       const QList<ScenarioOverride>& overrides = {});
    static ScenarioLoadResult fromObject(const QJsonObject& root, const QString& source);
};

} // namespace ratelab
