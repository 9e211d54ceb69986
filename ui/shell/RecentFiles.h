// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The recently opened scenario files, kept in QSettings, as an "Open Recent" menu. GUI thread.
#include <QObject>
#include <QStringList>

class QMenu;

namespace ratelab {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxFiles = 10;

    explicit RecentFiles(QMenu* menu, QObject* parent = nullptr);

    void add(const QString& path);
    [[nodiscard]] QStringList files() const;

signals:
    void openRequested(const QString& path);

private:
    void rebuildMenu();

    QMenu* m_menu;
};

} // namespace ratelab
