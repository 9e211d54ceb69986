// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/traffic/RequestPath.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace ratelab {

std::string normalisedPath(std::string_view path)
{
    const std::size_t end = path.find_first_of("?#");
    // ASCII only: the C library's tolower follows the process locale (Qt sets it from the
    // environment), and a key must not depend on where the program runs.
    std::string out(path.substr(0, end));
    for (char& ch : out)
        if (ch >= 'A' && ch <= 'Z')
            ch = static_cast<char>(ch - 'A' + 'a');
    while (out.size() > 1 && out.back() == '/')
        out.pop_back();
    if (out.empty() || out == "/")
        return "/";
    return out;
}

std::string_view methodGroup(std::string_view method)
{
    std::string upper(method);
    std::transform(upper.begin(), upper.end(), upper.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
    static constexpr std::array<std::string_view, 2> kRead{"GET", "HEAD"};
    static constexpr std::array<std::string_view, 4> kWrite{"POST", "PUT", "PATCH", "DELETE"};
    if (std::find(kRead.begin(), kRead.end(), upper) != kRead.end())
        return "read";
    if (std::find(kWrite.begin(), kWrite.end(), upper) != kWrite.end())
        return "write";
    return "other";
}

bool pathMatches(std::string_view pattern, std::string_view path)
{
    // Iterative glob with one backtrack point: linear enough for the short patterns of a rule.
    std::size_t p = 0;
    std::size_t s = 0;
    std::size_t star = std::string_view::npos;
    std::size_t resume = 0;
    while (s < path.size()) {
        if (p < pattern.size() && pattern[p] == '*') {
            star = p++;
            resume = s;
        } else if (p < pattern.size() && pattern[p] == path[s]) {
            ++p;
            ++s;
        } else if (star != std::string_view::npos) {
            p = star + 1;
            s = ++resume;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*')
        ++p;
    return p == pattern.size();
}

std::optional<std::string> unnormalisedPatternProblem(std::string_view pattern)
{
    const std::string normal = normalisedPath(pattern);
    if (pattern == normal)
        return std::nullopt;
    return "\"" + std::string(pattern) + "\" can never match a normalised path; write it as \""
           + normal + "\"";
}

} // namespace ratelab
