// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The app's door to scenario files: reading (through core/io's ScenarioLoader, whose messages
// name the file and field path), writing a scenario back to JSON, and finding the default
// scenario. Stateless; any thread.
#include "core/sim/model/Scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace ratelab {

class ScenarioFiles {
public:
    static constexpr const char* kDefaultName = "boundary-burst.json";

    static std::optional<Scenario> read(const QString& path, QString* error);
    static std::optional<Scenario> parse(const QByteArray& json, const QString& source,
                                         QString* error);
    static QByteArray toJson(const Scenario& scenario);

    // Where the default scenario may be, best first: the shipped copy (installed, else embedded:
    // ShippedData), then the source tree the binary was built from.
    static QStringList defaultCandidates(const QString& sourceDir);
    static QString findDefault(const QString& sourceDir);
};

} // namespace ratelab
