// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/LegitimateIdentities.h"

#include "core/io/calibrate/RateAnalysis.h"

namespace ratelab {

LegitimateIdentities LegitimateIdentities::listed(std::set<std::string> identities)
{
    LegitimateIdentities legit;
    legit.m_mode = Mode::Listed;
    legit.m_names = std::move(identities);
    return legit;
}

LegitimateIdentities LegitimateIdentities::allButTop(std::int64_t k)
{
    LegitimateIdentities legit;
    legit.m_mode = Mode::AllButTop;
    legit.m_top = k < 0 ? 0 : k;
    return legit;
}

LegitimateIdentities LegitimateIdentities::parseList(const std::string& text)
{
    std::set<std::string> names;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(start, end - start);
        const auto first = line.find_first_not_of(" \t\r");
        const auto last = line.find_last_not_of(" \t\r");
        if (first != std::string::npos) {
            line = line.substr(first, last - first + 1);
            if (line.front() != '#')
                names.insert(line);
        }
        start = end + 1;
    }
    return listed(std::move(names));
}

std::vector<char> LegitimateIdentities::resolve(const RateAnalysis& analysis) const
{
    const auto& identities = analysis.identities();
    std::vector<char> flags(identities.size(), m_mode == Mode::Listed ? 0 : 1);
    if (m_mode == Mode::Listed) {
        for (std::size_t i = 0; i < identities.size(); ++i)
            flags[i] = m_names.count(identities[i]) ? 1 : 0;
    } else if (m_mode == Mode::AllButTop) {
        for (const std::int32_t heavy : analysis.heaviest(static_cast<std::size_t>(m_top)))
            flags[static_cast<std::size_t>(heavy)] = 0;
    }
    return flags;
}

std::string LegitimateIdentities::describe() const
{
    switch (m_mode) {
    case Mode::All:
        return "all identities";
    case Mode::Listed:
        return "the " + std::to_string(m_names.size()) + " identities listed";
    case Mode::AllButTop:
        return "all but the " + std::to_string(m_top) + " heaviest identities";
    }
    return {};
}

} // namespace ratelab
