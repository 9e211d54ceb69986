// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The playback controls under the charts: rewind, play/pause, step, speed and a scrubber over
// virtual time. Its actions (with their shortcuts) are exposed so the menus show the same
// ones. Drives a PlaybackController; GUI thread only.
#include "core/sim/SimTime.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace ratelab {

class PlaybackController;

class PlaybackBar : public QWidget {
    Q_OBJECT
public:
    explicit PlaybackBar(PlaybackController* playback, QWidget* parent = nullptr);

    [[nodiscard]] QAction* playAction() const { return m_play; }
    [[nodiscard]] QAction* stepAction() const { return m_step; }
    [[nodiscard]] QAction* stepBackAction() const { return m_stepBack; }
    [[nodiscard]] QAction* rewindAction() const { return m_rewind; }
    [[nodiscard]] QAction* toEndAction() const { return m_toEnd; }
    [[nodiscard]] QAction* fasterAction() const { return m_faster; }
    [[nodiscard]] QAction* slowerAction() const { return m_slower; }
    [[nodiscard]] QList<QAction*> transportActions() const
    {
        return {m_play, m_step, m_stepBack, m_rewind, m_toEnd, m_faster, m_slower};
    }

private:
    void onCursorChanged(SimTime cursor);
    void onPlayingChanged(bool playing);
    void onSpeedChanged(double speed);
    void changeSpeed(int direction);

    PlaybackController* m_playback;
    QAction* m_play;
    QAction* m_step;
    QAction* m_stepBack;
    QAction* m_rewind;
    QAction* m_toEnd;
    QAction* m_faster;
    QAction* m_slower;
    QComboBox* m_speed;
    QSlider* m_scrubber;
    QLabel* m_time;
};

} // namespace ratelab
