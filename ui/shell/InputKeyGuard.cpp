// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/InputKeyGuard.h"

#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace ratelab {

InputKeyGuard::InputKeyGuard(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

bool InputKeyGuard::inputKeepsKey(const QKeyEvent& event)
{
    if ((event.modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    switch (event.key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_Home:
    case Qt::Key_End:
        return true;
    default:
        return false;
    }
}

bool InputKeyGuard::isInputWidget(const QWidget* widget)
{
    if (!widget)
        return false;
    // The transport's own scrubber moves the playback cursor: its keys are the transport's.
    if (widget->property("transportControl").toBool())
        return false;
    if (const auto* text = qobject_cast<const QTextEdit*>(widget))
        return !text->isReadOnly();
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(widget))
        return !plain->isReadOnly();
    return qobject_cast<const QAbstractSlider*>(widget)
           || qobject_cast<const QAbstractSpinBox*>(widget)
           || qobject_cast<const QLineEdit*>(widget) || qobject_cast<const QComboBox*>(widget)
           || qobject_cast<const QAbstractItemView*>(widget);
}

bool InputKeyGuard::textInputKeepsKey(const QKeyEvent& event)
{
    if (inputKeepsKey(event))
        return true;
    if (event.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    if (event.key() == Qt::Key_PageUp || event.key() == Qt::Key_PageDown)
        return false;
    return event.key() == Qt::Key_Return || event.key() == Qt::Key_Enter
           || (!event.text().isEmpty() && event.text().front().isPrint());
}

bool InputKeyGuard::isTextInput(const QWidget* widget)
{
    if (!widget)
        return false;
    if (const auto* line = qobject_cast<const QLineEdit*>(widget))
        return !line->isReadOnly();
    if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(widget))
        return !spin->isReadOnly();
    if (const auto* combo = qobject_cast<const QComboBox*>(widget))
        return combo->isEditable();
    if (const auto* text = qobject_cast<const QTextEdit*>(widget))
        return !text->isReadOnly();
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(widget))
        return !plain->isReadOnly();
    return false;
}

bool InputKeyGuard::eventFilter(QObject* watched, QEvent* event)
{
    // Tab moves between controls everywhere: a table is left by Tab, never walked cell by cell
    // (QTableView's default), which trapped the keyboard in the summary table.
    // Set as the view first sees a key (or is polished), so views built before the guard are
    // caught too.
    if (event->type() == QEvent::Polish || event->type() == QEvent::KeyPress)
        if (auto* view = qobject_cast<QAbstractItemView*>(watched);
            view && view->tabKeyNavigation())
            view->setTabKeyNavigation(false);
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType()) {
        auto* widget = static_cast<QWidget*>(watched);
        const auto& key = *static_cast<QKeyEvent*>(event);
        const bool keeps = isTextInput(widget) ? textInputKeepsKey(key)
                                               : isInputWidget(widget) && inputKeepsKey(key);
        if (widget->window() == m_window && keeps) {
            event->accept(); // the key goes to the widget, not to a shortcut
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ratelab
