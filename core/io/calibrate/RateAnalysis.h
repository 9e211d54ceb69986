// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The first pass of a calibration: reads the log's records one at a time and keeps, per
// identity, its total requests, and per identity and endpoint category its rates (KeyRates).
// It also numbers identities, categories and (identity, category) keys, which the replay passes
// reuse to find a record's state without hashing a joined string. Memory grows with identities
// times their requests of the last hour, never with the log. Single-threaded.
#include "core/io/calibrate/KeyRates.h"
#include "core/io/trace/LogRecord.h"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ratelab {

struct RateKey {
    std::int32_t identity = 0;
    std::int32_t category = 0;
    std::int32_t indexInCategory = 0; // 0, 1, ... among the keys of its category
    KeyRates rates;
};

class RateAnalysis {
public:
    // False (and error() says why) when the record's time is earlier than the previous one's:
    // the reader delivers records in time order, so this means a broken source.
    bool add(const LogRecord& record);
    void finish();

    [[nodiscard]] const std::string& error() const { return m_error; }
    [[nodiscard]] std::int64_t records() const { return m_records; }
    [[nodiscard]] std::int64_t firstTimeMs() const { return m_firstTimeMs; }
    [[nodiscard]] std::int64_t lastTimeMs() const { return m_lastTimeMs; }

    [[nodiscard]] const std::vector<std::string>& identities() const { return m_identities; }
    [[nodiscard]] std::int64_t identityRequests(std::int32_t identity) const
    {
        return m_identityRequests[static_cast<std::size_t>(identity)];
    }
    [[nodiscard]] const std::vector<std::string>& categories() const { return m_categories; }
    [[nodiscard]] std::size_t keysInCategory(std::int32_t category) const
    {
        return m_keysInCategory[static_cast<std::size_t>(category)];
    }
    [[nodiscard]] const std::vector<RateKey>& keys() const { return m_keys; }

    // The key a record of the replay passes belongs to; nullopt if the first pass never saw it.
    [[nodiscard]] std::optional<std::int32_t> findKey(const LogRecord& record) const;

    // The k identities with the most requests, most first (ties: identity in byte order).
    [[nodiscard]] std::vector<std::int32_t> heaviest(std::size_t k) const;

    // Identity, category and key indices sorted by name, for deterministic outputs.
    [[nodiscard]] std::vector<std::int32_t> identitiesByName() const;
    [[nodiscard]] std::vector<std::int32_t> categoriesByName() const;

private:
    std::int32_t internIdentity(const std::string& identity);
    std::int32_t internCategory(const std::string& category);

    std::unordered_map<std::string, std::int32_t> m_identityIndex;
    std::unordered_map<std::string, std::int32_t> m_categoryIndex;
    std::vector<std::string> m_identities;
    std::vector<std::int64_t> m_identityRequests;
    // Per identity: (category, key) pairs; an identity touches few categories, so a short list.
    std::vector<std::vector<std::pair<std::int32_t, std::int32_t>>> m_identityKeys;
    std::vector<std::string> m_categories;
    std::vector<std::size_t> m_keysInCategory;
    std::vector<RateKey> m_keys;
    std::int64_t m_records = 0;
    std::int64_t m_firstTimeMs = 0;
    std::int64_t m_lastTimeMs = 0;
    std::string m_error;
};

} // namespace ratelab
