// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Sweep view's controls: one or two varied parameters, the seeds, the metric the charts
// show, Run / Cancel / Export, the progress with its estimate of the time left, and the error
// of a sweep that cannot start, shown inline under the fields. Holds no results. GUI thread.
#include "ui/sweep/SweepParameters.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ratelab {

class SweepAxisRow;

class SweepForm : public QWidget {
    Q_OBJECT
public:
    explicit SweepForm(QWidget* parent = nullptr);

    void setParameters(const QList<SweepParameter>& parameters);
    // "PATH=SPEC" of the first parameter, and of the second when it is on.
    [[nodiscard]] QStringList axisTexts() const;
    [[nodiscard]] int seeds() const;
    [[nodiscard]] QString metric() const;

    void setRunning(bool running);
    void setProgress(qsizetype done, qsizetype total, double secondsLeft);
    void setStatus(const QString& text);
    // Empty hides it.
    void showError(const QString& text);
    [[nodiscard]] QString error() const;

    [[nodiscard]] SweepAxisRow* firstAxis() const { return m_first; }
    [[nodiscard]] SweepAxisRow* secondAxis() const { return m_second; }
    [[nodiscard]] QCheckBox* secondOn() const { return m_secondOn; }
    [[nodiscard]] QSpinBox* seedBox() const { return m_seeds; }
    [[nodiscard]] QComboBox* metricBox() const { return m_metric; }
    [[nodiscard]] QPushButton* runButton() const { return m_run; }
    [[nodiscard]] QPushButton* cancelButton() const { return m_cancel; }
    [[nodiscard]] QPushButton* exportButton() const { return m_export; }
    [[nodiscard]] QProgressBar* progressBar() const { return m_progress; }

signals:
    void runRequested();
    void cancelRequested();
    void exportRequested();
    void metricChanged();

private:
    SweepAxisRow* m_first;
    SweepAxisRow* m_second;
    QCheckBox* m_secondOn;
    QSpinBox* m_seeds;
    QComboBox* m_metric;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_export;
    QProgressBar* m_progress;
    QLabel* m_status;
    QLabel* m_error;
};

} // namespace ratelab
