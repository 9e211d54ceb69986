// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Presentation mode for a projector (F11): full screen, large fonts in the charts and panels,
// editors and history hidden (View > Lanes > Expand lets one lane fill the charts). Remembers the
// window's state to restore it. GUI thread only.
#include <QByteArray>
#include <QFont>
#include <QObject>

class QAction;
class QMainWindow;
class QWidget;

namespace ratelab {

class ChartPanel;

class PresentationMode : public QObject {
    Q_OBJECT
public:
    static constexpr double kFontScale = 1.25;

    PresentationMode(QMainWindow* window, ChartPanel* charts, QList<QWidget*> hidden);

    [[nodiscard]] bool isActive() const { return m_active; }
    // View > Presentation Mode (F11): checkable, follows setActive() from anywhere.
    [[nodiscard]] QAction* action() const { return m_action; }
    void setActive(bool on);

signals:
    void activeChanged(bool on);

private:
    QMainWindow* m_window;
    QAction* m_action;
    ChartPanel* m_charts;
    QList<QWidget*> m_hidden;
    QByteArray m_savedState;
    QFont m_savedFont;
    bool m_wasMaximized = false;
    bool m_active = false;
};

} // namespace ratelab
