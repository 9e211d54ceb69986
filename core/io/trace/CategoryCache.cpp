#include "core/io/trace/CategoryCache.h"

#include "core/sim/traffic/EndpointCategories.h"

namespace ratelab {

namespace {

constexpr std::size_t kMaxEntries = 1 << 16;

} // namespace

const std::string& CategoryCache::category(std::string_view path, std::string_view method)
{
    PathMap* paths = nullptr;
    for (auto& [m, map] : m_byMethod)
        if (m == method)
            paths = &map;
    if (!paths) {
        if (m_byMethod.size() >= 64) { // a log of made-up methods: start over
            m_byMethod.clear();
            m_entries = 0;
        }
        paths = &m_byMethod.emplace_back(std::string(method), PathMap{}).second;
    }
    if (const auto found = paths->find(path); found != paths->end())
        return found->second;
    if (m_entries >= kMaxEntries) {
        for (auto& entry : m_byMethod)
            entry.second.clear();
        m_entries = 0;
    }
    ++m_entries;
    return paths->emplace(std::string(path), endpointCategory(m_own, path, method)).first->second;
}

} // namespace ratelab
