// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hover text of one bucket of a lane's world charts: admitted per region, store memory and
// evictions, failures, store round trips, with the exact figures of the run. Pure function of
// the result; GUI thread (it formats with the current locale).
#include "core/sim/model/RunResult.h"

#include <QString>

#include <cstdint>

namespace ratelab::worldtooltip {

struct MemoryShown {
    bool shown = false; // the lane has a memory chart
    double divisor = 1024.0;
    QString unit = QStringLiteral("KiB");
    std::int64_t maxMemoryBytes = 0;
};

QString bucketTooltip(const RunResult& result, std::size_t lane, int bucket,
                      const MemoryShown& memory);

} // namespace ratelab::worldtooltip
