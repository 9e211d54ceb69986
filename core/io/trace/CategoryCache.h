// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// endpointCategory (EndpointCategories.h) remembered per method and normalised path: a log
// repeats its busy paths millions of times, and trying every pattern on every line would cost
// more than parsing it. Direct-mapped (a path's hash picks its one slot, a newcomer replaces the
// occupant), so memory is fixed and a log of unique paths costs a miss, never a rehash. One
// reader's; not thread-safe.
#include "core/sim/model/Scenario.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ratelab {

class CategoryCache {
public:
    explicit CategoryCache(std::span<const EndpointCategory> own)
        : m_own(own.begin(), own.end())
        , m_slots(kSlots)
    {
    }

    const std::string& category(std::string_view path, std::string_view method);

    static constexpr std::size_t kSlots = 8192; // a power of two

private:
    struct Slot {
        std::string method;
        std::string path;
        std::string category;
        bool used = false;
    };

    std::vector<EndpointCategory> m_own;
    std::vector<Slot> m_slots;
};

} // namespace ratelab
