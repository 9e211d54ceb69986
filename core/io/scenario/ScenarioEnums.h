#pragma once
// The ids scenario files use for the arrival and retry kinds, and a sentence on each.
// (Algorithm ids come from the algorithm registry.)
#include "core/sim/model/Scenario.h"

#include <QString>

#include <optional>
#include <span>

namespace ratelab {

template <class Enum>
struct EnumName {
    Enum value;
    const char* id;
    const char* description;
};

std::span<const EnumName<ArrivalKind>> arrivalKindNames();
std::span<const EnumName<RetryKind>> retryKindNames();
// The distributed world (WorldSpec, LaneStoreSpec).
std::span<const EnumName<BalancerKind>> balancerKindNames();
std::span<const EnumName<PlacementKind>> placementKindNames();
std::span<const EnumName<AtomicityMode>> atomicityModeNames();
std::span<const EnumName<ClockSource>> clockSourceNames();
std::span<const EnumName<EvictionPolicy>> evictionPolicyNames();
std::span<const EnumName<FailurePolicy>> failurePolicyNames();
std::span<const EnumName<StoreFaultKind>> storeFaultKindNames();

QString arrivalKindId(ArrivalKind kind);
QString retryKindId(RetryKind kind);
std::optional<ArrivalKind> arrivalKindFromId(const QString& id);
std::optional<RetryKind> retryKindFromId(const QString& id);

} // namespace ratelab
