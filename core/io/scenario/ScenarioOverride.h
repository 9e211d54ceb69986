// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A `--set PATH=VALUE` override of one scenario field, applied to the JSON before validation so
// that a bad value is reported with its field path like any other. PATH is dotted
// ("lanes.0.limit", "clients.1.arrival.rate_per_sec", "seed"; "lanes[0].limit" also works) and
// "*" stands for every element of a list ("lanes.*.limit"). VALUE is read as JSON if it parses
// (50, true, [1,2], "text") and as a plain string otherwise.
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace ratelab {

struct ScenarioOverride {
    QString text;         // as given, "lanes.0.limit=50", for messages
    QStringList segments; // {"lanes", "0", "limit"}
    QJsonValue value;

    // Parses "PATH=VALUE"; on failure returns nullopt with "--set TEXT: what is wrong".
    static std::optional<ScenarioOverride> parse(const QString& assignment, QString* error);

    // Sets the value in root, creating missing objects on the way. A missing list element or a
    // path through a non-object is an error ("--set TEXT: lanes[5]: the scenario has 2 lanes").
    bool apply(QJsonObject& root, QString* error) const;

    static QJsonValue parseValue(const QString& text);
};

} // namespace ratelab
