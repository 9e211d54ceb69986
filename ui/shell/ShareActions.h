// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Share What-If…: writes the current scenario, its seed, the RateLab release and the run's
// figures as one `*.ratelab-share.json` (core/io ShareFile) for a student to hand in; opening
// such a file (File > Open, a drop, the command line) shows the same scenario and seed, the
// lesson it belongs to, and once it has run, whether its figures reproduce (ShareCheck).
// GUI thread only.
#include "core/io/share/ShareCheck.h"
#include "core/io/share/ShareFile.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QWidget;

namespace ratelab {

class LabController;
class LessonPanel;

class ShareActions : public QObject {
    Q_OBJECT
public:
    ShareActions(LabController* controller, LessonPanel* lesson, QWidget* window);

    // File > Share What-If…: enabled while there is a finished run of the current scenario.
    [[nodiscard]] QAction* shareAction() const { return m_share; }
    // Writes the share file (its name gets the suffix if it lacks it); false with errorOccurred.
    bool shareTo(const QString& path);
    // Opens a share file over the current scenario (asking before an edit is discarded); false
    // with errorOccurred for a bad file, or when the user kept the current scenario.
    bool open(const QString& path);
    // The check of the last share opened, once its run has finished.
    [[nodiscard]] const std::optional<ShareCheck>& lastCheck() const { return m_lastCheck; }
    [[nodiscard]] QString fileFilter() const;

signals:
    void errorOccurred(const QString& title, const QString& message);
    void shared(const QString& path);
    // The opened share's first run has finished: its figures compared with the file's.
    void checked(const ratelab::ShareCheck& check, const QString& path);

private:
    void chooseAndShare();
    void updateEnabled();
    void onResult();
    [[nodiscard]] QString lessonId() const;

    LabController* m_controller;
    LessonPanel* m_lesson;
    QWidget* m_window;
    QAction* m_share;
    std::optional<ShareFile> m_pending; // opened, waiting for its first run
    QString m_pendingPath;
    std::optional<ShareCheck> m_lastCheck;
};

} // namespace ratelab
