#include "core/sim/model/FailurePolicy.h"

namespace ratelab {

std::string_view failurePolicyName(FailurePolicy p)
{
    switch (p) {
    case FailurePolicy::FailOpen: return "fail-open";
    case FailurePolicy::FailClosed: return "fail-closed";
    case FailurePolicy::LocalFallback: return "local-fallback";
    }
    return "fail-open";
}

std::optional<FailurePolicy> failurePolicyFromName(std::string_view name)
{
    for (auto p : {FailurePolicy::FailOpen, FailurePolicy::FailClosed, FailurePolicy::LocalFallback})
        if (failurePolicyName(p) == name)
            return p;
    return std::nullopt;
}

} // namespace ratelab
