#pragma once
// Quick what-if sliders for the most-used parameters (limit, window, burst), applied to one lane
// or to all. Each move is an undoable edit sent to the LabController (a drag merges into one
// step), which re-runs and redraws. The parameter list comes from quickParameters(). GUI thread.
#include <QWidget>

#include <vector>

class QComboBox;
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
    [[nodiscard]] QSpinBox* spinBox(const QString& path) const;
    // Sets a parameter as if the user had typed it (one undoable edit).
    void setValue(const QString& path, qint64 value);

private:
    struct Row {
        const QuickParameter* parameter;
        QLabel* label;
        QSlider* slider;
        QSpinBox* spin;
    };
    void refresh();
    void apply(const Row& row, qint64 value, bool merge);

    LabController* m_controller;
    QComboBox* m_lane;
    std::vector<Row> m_rows;
    bool m_refreshing = false;
};

} // namespace ratelab
