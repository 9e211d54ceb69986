#include "ui/shell/PresentationMode.h"

#include "ui/charts/ChartPanel.h"
#include "ui/shell/ShortcutTable.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>

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

QMenu* PresentationMode::focusMenu(QWidget* parent)
{
    auto* menu = new QMenu(tr("&Focus Lane"), parent);
    connect(menu, &QMenu::aboutToShow, menu, [this, menu] {
        menu->clear();
        auto* group = new QActionGroup(menu);
        const QStringList names = m_charts->laneNames();
        for (int lane = -1; lane < names.size(); ++lane) {
            QAction* a = menu->addAction(
                lane < 0 ? tr("&All Lanes")
                         : QStringLiteral("&%1  %2").arg(lane + 1).arg(names[lane]));
            a->setCheckable(true);
            a->setChecked(m_charts->focusLane() == lane
                          || (lane < 0 && m_charts->focusLane() >= names.size()));
            group->addAction(a);
            connect(a, &QAction::triggered, m_charts,
                    [this, lane] { m_charts->setFocusLane(lane); });
            if (lane < 0)
                menu->addSeparator();
        }
    });
    return menu;
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
