#include "core/sim/model/ModelVersion.h"

namespace ratelab {

std::string_view ratelabVersion()
{
    // Set by core/sim/CMakeLists.txt from project(VERSION ...), so there is one place to bump.
    return RATELAB_VERSION;
}

} // namespace ratelab
