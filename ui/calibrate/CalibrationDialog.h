// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The calibration view (View > Calibration): choose an access log, its format and whose requests
// are whose, import and analyse it in the background (a progress bar per pass, Cancel), then per
// endpoint category a histogram of the identities' busiest rates with the candidate limits drawn
// on it (the rule of thumb, the smallest limit under the false-positive target), the verdict in
// words, and the table of who the suggested limits would throttle. The same analysis as
// `ratelab-cli calibrate` (core/io/calibrate). GUI thread.
#include "ui/calibrate/CalibrationJob.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace ratelab {

class RateHistogramChart;
class ThrottledModel;

class CalibrationDialog : public QDialog {
    Q_OBJECT
public:
    explicit CalibrationDialog(QWidget* parent = nullptr);
    ~CalibrationDialog() override;

    // Sets the log (and its format: "common", "combined" or "csv") in the form.
    void setLog(const QString& path, const QString& format = QStringLiteral("combined"));
    // Starts with the form's settings; false (and status() says why) when they are incomplete.
    bool start();
    void cancel();

    [[nodiscard]] QString status() const;
    [[nodiscard]] const CalibrationOutcome* outcome() const { return m_outcome.get(); }
    [[nodiscard]] RateHistogramChart* histogram() const { return m_histogram; }
    [[nodiscard]] ThrottledModel* throttledModel() const { return m_throttled; }
    [[nodiscard]] QComboBox* categoryBox() const { return m_category; }
    [[nodiscard]] QComboBox* legitimateBox() const { return m_legitimate; }
    [[nodiscard]] QSpinBox* topBox() const { return m_top; }
    [[nodiscard]] QProgressBar* progressBar() const { return m_progress; }
    [[nodiscard]] QPushButton* cancelButton() const { return m_cancel; }
    [[nodiscard]] QLabel* verdictLabel() const { return m_verdict; }

signals:
    // After every start(): ok false when it failed or was cancelled (status() says which).
    void calibrationFinished(bool ok);

private:
    QWidget* buildForm();
    QWidget* buildResults();
    void browse();
    void onProgress(int pass, qint64 read, qint64 total);
    void onFinished(std::shared_ptr<const CalibrationOutcome> outcome);
    void showCategory(int index);
    void setRunning(bool running);

    CalibrationJob* m_job;
    std::shared_ptr<const CalibrationOutcome> m_outcome;
    QLineEdit* m_log;
    QComboBox* m_format;
    QComboBox* m_identity;
    QComboBox* m_legitimate;
    QSpinBox* m_top;
    QLineEdit* m_legitFile;
    QComboBox* m_algorithm;
    QComboBox* m_window;
    QDoubleSpinBox* m_target;
    QCheckBox* m_lenient;
    QPushButton* m_start;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    QComboBox* m_category;
    RateHistogramChart* m_histogram;
    QLabel* m_verdict;
    ThrottledModel* m_throttled;
    QSortFilterProxyModel* m_sorted;
    QTableView* m_table;
};

} // namespace ratelab
