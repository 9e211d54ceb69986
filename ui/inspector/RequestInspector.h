// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The request inspector: the requests of the moment clicked on a chart, and for the selected
// one the exact HTTP response its client saw (status line, rate-limit headers, 429 body),
// rendered by core/sim/http. Reads the controller's result; GUI thread only.
#include "core/sim/SimTime.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QTableView;

namespace ratelab {

class LabController;
class RequestTableModel;
class VisibleHorizon;

class RequestInspector : public QWidget {
    Q_OBJECT
public:
    explicit RequestInspector(LabController* controller, QWidget* parent = nullptr);

    void showMoment(int lane, SimTime time);
    // Lesson mode's horizon: a moment after it is not listed, and a listing it passes back over
    // is cleared.
    void setHorizon(const VisibleHorizon* horizon);
    // The end of the requests listed (the latest time shown); nullopt when none are.
    [[nodiscard]] std::optional<SimTime> listedUntil() const { return m_listedUntil; }
    [[nodiscard]] RequestTableModel* model() const { return m_model; }
    [[nodiscard]] QString responseText() const;
    void selectRow(int row);

private:
    void onCurrentRowChanged(int row);
    void clear();

    LabController* m_controller;
    RequestTableModel* m_model;
    QLabel* m_heading;
    QTableView* m_table;
    QPlainTextEdit* m_response;
    int m_lane = -1;
    const VisibleHorizon* m_horizon = nullptr;
    std::optional<SimTime> m_listedUntil;
};

} // namespace ratelab
