// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The current scenario as a document the user owns: where Save As and Open start (the user's own
// scenarios folder, never over a shipped lesson), writing it, and the Save / Discard / Cancel
// question before an edited scenario is replaced or the window closes. Owned by the main window;
// reads and marks the LabController's undo stack. GUI thread only.
#include <QObject>
#include <QString>

class QWidget;

namespace ratelab {

class LabController;

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    ScenarioDocument(LabController* controller, QWidget* window);

    // <AppDataLocation>/scenarios, created on first use: beside the user's own lessons, and
    // never mistaken for the shipped ones.
    static QString userFolder();
    // A file RateLab ships (embedded, or a copy of an embedded lesson scenario on disk).
    static bool isShipped(const QString& path);

    // Where Save As proposes to write: the file itself when it is the user's, else a file of the
    // same name in userFolder().
    [[nodiscard]] QString saveStartPath() const;
    // Where Open starts: the folder of the user's current file, else userFolder().
    [[nodiscard]] QString openStartFolder() const;

    bool saveAs();                       // asks for a path; false when cancelled or failed
    bool saveTo(const QString& path);    // false (and errorOccurred) when the write fails
    [[nodiscard]] QString askOpenPath(); // empty when cancelled

    // True when nothing would be lost: no unsaved edit, or the user saved or chose Discard.
    // False on Cancel (or a failed save): keep the current scenario.
    bool confirmDiscard();

signals:
    void saved(const QString& path);
    void errorOccurred(const QString& title, const QString& message);

private:
    LabController* m_controller;
    QWidget* m_window;
};

} // namespace ratelab
