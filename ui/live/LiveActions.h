// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Simulation menu's bridge to real Redis: "Repeat Live Against Redis..." opens the live-run
// dialog on the current scenario, "Open Run Folder Beside..." reads a folder of CSV files written
// by `ratelab-cli run` or `ratelab-cli live` and draws it as the overlay, "Clear Overlay" removes
// it. Owns the app's private redis-server (stopped with this object, i.e. when the window goes).
// GUI thread.
#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QWidget;

namespace ratelab {

class LabController;
class LiveRunDialog;
class PrivateRedisServer;

class LiveActions : public QObject {
    Q_OBJECT
public:
    LiveActions(LabController* controller, QWidget* window);
    ~LiveActions() override;

    [[nodiscard]] QList<QAction*> actions() const;
    [[nodiscard]] QAction* repeatLiveAction() const { return m_repeatLive; }
    // `ratelab --redis HOST:PORT`: live runs go there instead of a private server.
    void setExternalEndpoint(const QString& endpoint);

    // Opens (and creates on first use) the live-run dialog on the current scenario.
    LiveRunDialog* showDialog();
    // Reads a run folder and makes it the overlay; false with errorOccurred() on a bad folder.
    bool openRunFolder(const QString& dir);

    [[nodiscard]] PrivateRedisServer* privateServer() const { return m_private; }
    [[nodiscard]] LiveRunDialog* dialog() const; // null until first shown

signals:
    void errorOccurred(const QString& title, const QString& message);
    void overlayShown(const QString& label);

private:
    void chooseRunFolder();

    LabController* m_controller;
    QWidget* m_window;
    PrivateRedisServer* m_private;
    QPointer<LiveRunDialog> m_dialog;
    QString m_externalEndpoint;
    QAction* m_repeatLive;
    QAction* m_openBeside;
    QAction* m_clearOverlay;
};

} // namespace ratelab
