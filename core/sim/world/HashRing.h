// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A consistent-hash ring with virtual nodes: each member owns `virtualNodes` points at
// stableHash("member#i"); a key belongs to the first point clockwise from stableHash(key).
// Removing a member moves only the keys it owned (about 1/n of them). A value type.
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace ratelab {

class HashRing {
public:
    explicit HashRing(int virtualNodes = 100);

    void add(int member);
    void remove(int member);
    [[nodiscard]] bool contains(int member) const;
    [[nodiscard]] bool empty() const { return m_points.empty(); }

    // The member that owns the key; -1 when the ring is empty.
    [[nodiscard]] int lookup(std::string_view key) const;

private:
    int m_virtualNodes;
    std::vector<std::pair<std::uint64_t, int>> m_points; // sorted by (hash, member)
};

} // namespace ratelab
