// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Quick what-if sliders for the most-used parameters (limit, window, burst, and with a
// distributed world: instances, clock skew, maxmemory, store latency), lane parameters applied
// to one lane or to all. Each move is an undoable edit sent to the LabController (a drag merges
// into one step), which re-runs and redraws. The parameter list comes from quickParameters();
// the world's rows are hidden when the scenario has no world. Each slider is fitted to the value
// the document (or the lane chosen) had, and fitted again only when a value leaves its range, so
// the slider never moves under a drag. GUI thread.
#include "ui/editor/SliderScale.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QAbstractSpinBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace ratelab {

class LabController;
struct QuickParameter;

class WhatIfSliders : public QWidget {
    Q_OBJECT
public:
    explicit WhatIfSliders(LabController* controller, QWidget* parent = nullptr);

    // Index 0 is "All lanes"; lane i is index i + 1.
    [[nodiscard]] QComboBox* laneSelector() const { return m_lane; }
    [[nodiscard]] QSlider* slider(const QString& path) const;
    // The integer spin box of a parameter (nullptr for one with decimals, e.g. store latency).
    [[nodiscard]] QSpinBox* spinBox(const QString& path) const;
    [[nodiscard]] QDoubleSpinBox* doubleSpinBox(const QString& path) const;
    // Sets a parameter (in model units: bytes, microseconds for store latency) as if the user had
    // typed it (one undoable edit).
    void setValue(const QString& path, qint64 value);
    // The positions-to-values mapping a parameter's slider uses now.
    [[nodiscard]] SliderScale sliderScale(const QString& path) const;

private:
    struct Row {
        const QuickParameter* parameter;
        QLabel* label;
        QSlider* slider;
        QSpinBox* spin;         // integer parameters
        QDoubleSpinBox* number; // parameters shown with decimals
        SliderScale scale;
    };
    [[nodiscard]] const Row* rowOf(const QString& path) const;
    void refresh();
    void apply(const Row& row, std::int64_t value, bool merge);
    void showValue(const Row& row, std::int64_t value);
    void fit(Row& row, std::int64_t value);

    LabController* m_controller;
    QComboBox* m_lane;
    std::vector<Row> m_rows;
    bool m_refreshing = false;
    int m_fittedLane = -2; // the lane selection the scales were fitted for (-2: none yet)
};

} // namespace ratelab
