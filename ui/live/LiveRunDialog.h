// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Repeat live against Redis": the dialog that plays the current scenario against a real
// redis-server (the app's private one, or one the user names on this machine) at a chosen speed,
// shows progress with cancel, and hands the live result back to be drawn beside the simulated
// run. Non-modal, so the charts stay usable while it plays. GUI thread.
#include "core/io/live/LiveOptions.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace ratelab {

class LiveRunJob;
class PrivateRedisServer;

class LiveRunDialog : public QDialog {
    Q_OBJECT
public:
    LiveRunDialog(PrivateRedisServer* privateServer, QWidget* parent = nullptr);

    // The scenario the next run plays (the app's current one).
    void setScenario(const Scenario& scenario);
    // A server named on the command line (`ratelab --redis HOST:PORT`): preselected.
    void setExternalEndpoint(const QString& endpoint);
    void setSpeed(double speed);

    // Starts the run as the Run button does; false (with the reason in statusText()) if it cannot.
    bool startRun();
    void cancelRun();
    [[nodiscard]] bool isRunning() const;
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] LiveRunJob* job() const { return m_job; }

    // A speed that plays the scenario in about fifteen seconds of wall time, at least real time.
    [[nodiscard]] static double suggestedSpeed(std::int64_t durationMs);

signals:
    // label: "live: redis 127.0.0.1:6400" — what the legend shows for the live run.
    void liveResultReady(std::shared_ptr<const ratelab::RunResult> result, const QString& label);

private:
    void updateEstimate();
    void updateControls();
    void setStatus(const QString& text);
    void onFinished(std::shared_ptr<const RunResult> result, const LiveReport& report);

    PrivateRedisServer* m_private;
    LiveRunJob* m_job;
    Scenario m_scenario;
    QString m_endpointText;
    int m_runs = 0; // numbers each run's key namespace on the server
    QRadioButton* m_usePrivate;
    QRadioButton* m_useExternal;
    QLineEdit* m_external;
    QDoubleSpinBox* m_speed;
    QLabel* m_estimate;
    QCheckBox* m_failOpen;
    QProgressBar* m_progress;
    QLabel* m_status;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QDialogButtonBox* m_buttons;
};

} // namespace ratelab
