// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One problem found while reading a scenario, with where it is: the file, the JSON path of the
// field ("lanes[1].window_ms") or, for JSON syntax errors, the line and column. Plain value.
#include <QList>
#include <QString>

namespace ratelab {

struct ScenarioError {
    QString file; // empty for in-memory text and for --set problems
    QString path; // JSON path; empty when the problem is not about one field
    int line = 0; // 1-based, JSON syntax errors only
    int column = 0;
    QString message;

    // "FILE:LINE:COLUMN: message", "FILE: path: message", "FILE: message" or "message".
    [[nodiscard]] QString toString() const;
};

using ScenarioErrors = QList<ScenarioError>;

} // namespace ratelab
