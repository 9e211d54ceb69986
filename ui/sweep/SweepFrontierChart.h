// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The trade-off of a sweep: false_positive_rate (legitimate requests turned away) across,
// abusive_admitted (abuse let through) up, one dot per point and lane in the lane's colour,
// and the Pareto-optimal configurations (SweepFrontier: none beats them on both) ringed and
// joined as a staircase. Hovering a dot names its configuration; clicking one emits its point.
// GUI thread.
#include "core/io/sweep/SweepFrontier.h"

#include <qcustomplot.h>

#include <string>
#include <vector>

namespace ratelab {

class SweepFrontierChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit SweepFrontierChart(QWidget* parent = nullptr);

    void setEntries(const SweepPlan& plan, std::vector<FrontierEntry> entries,
                    const std::vector<std::string>& lanes);
    void clearEntries();

    [[nodiscard]] const std::vector<FrontierEntry>& entries() const { return m_entries; }
    [[nodiscard]] QPoint pixelOf(const FrontierEntry& entry) const;
    // The entry drawn nearest pos, within a few pixels; -1 if none.
    [[nodiscard]] qsizetype entryAt(const QPoint& pos) const;

signals:
    void pointClicked(qsizetype point);

private:
    const SweepPlan* m_plan = nullptr; // valid until the next setEntries / clearEntries
    std::vector<FrontierEntry> m_entries;
    std::vector<std::string> m_lanes;
    QPoint m_pressed;
};

} // namespace ratelab
