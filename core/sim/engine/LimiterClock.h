#pragma once
// The clock a limiter reads: maps true time to the limiter's integer milliseconds. Today it is
// the true clock floored to ms; instance clocks with offset, drift and NTP steps will extend
// this type (and the store's clock, for Redis TIME) without touching the lanes' callers.
// A plain value, owned by whoever decides; single-threaded.
#include "core/sim/SimTime.h"

namespace ratelab {

class LimiterClock {
public:
    [[nodiscard]] Millis read(SimTime trueTime) const { return toMillisFloor(trueTime); }
};

} // namespace ratelab
