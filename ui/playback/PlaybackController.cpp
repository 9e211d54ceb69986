// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playback/PlaybackController.h"

#include <QTimer>

#include <algorithm>

namespace ratelab {

PlaybackController::PlaybackController(QObject* parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(33);
    m_timer->setTimerType(Qt::PreciseTimer);
    connect(m_timer, &QTimer::timeout, this, &PlaybackController::tick);
}

void PlaybackController::setRun(std::int64_t durationMs, std::int64_t bucketMs, Cursor cursor)
{
    pause();
    const SimTime oldEnd = m_end;
    m_end = fromMillis(std::max<std::int64_t>(durationMs, 0));
    m_step = fromMillis(std::max<std::int64_t>(bucketMs, 1));
    const bool keep = cursor == Cursor::KeepPosition && m_cursor < oldEnd && m_cursor < m_end;
    const SimTime at = keep ? m_cursor : cursor == Cursor::ToStart ? 0 : m_end;
    if (at == m_cursor)
        emit cursorChanged(m_cursor); // the new run's views learn where the cursor stands
    else
        setCursor(at);
}

void PlaybackController::play()
{
    if (m_playing || m_end <= 0)
        return;
    if (atEnd())
        setCursor(0);
    m_playing = true;
    m_wall.start();
    m_timer->start();
    emit playingChanged(true);
}

void PlaybackController::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_timer->stop();
    emit playingChanged(false);
    if (m_sweepTarget && !m_sweepMoving)
        endSweep(false);
}

void PlaybackController::togglePlay()
{
    m_playing ? pause() : play();
}

void PlaybackController::stepForward()
{
    pause();
    // Steps land on bucket boundaries so each press reveals exactly one more bar.
    setCursor(((m_cursor / m_step) + 1) * m_step);
}

void PlaybackController::stepBack()
{
    pause();
    const SimTime aligned = (m_cursor / m_step) * m_step;
    setCursor(aligned == m_cursor ? m_cursor - m_step : aligned);
}

void PlaybackController::rewind()
{
    pause();
    setCursor(0);
}

void PlaybackController::toEnd()
{
    pause();
    setCursor(m_end);
}

void PlaybackController::setCursor(SimTime t)
{
    t = std::clamp<SimTime>(t, 0, m_end);
    if (t == m_cursor)
        return;
    if (m_sweepTarget && !m_sweepMoving) {
        // Moved by someone else (a step, the scrubber): the sweep is over where it stands.
        m_sweepMoving = true;
        pause();
        m_sweepMoving = false;
        endSweep(false);
    }
    m_cursor = t;
    emit cursorChanged(m_cursor);
}

void PlaybackController::sweepTo(SimTime target, std::chrono::milliseconds wall)
{
    target = std::clamp<SimTime>(target, 0, m_end);
    if (m_sweepTarget)
        endSweep(false);
    if (target <= m_cursor || wall.count() <= 0) {
        pause();
        setCursor(target);
        emit sweepEnded(true);
        return;
    }
    // The pace that covers the distance in `wall`: a 60 s run and a 10 h run both take it.
    m_sweepSpeed = static_cast<double>(target - m_cursor)
                   / static_cast<double>(std::chrono::microseconds(wall).count());
    m_sweepTarget = target;
    m_playing = true;
    m_wall.start();
    m_timer->start();
    emit playingChanged(true);
}

void PlaybackController::finishSweep()
{
    if (!m_sweepTarget)
        return;
    const SimTime target = *m_sweepTarget;
    m_sweepMoving = true;
    pause();
    setCursor(target);
    m_sweepMoving = false;
    endSweep(true);
}

void PlaybackController::endSweep(bool reached)
{
    m_sweepTarget.reset();
    emit sweepEnded(reached);
}

void PlaybackController::setSpeed(double speed)
{
    speed = std::clamp(speed, 0.1, 1000.0);
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged(m_speed);
}

void PlaybackController::tick()
{
    const qint64 wallNs = m_wall.nsecsElapsed();
    m_wall.restart();
    const double speed = m_sweepTarget ? m_sweepSpeed : m_speed;
    const auto advance = static_cast<SimTime>(static_cast<double>(wallNs) / 1000.0 * speed);
    if (m_sweepTarget) {
        if (m_cursor + std::max<SimTime>(advance, 1) >= *m_sweepTarget) {
            finishSweep();
            return;
        }
        m_sweepMoving = true;
        setCursor(m_cursor + std::max<SimTime>(advance, 1));
        m_sweepMoving = false;
        return;
    }
    setCursor(m_cursor + std::max<SimTime>(advance, 1));
    if (atEnd())
        pause();
}

} // namespace ratelab
