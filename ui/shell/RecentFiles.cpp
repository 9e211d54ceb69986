// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/RecentFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace ratelab {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QMenu* menu, QObject* parent)
    : QObject(parent)
    , m_menu(menu)
{
    rebuildMenu();
}

QStringList RecentFiles::files() const
{
    return QSettings().value(kKey).toStringList();
}

void RecentFiles::add(const QString& path)
{
    // Embedded scenarios (":/...") are always there; remembering them adds nothing.
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxFiles)
        list.removeLast();
    QSettings().setValue(kKey, list);
    rebuildMenu();
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QStringList list = files();
    int number = 1;
    for (const QString& path : list) {
        QAction* action = m_menu->addAction(
            QStringLiteral("&%1  %2").arg(number++ % 10).arg(QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    m_menu->setEnabled(!list.isEmpty());
    if (!list.isEmpty()) {
        m_menu->addSeparator();
        connect(m_menu->addAction(tr("Clear List")), &QAction::triggered, this, [this] {
            QSettings().remove(kKey);
            rebuildMenu();
        });
    }
}

} // namespace ratelab
