#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

std::size_t Algorithm::stateBytes(const KeyState& state) const
{
    return sizeof(KeyState) + state.log.capacity() * sizeof(LogEntry);
}

} // namespace ratelab
