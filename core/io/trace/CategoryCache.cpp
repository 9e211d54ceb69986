// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/CategoryCache.h"

#include "core/sim/traffic/EndpointCategories.h"

#include <functional>

namespace ratelab {

const std::string& CategoryCache::category(std::string_view path, std::string_view method)
{
    const std::size_t hash = std::hash<std::string_view>{}(path) ^ (method.size() * 0x9E3779B9u);
    Slot& slot = m_slots[hash & (kSlots - 1)];
    if (!slot.used || slot.path != path || slot.method != method) {
        slot.used = true;
        slot.path.assign(path);
        slot.method.assign(method);
        slot.category = endpointCategory(m_own, path, method);
    }
    return slot.category;
}

} // namespace ratelab
