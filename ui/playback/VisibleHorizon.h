// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How much of the run the views may show: all of it, or — in lesson mode, before the class has
// seen an answer — only what happened up to the playback cursor. Lesson mode sets the rule and
// nothing else decides it; every view that draws a run (charts, lane headers, the summary table,
// claims, topology, the request inspector) asks limit() and redraws on changed(). GUI thread only.
#include "core/sim/SimTime.h"

#include <QObject>

#include <optional>

namespace ratelab {

class PlaybackController;

class VisibleHorizon : public QObject {
    Q_OBJECT
public:
    explicit VisibleHorizon(PlaybackController* playback, QObject* parent = nullptr);

    // Lesson mode on: the future stays hidden until the cursor reaches the end of the run.
    void setHidesFuture(bool on);
    [[nodiscard]] bool hidesFuture() const { return m_hidesFuture; }
    // The latest run time a view may show; nullopt when it may show the whole run.
    [[nodiscard]] std::optional<SimTime> limit() const;
    // Whether figures of the whole run (totals, the busiest window, claims) may be shown.
    [[nodiscard]] bool showsWholeRun() const { return !limit(); }
    // Whether a moment of the run may be shown (inspected, hovered).
    [[nodiscard]] bool shows(SimTime t) const;
    // The last bucket of `bucket` that ended by the limit: -1 when none has; every bucket of
    // `count` shown when there is no limit.
    [[nodiscard]] std::int64_t lastShownBucket(SimTime bucket, std::int64_t count) const;

signals:
    void changed();

private:
    PlaybackController* m_playback;
    bool m_hidesFuture = false;
    std::optional<SimTime> m_lastLimit;
};

} // namespace ratelab
