// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Presentation mode for a projector (F11): full screen, editors and history hidden (View > Lanes >
// Expand lets one lane fill the charts), and text sized for the screen so it reads from the back
// of a room: the same share of the screen's height on a 1280x720 projector as on a 1920x1080
// one, the lesson's text never smaller than the charts' titles. Remembers the window's state to
// restore it. GUI thread only.
#include <QByteArray>
#include <QFont>
#include <QObject>

class QAction;
class QMainWindow;
class QScreen;
class QWidget;

namespace ratelab {

class ChartPanel;

class PresentationMode : public QObject {
    Q_OBJECT
public:
    // The charts' fonts against the application's (chartstyle::font): their titles come out a
    // little smaller than the lesson's text, their tick labels smaller still.
    static constexpr double kFontScale = 1.0;
    // A line of text takes this share of the screen's height, and never less than the desktop's
    // font grown by this much.
    static constexpr double kLinesPerScreen = 40.0;
    static constexpr double kLeastGrowth = 1.35;

    // The application font while presenting on `screen`.
    [[nodiscard]] static QFont fontFor(const QFont& desktop, const QScreen* screen);

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
