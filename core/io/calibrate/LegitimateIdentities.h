// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which identities of a log the user vouches for: the false-positive rate counts only their
// rejected requests, and the suggested limits are measured on them. Either every identity (the
// default), the ones a list names, or all but the k heaviest by total requests (heavy hitters are
// the usual suspects when no list exists). A plain value; resolve() turns it into one flag per
// identity of an analysis.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace ratelab {

class RateAnalysis;

class LegitimateIdentities {
public:
    enum class Mode { All, Listed, AllButTop };

    static LegitimateIdentities all() { return {}; }
    static LegitimateIdentities listed(std::set<std::string> identities);
    static LegitimateIdentities allButTop(std::int64_t k);

    // A list file's text: one identity per line, surrounding blanks trimmed; blank lines and
    // lines starting with # are skipped. Identities are taken as written (no # inside them).
    static LegitimateIdentities parseList(const std::string& text);

    [[nodiscard]] Mode mode() const { return m_mode; }
    [[nodiscard]] std::int64_t topCount() const { return m_top; }
    [[nodiscard]] const std::set<std::string>& names() const { return m_names; }

    // One flag per identity index of the analysis (1 = legitimate).
    [[nodiscard]] std::vector<char> resolve(const RateAnalysis& analysis) const;
    // "all identities", "the 12 identities listed", "all but the 3 heaviest identities".
    [[nodiscard]] std::string describe() const;

private:
    Mode m_mode = Mode::All;
    std::set<std::string> m_names;
    std::int64_t m_top = 0;
};

} // namespace ratelab
