#pragma once
// endpointCategory (EndpointCategories.h) remembered per method and normalised path: a log
// repeats a few thousand paths millions of times, and trying every pattern on every line would
// cost more than parsing it. Bounded: forgets everything past a fixed number of entries. One
// reader's; not thread-safe.
#include "core/sim/model/Scenario.h"

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ratelab {

class CategoryCache {
public:
    explicit CategoryCache(std::span<const EndpointCategory> own)
        : m_own(own.begin(), own.end())
    {
    }

    const std::string& category(std::string_view path, std::string_view method);

private:
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const
        {
            return std::hash<std::string_view>{}(s);
        }
    };
    using PathMap = std::unordered_map<std::string, std::string, Hash, std::equal_to<>>;

    std::vector<EndpointCategory> m_own;
    std::vector<std::pair<std::string, PathMap>> m_byMethod;
    std::size_t m_entries = 0;
};

} // namespace ratelab
