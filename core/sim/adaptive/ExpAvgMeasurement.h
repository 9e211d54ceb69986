// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The long-term RTT of Gradient2Limit, as Netflix's limit/measurement/ExpAvgMeasurement.java
// keeps it: the plain mean of the first warmupWindow samples, then an exponential average with
// factor 2 / (window + 1); update() rescales the value (Gradient2 decays it by 0.95). A value
// owned by its limit; single-threaded.
namespace ratelab {

class ExpAvgMeasurement {
public:
    ExpAvgMeasurement(int window, int warmupWindow);

    double add(double sample); // returns the new value
    void scale(double factor) { m_value *= factor; }
    [[nodiscard]] double value() const { return m_value; }

private:
    int m_window;
    int m_warmupWindow;
    int m_count = 0;
    double m_value = 0.0;
    double m_sum = 0.0;
};

} // namespace ratelab
