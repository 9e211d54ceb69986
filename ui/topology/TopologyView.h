// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The topology panel: the scenario's distributed world for one lane (chosen in a combo when the
// scenario has several), coloured by health and load at the playback cursor, with a legend and
// a hint; clicking a store or a link opens a menu that injects a fault at the cursor as an
// undoable scenario edit. Reads the LabController and PlaybackController it is given; GUI thread.
#include "ui/topology/FaultInjector.h"

#include "core/sim/SimTime.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QGraphicsItem;
class QLabel;
class QMenu;

namespace ratelab {

class LabController;
class PlaybackController;
class TopologyCanvas;
class TopologyScene;
class VisibleHorizon;

class TopologyView : public QWidget {
    Q_OBJECT
public:
    TopologyView(LabController* controller, PlaybackController* playback,
                 QWidget* parent = nullptr);

    [[nodiscard]] TopologyScene* scene() const { return m_scene; }
    [[nodiscard]] QComboBox* laneSelector() const { return m_lane; }
    [[nodiscard]] int lane() const;
    void setLane(int lane);
    // Lesson mode's horizon: nothing after it shows (the last bucket that ended by it, its loads).
    void setHorizon(const VisibleHorizon* horizon);
    // The latest run time the drawing shows: the end of the bucket it reads, or nullopt when
    // its loads are shares of the whole run's busiest bucket.
    [[nodiscard]] std::optional<SimTime> latestShownTime() const { return m_latestShown; }
    [[nodiscard]] QString hint() const;

    // The fault menu of a store or link item at the cursor, as a click shows it; nullptr for other
    // items. The caller owns the menu. Its actions call injectFault().
    [[nodiscard]] QMenu* faultMenu(QGraphicsItem* item);
    // What choosing `choice` in that menu does. False (and errorOccurred) when it cannot be done.
    bool injectFault(QGraphicsItem* item, FaultChoice choice);

signals:
    void errorOccurred(const QString& title, const QString& message);

private:
    struct Target {
        bool valid = false;
        bool canFail = false;
        QString name;   // for the undo text: "shared Redis" or "eu → shared Redis"
        QString region; // the region a partition cuts off
        QString store;  // the one store the fault hits (TopologyStore::faultTarget)
    };

    void rebuild();
    [[nodiscard]] std::optional<SimTime> shownUntil() const;
    void refresh();
    void showMenu(QGraphicsItem* item, const QPoint& globalPos);
    [[nodiscard]] Target targetOf(QGraphicsItem* item) const;
    bool inject(const Target& target, FaultChoice choice, std::int64_t atMs, int lane);

    LabController* m_controller;
    PlaybackController* m_playback;
    const VisibleHorizon* m_horizon = nullptr;
    std::optional<SimTime> m_latestShown;
    TopologyScene* m_scene;
    TopologyCanvas* m_canvas;
    QComboBox* m_lane;
    QLabel* m_laneLabel;
    QLabel* m_time;
    QLabel* m_legend;
    QLabel* m_hint;
};

} // namespace ratelab
