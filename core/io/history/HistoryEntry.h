// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One saved run as the history browser lists it, and a saved run read back in full. Plain values.
#include "core/sim/model/RunResult.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <cstdint>

namespace ratelab {

struct HistoryEntry {
    std::int64_t id = 0;
    QString name; // the user's label; defaults to the scenario name and time
    QString scenarioName;
    std::uint64_t seed = 0;
    QString parameters; // a one-line summary of the what-if settings, e.g. "limit=10 window=1000"
    QDateTime created;  // UTC
    QString ratelabVersion; // the release that made it; empty for runs saved before it was kept
    int modelVersion = 1;   // core/sim/model/ModelVersion.h
};

struct StoredRun {
    HistoryEntry entry;
    QByteArray scenarioJson; // the scenario exactly as it ran, so it can be reopened and re-run
    RunResult result;        // summaries and series; the request log is not kept
};

} // namespace ratelab
