// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/PenaltyFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

#include "core/sim/model/ScenarioLimits.h"

namespace ratelab::schema {

void appendPenaltyFields(std::vector<SchemaField<LaneSpec>>& fields)
{
    using L = LaneSpec;
    const auto penalised = [](const LaneSpec& l) { return l.penalty.enabled(); };
    fields.push_back(quietDefault(integer<L>(
        "penalty.strikes", "Penalty strikes", 0, kMaxPenaltyStrikes, "refusals",
        "Progressive penalty: after this many refusals of one key within the penalty window, the "
        "key is blocked for the block time instead of waiting for its window; 0 turns it off.",
        [](auto& l) -> auto& { return l.penalty.strikes; })));
    fields.push_back(quietDefault(
        when<L>(integer<L>(
                    "penalty.within_ms", "Penalty window", 1, kMaxWindowMs, "milliseconds",
                    "How recent the strikes must be: refusals older than this do not count.",
                    [](auto& l) -> auto& { return l.penalty.withinMs; }),
                penalised)));
    fields.push_back(quietDefault(
        when<L>(integer<L>(
                    "penalty.block_ms", "Block time", 1, kMaxWindowMs, "milliseconds",
                    "How long a penalised key is refused outright; afterwards it starts afresh.",
                    [](auto& l) -> auto& { return l.penalty.blockMs; }),
                penalised)));
}

} // namespace ratelab::schema
