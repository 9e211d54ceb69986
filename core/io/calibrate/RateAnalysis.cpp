// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/RateAnalysis.h"

#include <algorithm>
#include <numeric>

namespace ratelab {

std::int32_t RateAnalysis::internIdentity(const std::string& identity)
{
    const auto found = m_identityIndex.find(identity);
    if (found != m_identityIndex.end())
        return found->second;
    const auto index = static_cast<std::int32_t>(m_identities.size());
    m_identityIndex.emplace(identity, index);
    m_identities.push_back(identity);
    m_identityRequests.push_back(0);
    m_identityKeys.emplace_back();
    return index;
}

std::int32_t RateAnalysis::internCategory(const std::string& category)
{
    const auto found = m_categoryIndex.find(category);
    if (found != m_categoryIndex.end())
        return found->second;
    const auto index = static_cast<std::int32_t>(m_categories.size());
    m_categoryIndex.emplace(category, index);
    m_categories.push_back(category);
    m_keysInCategory.push_back(0);
    return index;
}

bool RateAnalysis::add(const LogRecord& record)
{
    if (m_records > 0 && record.timeMs < m_lastTimeMs) {
        m_error = "line " + std::to_string(record.line) + ": time " + std::to_string(record.timeMs)
                  + " ms is earlier than the previous record's " + std::to_string(m_lastTimeMs)
                  + " ms (records must come in time order)";
        return false;
    }
    if (m_records == 0)
        m_firstTimeMs = record.timeMs;
    m_lastTimeMs = record.timeMs;
    ++m_records;

    const std::int32_t identity = internIdentity(record.identity);
    const std::int32_t category = internCategory(record.category);
    ++m_identityRequests[static_cast<std::size_t>(identity)];
    auto& keys = m_identityKeys[static_cast<std::size_t>(identity)];
    const auto own = std::find_if(keys.begin(), keys.end(),
                                  [category](const auto& e) { return e.first == category; });
    std::int32_t key = 0;
    if (own != keys.end()) {
        key = own->second;
    } else {
        key = static_cast<std::int32_t>(m_keys.size());
        RateKey fresh;
        fresh.identity = identity;
        fresh.category = category;
        fresh.indexInCategory =
            static_cast<std::int32_t>(m_keysInCategory[static_cast<std::size_t>(category)]++);
        m_keys.push_back(std::move(fresh));
        keys.emplace_back(category, key);
    }
    m_keys[static_cast<std::size_t>(key)].rates.add(record.timeMs);
    return true;
}

void RateAnalysis::finish()
{
    for (RateKey& key : m_keys)
        key.rates.finish();
}

std::optional<std::int32_t> RateAnalysis::findKey(const LogRecord& record) const
{
    const auto identity = m_identityIndex.find(record.identity);
    const auto category = m_categoryIndex.find(record.category);
    if (identity == m_identityIndex.end() || category == m_categoryIndex.end())
        return std::nullopt;
    for (const auto& [c, key] : m_identityKeys[static_cast<std::size_t>(identity->second)])
        if (c == category->second)
            return key;
    return std::nullopt;
}

std::vector<std::int32_t> RateAnalysis::heaviest(std::size_t k) const
{
    std::vector<std::int32_t> order(m_identities.size());
    std::iota(order.begin(), order.end(), 0);
    const auto heavier = [this](std::int32_t a, std::int32_t b) {
        const std::int64_t ra = identityRequests(a);
        const std::int64_t rb = identityRequests(b);
        return ra != rb ? ra > rb
                        : m_identities[static_cast<std::size_t>(a)]
                              < m_identities[static_cast<std::size_t>(b)];
    };
    k = std::min(k, order.size());
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(k), order.end(),
                      heavier);
    order.resize(k);
    return order;
}

namespace {

std::vector<std::int32_t> byName(const std::vector<std::string>& names)
{
    std::vector<std::int32_t> order(names.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&names](std::int32_t a, std::int32_t b) {
        return names[static_cast<std::size_t>(a)] < names[static_cast<std::size_t>(b)];
    });
    return order;
}

} // namespace

std::vector<std::int32_t> RateAnalysis::identitiesByName() const
{
    return byName(m_identities);
}

std::vector<std::int32_t> RateAnalysis::categoriesByName() const
{
    return byName(m_categories);
}

} // namespace ratelab
