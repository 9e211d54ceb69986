// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/PresentationMode.h"

#include "ui/charts/ChartPanel.h"
#include "ui/shell/ShortcutTable.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>

namespace ratelab {

PresentationMode::PresentationMode(QMainWindow* window, ChartPanel* charts, QList<QWidget*> hidden)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(tr("&Presentation Mode"), this))
    , m_charts(charts)
    , m_hidden(std::move(hidden))
{
    m_action->setCheckable(true);
    ShortcutTable::bind(m_action, ShortcutTable::Action::Presentation);
    connect(m_action, &QAction::toggled, this, &PresentationMode::setActive);
}

void PresentationMode::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    if (on) {
        m_savedState = m_window->saveState();
        m_savedFont = QApplication::font();
        m_wasMaximized = m_window->isMaximized();
        for (QWidget* w : std::as_const(m_hidden))
            w->hide();
        QFont big = m_savedFont;
        big.setPointSizeF(m_savedFont.pointSizeF() * 1.35);
        QApplication::setFont(big);
        m_charts->setFontScale(kFontScale);
        m_window->showFullScreen();
    } else {
        QApplication::setFont(m_savedFont);
        m_charts->setFontScale(1.0);
        if (m_wasMaximized)
            m_window->showMaximized();
        else
            m_window->showNormal();
        m_window->restoreState(m_savedState);
    }
    m_action->setChecked(on); // toggled re-enters setActive, which returns at once
    emit activeChanged(on);
}

} // namespace ratelab
