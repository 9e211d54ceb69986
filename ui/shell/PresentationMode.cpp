// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/PresentationMode.h"

#include "ui/charts/ChartPanel.h"
#include "ui/shell/ShortcutTable.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QScreen>

#include <algorithm>

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

QFont PresentationMode::fontFor(const QFont& desktop, const QScreen* screen)
{
    QFont font = desktop;
    double points = desktop.pointSizeF() * kLeastGrowth;
    if (screen) {
        // A line is about 1.2 em: the em that gives the screen kLinesPerScreen lines.
        const double pixels = screen->geometry().height() / kLinesPerScreen / 1.2;
        points = std::max(points, pixels * 72.0 / screen->logicalDotsPerInchY());
    }
    font.setPointSizeF(points);
    return font;
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
        QApplication::setFont(fontFor(m_savedFont, m_window->screen()));
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
