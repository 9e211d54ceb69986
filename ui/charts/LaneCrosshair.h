// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hover crosshair of one lane's row: a dashed line through its counts and level charts at the
// time under the mouse, and the bucket's counts in a box beside it, on the side with room. Its
// items belong to the QCustomPlot. GUI thread only.
#include <QString>

#include <optional>

class QCustomPlot;
class QCPAxisRect;
class QCPItemStraightLine;
class QCPItemText;

namespace ratelab {

class LaneCrosshair {
public:
    LaneCrosshair(QCustomPlot* plot, QCPAxisRect* counts, QCPAxisRect* level);

    // At `seconds` with `line` beside it (no box when empty); nullopt hides it.
    void show(std::optional<double> seconds, const QString& line, double fontScale);
    [[nodiscard]] bool shown() const;
    [[nodiscard]] double seconds() const;
    [[nodiscard]] QString text() const; // empty while hidden

private:
    QCPAxisRect* m_counts;
    QCPItemStraightLine* m_lines[2];
    QCPItemText* m_text;
};

} // namespace ratelab
