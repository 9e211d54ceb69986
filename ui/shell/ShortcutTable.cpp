// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/ShortcutTable.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ratelab {

namespace {

constexpr const char* kBoundProperty = "shortcutTableEntry";

QList<QKeySequence> standard(QKeySequence::StandardKey key)
{
    return QKeySequence::keyBindings(key);
}

} // namespace

const QList<ShortcutTable::Entry>& ShortcutTable::entries()
{
    using K = QKeySequence;
    using C = Context;
    static const QList<Entry> table{
        {Action::PlayPause,
         {K(Qt::Key_Space)},
         C::ChartsAndTransport,
         QT_TRANSLATE_NOOP("ShortcutTable", "Play or pause the virtual clock")},
        {Action::StepForward,
         {K(Qt::Key_Right)},
         C::ChartsAndTransport,
         QT_TRANSLATE_NOOP("ShortcutTable", "Move the cursor one time bucket forward")},
        {Action::StepBack,
         {K(Qt::Key_Left)},
         C::ChartsAndTransport,
         QT_TRANSLATE_NOOP("ShortcutTable", "Move the cursor one time bucket back")},
        {Action::Rewind,
         {K(Qt::Key_Home)},
         C::ChartsAndTransport,
         QT_TRANSLATE_NOOP("ShortcutTable", "Back to time 0")},
        {Action::ToEnd,
         {K(Qt::Key_End)},
         C::ChartsAndTransport,
         QT_TRANSLATE_NOOP("ShortcutTable", "To the end of the run: everything shown")},
        {Action::Faster,
         {K(Qt::Key_BracketRight)},
         C::ChartsAndTransport,
         QT_TRANSLATE_NOOP("ShortcutTable", "Play faster")},
        {Action::Slower,
         {K(Qt::Key_BracketLeft)},
         C::ChartsAndTransport,
         QT_TRANSLATE_NOOP("ShortcutTable", "Play slower")},
        // Presenter clickers send PageDown and PageUp (some Right/Left, B and Enter).
        {Action::NextStep,
         {K(Qt::Key_PageDown), K(Qt::Key_Right), K(Qt::Key_Space)},
         C::LessonMode,
         QT_TRANSLATE_NOOP("ShortcutTable",
                           "Next: reveal the answer to an open question, else the next step")},
        {Action::PreviousStep,
         {K(Qt::Key_PageUp), K(Qt::Key_Left)},
         C::LessonMode,
         QT_TRANSLATE_NOOP("ShortcutTable", "Previous step of the lesson")},
        {Action::Reveal,
         {K(Qt::Key_Return), K(Qt::Key_Enter), K(Qt::Key_R)},
         C::LessonMode,
         QT_TRANSLATE_NOOP("ShortcutTable",
                           "Reveal the answer (again: jump to the moment at once)")},
        {Action::BlackScreen,
         {K(Qt::Key_B), K(Qt::Key_Period)},
         C::LessonMode,
         QT_TRANSLATE_NOOP("ShortcutTable", "Black screen; any key brings the lesson back")},
        {Action::LessonMode,
         {K(Qt::CTRL | Qt::SHIFT | Qt::Key_L)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Enter or leave lesson mode")},
        {Action::LessonGallery,
         {K(Qt::CTRL | Qt::SHIFT | Qt::Key_O)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Open the lesson gallery")},
        {Action::Glossary,
         {K(Qt::SHIFT | Qt::Key_F1)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Open the glossary")},
        {Action::Presentation,
         {K(Qt::Key_F11)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Presentation mode: full screen, large text")},
        {Action::RepeatLive,
         {K(Qt::CTRL | Qt::Key_L)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Repeat the run live against a real Redis")},
        {Action::Sweep,
         {K(Qt::CTRL | Qt::SHIFT | Qt::Key_G)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable",
                           "Open the Sweep view: the scenario over a grid of parameters")},
        {Action::NewScenario, standard(QKeySequence::New), C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "A new, empty scenario")},
        {Action::OpenScenario, standard(QKeySequence::Open), C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Open a scenario file")},
        {Action::SaveScenarioAs, standard(QKeySequence::SaveAs), C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Save the scenario as a file")},
        {Action::SaveRun,
         {K(Qt::CTRL | Qt::Key_S)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Save the run to the history")},
        {Action::Quit, standard(QKeySequence::Quit), C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Quit RateLab")},
        {Action::Undo, standard(QKeySequence::Undo), C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Undo the last change of the scenario")},
        {Action::Redo,
         {K(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), K(Qt::CTRL | Qt::Key_Y)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Redo it")},
        {Action::RunAgain, standard(QKeySequence::Refresh), C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Run the scenario again")},
        {Action::CancelRun,
         {K(Qt::Key_Escape)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Stop the run under way")},
        {Action::PinRun,
         {K(Qt::CTRL | Qt::Key_P)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Pin the run as a faded overlay to compare with")},
        {Action::ResetZoom,
         {K(Qt::CTRL | Qt::Key_0)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Show the whole run again (reset the zoom)")},
        {Action::CopyChart,
         {K(Qt::CTRL | Qt::SHIFT | Qt::Key_C)},
         C::Window,
         QT_TRANSLATE_NOOP("ShortcutTable", "Copy the charts to the clipboard as a picture")},
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
    action->setProperty(kBoundProperty, static_cast<int>(which));
}

std::optional<ShortcutTable::Action> ShortcutTable::boundTo(const QAction* action)
{
    const QVariant v = action->property(kBoundProperty);
    if (!v.isValid())
        return std::nullopt;
    return static_cast<Action>(v.toInt());
}

bool ShortcutTable::collidesWithLessonKeys(Action transport)
{
    const Entry& e = entry(transport);
    for (const Entry& lesson : entries()) {
        if (lesson.context != Context::LessonMode)
            continue;
        for (const QKeySequence& key : e.keys)
            if (lesson.keys.contains(key))
                return true;
    }
    return false;
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
    for (Context context : {Context::LessonMode, Context::ChartsAndTransport, Context::Window}) {
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
                    "Home and End, and a text field its letters and Enter; PageUp and PageDown "
                    "always turn a lesson's step. Tab moves between the panels' controls and "
                    "leaves every table."));
    return html;
}

QAction* ShortcutTable::sheetAction(QWidget* window)
{
    auto* action =
        new QAction(QCoreApplication::translate("ShortcutTable", "&Keyboard Shortcuts"), window);
    QObject::connect(action, &QAction::triggered, window, [window] {
        QDialog sheet(window);
        sheet.setWindowTitle(QCoreApplication::translate("ShortcutTable", "Keyboard Shortcuts"));
        auto* text = new QTextBrowser(&sheet);
        text->setHtml(sheetHtml());
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &sheet);
        QObject::connect(buttons, &QDialogButtonBox::rejected, &sheet, &QDialog::reject);
        auto* layout = new QVBoxLayout(&sheet);
        layout->addWidget(text);
        layout->addWidget(buttons);
        sheet.resize(600, 520);
        sheet.exec();
    });
    return action;
}

} // namespace ratelab
