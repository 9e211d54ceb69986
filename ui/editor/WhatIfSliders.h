#pragma once
// Quick what-if sliders for the most-used parameters (limit, window, burst, and with a
// distributed world: instances, clock skew, maxmemory, store latency), lane parameters applied
// to one lane or to all. Each move is an undoable edit sent to the LabController (a drag merges
// into one step), which re-runs and redraws. The parameter list comes from quickParameters();
// the world's rows are hidden when the scenario has no world. GUI thread.
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

private:
    struct Row {
        const QuickParameter* parameter;
        QLabel* label;
        QSlider* slider;
        QSpinBox* spin;         // integer parameters
        QDoubleSpinBox* number; // parameters shown with decimals
    };
    [[nodiscard]] const Row* rowOf(const QString& path) const;
    void refresh();
    void apply(const Row& row, std::int64_t value, bool merge);
    void showValue(const Row& row, std::int64_t value);

    LabController* m_controller;
    QComboBox* m_lane;
    std::vector<Row> m_rows;
    bool m_refreshing = false;
};

} // namespace ratelab
