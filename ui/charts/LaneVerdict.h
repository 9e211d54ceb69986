// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a lane did, as the lane heading's badge and the summary table colour it: the one home of
// the rule, so the chart and the table never disagree. Pure function of the lane's summary;
// any thread.
//
// The rule, in order:
//  - over the limit: some key had more admitted in one window than the limit (bad);
//  - needs attention: the store failed closed or open for some requests, or the lane starved,
//    that is it refused most requests (admitted under half) while no window came near the
//    limit (its busiest under half of it), so the refusals were not the limit doing its job;
//  - otherwise within the limit (good).
#include "core/sim/model/RunResult.h"

#include <QColor>
#include <QString>

namespace ratelab {

struct LaneVerdict {
    enum class Kind { WithinLimit, NeedsAttention, OverLimit };
    Kind kind = Kind::WithinLimit;
    // Why it needs attention, as the badge adds it ("2 of 150 admitted · 148 failed closed");
    // empty otherwise.
    QString reason;

    [[nodiscard]] QColor color() const;
};

LaneVerdict laneVerdict(const LaneSummary& summary);

} // namespace ratelab
