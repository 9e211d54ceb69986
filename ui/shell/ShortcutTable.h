// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one table of keyboard shortcuts: every bound action, its keys, where the keys work and what
// they do. The playback bar, lesson mode and the Help > Keyboard Shortcuts sheet all read it, so a
// key changed here changes everywhere. Static data; GUI thread.
#include <QKeySequence>
#include <QList>
#include <QString>

class QAction;

namespace ratelab {

class ShortcutTable {
public:
    enum class Action {
        PlayPause,
        StepForward,
        StepBack,
        Rewind,
        Faster,
        Slower,
        NextStep,
        PreviousStep,
        LessonMode,
        LessonGallery,
        Glossary,
        Presentation,
        RepeatLive,
        Sweep,
    };
    // Where the keys are live: the transport keys only while the charts or the playback bar have
    // focus and lesson mode is off (so a focused slider keeps its arrows), the step keys anywhere
    // in the window while lesson mode is on.
    enum class Context { ChartsAndTransport, LessonMode, Window };

    struct Entry {
        Action action;
        QList<QKeySequence> keys;
        Context context;
        const char* description;
    };

    static const QList<Entry>& entries();
    static const Entry& entry(Action action);
    // Gives `action` its keys and the Qt context that matches the entry's.
    static void bind(QAction* action, Action which);
    static QString contextName(Context context);
    // The sheet Help > Keyboard Shortcuts shows: one row per entry, grouped by context.
    static QString sheetHtml();
};

} // namespace ratelab
