#pragma once
// The window lengths calibration measures request rates over: a second (bursts), a minute (the
// unit limits are usually written in), a quarter hour and an hour (sustained automation). One
// list, so the analysis, the outputs and the suggestions agree on what "window 1" means.
#include <array>
#include <cstddef>
#include <cstdint>

namespace ratelab {

inline constexpr std::array<std::int64_t, 4> kRateWindowsMs{1000, 60000, 900000, 3600000};
inline constexpr std::size_t kRateWindowCount = kRateWindowsMs.size();
inline constexpr std::size_t kMinuteWindow = 1; // index of 60000 in kRateWindowsMs
inline constexpr std::int64_t kLongestRateWindowMs = kRateWindowsMs.back();

} // namespace ratelab
