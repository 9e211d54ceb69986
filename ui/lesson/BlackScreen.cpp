// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/BlackScreen.h"

#include <QEvent>
#include <QKeyEvent>
#include <QPainter>

namespace ratelab {

BlackScreen::BlackScreen(QWidget* window)
    : QWidget(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("blackScreen"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    hide();
    window->installEventFilter(this);
}

void BlackScreen::setShown(bool shown)
{
    if (shown == isVisible())
        return;
    if (shown) {
        setGeometry(m_window->rect());
        raise();
        show();
        setFocus(Qt::OtherFocusReason);
    } else {
        hide();
    }
    emit shownChanged(shown);
}

bool BlackScreen::event(QEvent* event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride:
        // Every key is ours while the screen is black: no shortcut may fire behind it.
        event->accept();
        return true;
    case QEvent::KeyPress:
    case QEvent::MouseButtonPress:
        setShown(false);
        return true;
    default:
        return QWidget::event(event);
    }
}

bool BlackScreen::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Resize && isVisible())
        setGeometry(m_window->rect());
    return QWidget::eventFilter(watched, event);
}

void BlackScreen::paintEvent(QPaintEvent* /*event*/)
{
    QPainter(this).fillRect(rect(), Qt::black);
}

} // namespace ratelab
