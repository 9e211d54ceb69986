// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How much memory and time a run may take before it starts. The budget is a setting (`run` and
// `sweep` --memory-budget, the app's Simulation > Memory Budget), by default half of this
// machine's memory (or of its container's limit, if lower); a scenario whose RunEstimate exceeds
// it is refused with the fields that need it named, and a run estimated to take long is
// announced.
// Stateless; any thread.
#include "core/sim/model/RunEstimate.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace ratelab {

class MemoryBudget {
public:
    // Physical memory, or the cgroup's memory limit when that is lower; 0 if unknown.
    static std::int64_t machineBytes();
    // Half of machineBytes() (4 GiB when it is unknown).
    static std::int64_t defaultBytes();
    // "8G", "512M", "1.5G", "300000000" (bytes; K, M, G, T are powers of 1024, an optional "B"
    // or "iB" may follow), "60%" of machineBytes(), or "none" (no budget: 0). Nullopt, with the
    // reason, otherwise.
    static std::optional<std::int64_t> parse(const QString& text, QString* error);
    // "21.3 GiB", "512 MiB".
    static QString format(double bytes);

    // Empty when the estimate fits `budget` (0: no budget). Otherwise, as lines: "needs about X
    // of memory, more than the memory budget of Y (SOURCE)", the parts that need most, each
    // with its fields, and what to do.
    static QString refusal(const RunEstimate& estimate, std::int64_t budget,
                           const QString& budgetSource);
    // Empty when a streamed request log fits in `availableBytes` of disk (negative: unknown).
    static QString diskRefusal(const RunEstimate& estimate, std::int64_t availableBytes,
                               const QString& where);
    // Empty for a run of less than a minute or so; otherwise one sentence on its size and
    // duration, naming the fields that drive it, and how the front end stops it (the CLI's
    // Ctrl-C, the app's Esc).
    static QString longRunWarning(const RunEstimate& estimate,
                                  const QString& howToStop = QStringLiteral("Ctrl-C stops it"));

    // Decisions a second and clients set up a second on one core, measured on a slow machine
    // (docs/cli.md): the long-run warning's pace.
    static constexpr double kDecisionsPerSecond = 3e6;
    static constexpr double kClientsPerSecond = 1.5e5;
    static constexpr double kLongRunSeconds = 60;
};

} // namespace ratelab
