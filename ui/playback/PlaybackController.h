// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Playback on the virtual clock: a cursor that advances at a chosen speed (0.1x to 1000x of
// real time) while playing, can be stepped one bucket at a time or dragged, or swept to a moment
// in a few seconds whatever the run's length (a lesson's reveal). At the end of the run the
// cursor parks at the end, where the charts show everything. GUI thread only.
#include "core/sim/SimTime.h"

#include <QElapsedTimer>
#include <QObject>

#include <chrono>
#include <optional>

class QTimer;

namespace ratelab {

class PlaybackController : public QObject {
    Q_OBJECT
public:
    explicit PlaybackController(QObject* parent = nullptr);

    enum class Cursor { ToEnd, ToStart, KeepPosition };
    // A new run: its length and bucket size. The cursor goes to the end (everything shown), to
    // the start (a lesson begins before anything happened), or with KeepPosition (a re-run after
    // an edit) stays where the user had moved it, if the new run still reaches that far: a fault
    // injected at 60 s is watched from 60 s.
    void setRun(std::int64_t durationMs, std::int64_t bucketMs, Cursor cursor = Cursor::ToEnd);
    [[nodiscard]] SimTime cursor() const { return m_cursor; }
    [[nodiscard]] SimTime end() const { return m_end; }
    [[nodiscard]] bool isPlaying() const { return m_playing; }
    [[nodiscard]] double speed() const { return m_speed; }
    [[nodiscard]] bool atEnd() const { return m_cursor >= m_end; }

    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void setCursor(SimTime t);
    void setSpeed(double speed);
    void rewind();
    void toEnd();
    // Plays from the cursor to `target` at the pace that gets there in `wall` of real time (the
    // chosen speed is left alone), then pauses there and emits sweepEnded(true). Anything that
    // pauses or moves the cursor first ends the sweep where it is: sweepEnded(false).
    void sweepTo(SimTime target, std::chrono::milliseconds wall);
    [[nodiscard]] bool isSweeping() const { return m_sweepTarget.has_value(); }
    // Jumps to the sweep's target at once (a second press of Reveal).
    void finishSweep();

signals:
    void cursorChanged(ratelab::SimTime cursor);
    void playingChanged(bool playing);
    void speedChanged(double speed);
    void sweepEnded(bool reachedTarget);

private:
    void tick();
    void endSweep(bool reached);

    QTimer* m_timer;
    QElapsedTimer m_wall;
    SimTime m_cursor = 0;
    SimTime m_end = 0;
    SimTime m_step = kMicrosPerSecond;
    double m_speed = 1.0;
    bool m_playing = false;
    std::optional<SimTime> m_sweepTarget;
    double m_sweepSpeed = 1.0;  // virtual microseconds per real microsecond while sweeping
    bool m_sweepMoving = false; // the sweep's own cursor moves: they do not end it
};

} // namespace ratelab
