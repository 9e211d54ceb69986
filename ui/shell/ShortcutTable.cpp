// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/ShortcutTable.h"

#include <QAction>
#include <QCoreApplication>

namespace ratelab {

const QList<ShortcutTable::Entry>& ShortcutTable::entries()
{
    using K = QKeySequence;
    static const QList<Entry> table{
        {Action::PlayPause,
         {K(Qt::Key_Space)},
         Context::ChartsAndTransport,
         "Play or pause the virtual clock"},
        {Action::StepForward,
         {K(Qt::Key_Right)},
         Context::ChartsAndTransport,
         "Move the cursor one time bucket forward"},
        {Action::StepBack,
         {K(Qt::Key_Left)},
         Context::ChartsAndTransport,
         "Move the cursor one time bucket back"},
        {Action::Rewind, {K(Qt::Key_Home)}, Context::ChartsAndTransport, "Back to time 0"},
        {Action::Faster, {K(Qt::Key_BracketRight)}, Context::ChartsAndTransport, "Play faster"},
        {Action::Slower, {K(Qt::Key_BracketLeft)}, Context::ChartsAndTransport, "Play slower"},
        // Presenter clickers send PageDown and PageUp.
        {Action::NextStep,
         {K(Qt::Key_Right), K(Qt::Key_PageDown), K(Qt::Key_Space)},
         Context::LessonMode,
         "Next step of the lesson"},
        {Action::PreviousStep,
         {K(Qt::Key_Left), K(Qt::Key_PageUp)},
         Context::LessonMode,
         "Previous step of the lesson"},
        {Action::LessonMode,
         {K(Qt::CTRL | Qt::SHIFT | Qt::Key_L)},
         Context::Window,
         "Enter or leave lesson mode"},
        {Action::LessonGallery,
         {K(Qt::CTRL | Qt::SHIFT | Qt::Key_O)},
         Context::Window,
         "Open the lesson gallery"},
        {Action::Glossary, {K(Qt::SHIFT | Qt::Key_F1)}, Context::Window, "Open the glossary"},
        {Action::Presentation,
         {K(Qt::Key_F11)},
         Context::Window,
         "Presentation mode: full screen, large fonts"},
        {Action::RepeatLive,
         {K(Qt::CTRL | Qt::Key_L)},
         Context::Window,
         "Repeat the run live against a real Redis"},
        {Action::Sweep,
         {K(Qt::CTRL | Qt::SHIFT | Qt::Key_G)},
         Context::Window,
         "Open the Sweep view: the scenario over a grid of parameters"},
    };
    return table;
}

const ShortcutTable::Entry& ShortcutTable::entry(Action action)
{
    for (const Entry& e : entries())
        if (e.action == action)
            return e;
    return entries().front();
}

void ShortcutTable::bind(QAction* action, Action which)
{
    const Entry& e = entry(which);
    action->setShortcuts(e.keys);
    action->setShortcutContext(e.context == Context::ChartsAndTransport
                                   ? Qt::WidgetWithChildrenShortcut
                                   : Qt::WindowShortcut);
}

QString ShortcutTable::contextName(Context context)
{
    switch (context) {
    case Context::ChartsAndTransport:
        return QCoreApplication::translate(
            "ShortcutTable", "Exploring (while the charts or the transport have focus)");
    case Context::LessonMode:
        return QCoreApplication::translate("ShortcutTable", "Lesson mode (anywhere in the window)");
    case Context::Window:
        return QCoreApplication::translate("ShortcutTable", "Anywhere");
    }
    return {};
}

QString ShortcutTable::sheetHtml()
{
    QString html;
    for (Context context : {Context::ChartsAndTransport, Context::LessonMode, Context::Window}) {
        html += QStringLiteral("<h3>%1</h3><table cellspacing=\"0\" cellpadding=\"4\">")
                    .arg(contextName(context).toHtmlEscaped());
        for (const Entry& e : entries()) {
            if (e.context != context)
                continue;
            QStringList keys;
            for (const QKeySequence& k : e.keys)
                keys << QStringLiteral("<b>%1</b>")
                            .arg(k.toString(QKeySequence::NativeText).toHtmlEscaped());
            html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                        .arg(keys.join(QStringLiteral(", ")),
                             QCoreApplication::translate("ShortcutTable", e.description));
        }
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(QCoreApplication::translate(
                    "ShortcutTable",
                    "A focused slider, field, list or combo box keeps its own arrows, Space, "
                    "Home and End; PageUp and PageDown always turn a "
                    "lesson's step."));
    return html;
}

} // namespace ratelab
