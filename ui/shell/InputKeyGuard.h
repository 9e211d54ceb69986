// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lets a focused input widget (a slider, a spin box, a text field, a combo box, a list) keep the
// plain keys it uses itself — the arrows, Space, Home, End, and in a text field every letter and
// Enter — even where the shortcut table binds them window-wide (lesson mode's steps, Reveal, B for
// a black screen) or to a panel the widget sits in: it accepts the widget's ShortcutOverride for
// those keys. PageUp and PageDown stay with the shortcuts, so a presenter's clicker always turns
// the step. And in every window, Tab leaves tables (QTableView walks its cells with Tab). Installed
// on the application by the main window, it acts on that window's widgets only; GUI thread.
#include <QObject>

class QKeyEvent;
class QWidget;

namespace ratelab {

class InputKeyGuard : public QObject {
    Q_OBJECT
public:
    // `window`: the window whose input widgets keep their keys; the guard is its child.
    explicit InputKeyGuard(QWidget* window);

    // The keys an input widget keeps: no modifier but keypad, and one of its own editing keys.
    static bool inputKeepsKey(const QKeyEvent& event);
    // A widget that uses those keys itself (the playback scrubber is the transport's: excluded).
    static bool isInputWidget(const QWidget* widget);
    // What a text field keeps besides: what it types (no Ctrl, Alt or Meta) and Enter.
    static bool textInputKeepsKey(const QKeyEvent& event);
    // A widget that takes typed text: a line edit, an editable spin box, combo box or text area.
    static bool isTextInput(const QWidget* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_window;
};

} // namespace ratelab
