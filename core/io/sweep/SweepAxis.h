// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One `--vary` of a sweep: a scenario field (any PATH `--set` accepts, parsed by the same
// ScenarioOverride) and the values it takes, from "PATH=FROM:TO:STEP", "PATH=FROM:TO:xFACTOR"
// or "PATH=v1,v2,...". Plain value; any thread.
#include "core/io/scenario/ScenarioOverride.h"

#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace ratelab {

struct SweepAxis {
    QString text; // as given: "lanes.*.limit=50:500:50"
    QString path; // as given: "lanes.*.limit"; the column name in sweep.csv
    QList<QJsonValue> values;

    // Nullopt with "--vary TEXT: what is wrong" for a malformed PATH or value list, an empty
    // range, a step <= 0, a factor <= 1 or more than `maxValues` values.
    static std::optional<SweepAxis> parse(const QString& text, qsizetype maxValues, QString* error);

    // The override that sets this axis to values[index].
    [[nodiscard]] ScenarioOverride overrideAt(qsizetype index) const;
    // values[index] as a number, for charts (0 for text).
    [[nodiscard]] double numberAt(qsizetype index) const;
    // values[index] as sweep.csv writes it.
    [[nodiscard]] QString labelAt(qsizetype index) const;

private:
    ScenarioOverride m_override; // the parsed path, value replaced per point
};

} // namespace ratelab
