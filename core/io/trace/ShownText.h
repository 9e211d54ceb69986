// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A piece of a log line shown in a message, cut at 60 characters ("abc..."): a line may be up
// to 64 KiB, a header or a field that is not what it should be as long, and the message only
// needs to show what is there instead. One home for the access-log readers. Any thread.
#include <string>
#include <string_view>

namespace ratelab {

inline std::string cutText(std::string_view text)
{
    constexpr std::size_t kShownMax = 60;
    return text.size() <= kShownMax ? std::string(text)
                                    : std::string(text.substr(0, kShownMax)) + "...";
}

// The same in double quotes.
inline std::string shownText(std::string_view text)
{
    return "\"" + cutText(text) + "\"";
}

} // namespace ratelab
