// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where lessons come from: the shipped ones (an installed share/ratelab/lessons, else the copies
// compiled in as :/lessons, beside the scenarios: see ShippedData; the CLI and the app serve the
// same lessons from any folder) and any lesson file a user names by path. Stateless; any thread.
#include "core/io/lesson/LessonFile.h"

#include <QList>
#include <QString>

namespace ratelab {

class LessonLibrary {
public:
    // The shipped lesson files, in file-name order.
    static QStringList shippedPaths();
    // The shipped lesson with this id, or an empty string.
    static QString shippedPath(const QString& id);
    // The lesson of a scenario file: <base>.md beside it, then ../lessons/<base>.md, then the
    // shipped lesson of that id; empty when it has none.
    static QString forScenario(const QString& scenarioPath);
    // Every shipped lesson, loaded, sorted by group then id; a shipped lesson that does not load
    // is a bug, reported in `problems`.
    static QList<Lesson> shipped(QStringList* problems = nullptr);
};

} // namespace ratelab
