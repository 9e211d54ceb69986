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

bool InputKeyGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType()) {
        auto* widget = static_cast<QWidget*>(watched);
        if (widget->window() == m_window && isInputWidget(widget)
            && inputKeepsKey(*static_cast<QKeyEvent*>(event))) {
            event->accept(); // the key goes to the widget, not to a shortcut
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ratelab
