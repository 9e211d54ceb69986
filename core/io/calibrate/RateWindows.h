// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window lengths calibration measures request rates over: a second (bursts), a minute (the
// unit limits are usually written in), a quarter hour and an hour (sustained automation). One
// list, so the analysis, the outputs and the suggestions agree on what "window 1" means.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace ratelab {

inline constexpr std::array<std::int64_t, 4> kRateWindowsMs{1000, 60000, 900000, 3600000};
inline constexpr std::size_t kRateWindowCount = kRateWindowsMs.size();
inline constexpr std::size_t kMinuteWindow = 1; // index of 60000 in kRateWindowsMs
inline constexpr std::int64_t kLongestRateWindowMs = kRateWindowsMs.back();

// How a limit per window reads ("/min") and how a window's busiest count is named ("1-min").
inline constexpr std::array<std::string_view, kRateWindowCount> kRateWindowUnits{"s", "min",
                                                                                 "15 min", "h"};
inline constexpr std::array<std::string_view, kRateWindowCount> kRateWindowNames{"1-s", "1-min",
                                                                                 "15-min", "1-h"};

// The index of a window length in kRateWindowsMs; nullopt if calibration does not measure it.
inline constexpr std::optional<std::size_t> rateWindowIndex(std::int64_t windowMs)
{
    for (std::size_t w = 0; w < kRateWindowCount; ++w)
        if (kRateWindowsMs[w] == windowMs)
            return w;
    return std::nullopt;
}

} // namespace ratelab
