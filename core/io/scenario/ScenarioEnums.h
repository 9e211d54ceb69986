#pragma once
// The ids scenario files use for the arrival and retry kinds, and a sentence on each.
// (Algorithm ids come from the algorithm registry.)
#include "engine/Scenario.h"

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

QString arrivalKindId(ArrivalKind kind);
QString retryKindId(RetryKind kind);
std::optional<ArrivalKind> arrivalKindFromId(const QString& id);
std::optional<RetryKind> retryKindFromId(const QString& id);

} // namespace ratelab
