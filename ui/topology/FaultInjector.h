// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Turns a choice in the topology view's menu (down, slow, partition, failover) into a scheduled
// store fault of a lane, starting at the playback cursor, and commits it through the
// LabController as one undoable scenario edit, so the run and every view follow. Stateless; GUI
// thread.
#include "core/sim/model/WorldSpec.h"

#include <QString>

#include <cstdint>

namespace ratelab {

class LabController;

enum class FaultChoice : std::uint8_t { Down, Slow, Partition, Failover };

class FaultInjector {
public:
    static constexpr std::int64_t kSpanMs = 30'000;
    static constexpr std::int64_t kFailoverOutageMs = 3'000; // the replica takes over after this

    // `store`: the one store to hit (TopologyStore::faultTarget); empty, every store of the lane.
    static StoreFaultSpec makeFault(FaultChoice choice, std::int64_t startMs, const QString& region,
                                    const QString& store = {});
    static QString menuText(FaultChoice choice, const QString& region); // "Down 30 s"
    static QString menuToolTip(FaultChoice choice, const QString& region);

    // Adds the fault to lane `lane` of the controller's scenario as one undoable edit. False, with
    // the reason in *error, when the scenario refuses it (the scenario is unchanged then).
    static bool inject(LabController* controller, int lane, const StoreFaultSpec& fault,
                       const QString& target, QString* error);
};

} // namespace ratelab
