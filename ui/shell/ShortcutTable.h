// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one table of keyboard shortcuts: every action the app binds a key to, its keys, where the
// keys work and what they do. Every action gets its keys from bind(), so the Help > Keyboard
// Shortcuts sheet, built from the same table, lists every shortcut the app has; a key changed
// here changes everywhere. Static data; GUI thread.
#include <QKeySequence>
#include <QList>
#include <QString>

#include <optional>

class QAction;
class QWidget;

namespace ratelab {

class ShortcutTable {
public:
    enum class Action {
        // the transport
        PlayPause,
        StepForward,
        StepBack,
        Rewind,
        ToEnd,
        Faster,
        Slower,
        // lesson mode
        NextStep,
        PreviousStep,
        Reveal,
        BlackScreen,
        // anywhere
        LessonMode,
        LessonGallery,
        Glossary,
        Presentation,
        RepeatLive,
        Sweep,
        NewScenario,
        OpenScenario,
        SaveScenarioAs,
        SaveRun,
        Quit,
        Undo,
        Redo,
        RunAgain,
        CancelRun,
        PinRun,
        ResetZoom,
        CopyChart,
    };
    // Where the keys are live: the transport keys only while the charts or the playback bar have
    // focus (so a focused slider keeps its arrows), the lesson keys anywhere in the window while
    // lesson mode is on, the rest anywhere.
    enum class Context { ChartsAndTransport, LessonMode, Window };

    struct Entry {
        Action action;
        QList<QKeySequence> keys;
        Context context;
        const char* description;
    };

    static const QList<Entry>& entries();
    static const Entry& entry(Action action);
    // Gives `action` its keys and the Qt context that matches the entry's, and remembers which
    // entry it follows (boundTo).
    static void bind(QAction* action, Action which);
    [[nodiscard]] static std::optional<Action> boundTo(const QAction* action);
    // A transport key that lesson mode takes for its own steps while it is on.
    [[nodiscard]] static bool collidesWithLessonKeys(Action transport);
    static QString contextName(Context context);
    // The sheet Help > Keyboard Shortcuts shows: one row per entry, grouped by context.
    static QString sheetHtml();
    // Help > Keyboard Shortcuts: opens the sheet over `window`.
    static QAction* sheetAction(QWidget* window);
};

} // namespace ratelab
