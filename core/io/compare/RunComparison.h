// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What differs between two runs: the scenario fields (by the dotted path --set takes,
// "lanes[0].limit"; a field a file leaves out reads as its default) and every summary figure of
// each lane (lanes matched by name, else by place). One row per parameter or figure, whether it
// differs or not, so a view can show all or only the differences. Plain values; any thread.
#include "core/sim/model/RunResult.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <vector>

namespace ratelab {

struct ComparisonRow {
    enum class Kind { Parameter, Figure };
    Kind kind = Kind::Figure;
    QString lane; // the lane a lane field or figure belongs to; empty for scenario fields
    QString name; // "lanes[0].limit", "seed", or a figure's name ("admitted")
    QJsonValue a; // undefined: the field is left at its default, or the lane is not in that run
    QJsonValue b;
    bool measured = false; // a figure that is a result of the run, not a copy of a setting

    [[nodiscard]] bool differs() const;
    // b - a for numbers.
    [[nodiscard]] std::optional<double> change() const;
};

struct RunComparison {
    std::vector<ComparisonRow> rows; // parameters first (by path), then each lane's figures
    [[nodiscard]] int differences() const;
};

// `scenarioA` and `scenarioB` are the scenario files' JSON objects as the runs ran them.
RunComparison compareRuns(const QJsonObject& scenarioA, const RunResult& a,
                          const QJsonObject& scenarioB, const RunResult& b);

// The scenario's fields as dotted paths and their values, sorted by key within each object
// ("format" left out): a list of objects gives "clients[0].name", a list of values stays whole.
std::vector<std::pair<QString, QJsonValue>> flattenScenario(const QJsonObject& scenario);

} // namespace ratelab
