// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playback/VisibleHorizon.h"

#include "ui/playback/PlaybackController.h"

#include <algorithm>

namespace ratelab {

VisibleHorizon::VisibleHorizon(PlaybackController* playback, QObject* parent)
    : QObject(parent)
    , m_playback(playback)
{
    // Every cursor move changes the limit while the future is hidden; only then do views hear it.
    connect(playback, &PlaybackController::cursorChanged, this, [this] {
        const std::optional<SimTime> now = limit();
        if (now != m_lastLimit) {
            m_lastLimit = now;
            emit changed();
        }
    });
}

void VisibleHorizon::setHidesFuture(bool on)
{
    if (on == m_hidesFuture)
        return;
    m_hidesFuture = on;
    m_lastLimit = limit();
    emit changed();
}

std::optional<SimTime> VisibleHorizon::limit() const
{
    if (!m_hidesFuture || m_playback->cursor() >= m_playback->end())
        return std::nullopt;
    return m_playback->cursor();
}

bool VisibleHorizon::shows(SimTime t) const
{
    const std::optional<SimTime> l = limit();
    return !l || t < *l;
}

std::int64_t VisibleHorizon::lastShownBucket(SimTime bucket, std::int64_t count) const
{
    const std::optional<SimTime> l = limit();
    if (!l)
        return count - 1;
    return std::min<std::int64_t>(*l / std::max<SimTime>(bucket, 1), count) - 1;
}

} // namespace ratelab
