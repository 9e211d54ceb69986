// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The history dock: saved runs from the SQLite run history, to save the current run, reopen,
// rename, delete and compare two runs (side by side summaries, or one pinned over the other on
// the charts). Owns its RunHistory; talks to the LabController. GUI thread only.
#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace ratelab {

class CompareDialog;
class LabController;
class RunHistory;

class HistoryBrowser : public QWidget {
    Q_OBJECT
public:
    explicit HistoryBrowser(LabController* controller, QWidget* parent = nullptr);
    ~HistoryBrowser() override;

    // Opens a history file; on failure shows the message (naming the file) and keeps none open.
    bool openDatabase(const QString& path, bool interactive = true);
    [[nodiscard]] static QString defaultPath();
    [[nodiscard]] RunHistory* history() const { return m_history.get(); }
    [[nodiscard]] QTreeWidget* list() const { return m_list; }
    [[nodiscard]] QString statusText() const;

    // Whether a run can be saved: a history is open and writable; else `reason` says why.
    [[nodiscard]] bool canSave(QString* reason = nullptr) const;
    bool saveCurrent(const QString& name);
    void reopenSelected();
    // The two selected runs, else the two newest, in a CompareDialog (older as run A).
    CompareDialog* compareSelected();

signals:
    void errorOccurred(const QString& title, const QString& message);
    // canSave() may have changed (another file opened): the menu's Save follows the dock's.
    void canSaveChanged(bool canSave, const QString& reason);

private:
    void reload();
    void renameSelected();
    void deleteSelected();
    void chooseDatabase();
    void updateButtons();
    [[nodiscard]] QList<std::int64_t> selectedIds() const;

    LabController* m_controller;
    std::unique_ptr<RunHistory> m_history;
    QLabel* m_status;
    QTreeWidget* m_list;
    QPushButton* m_save;
    QPushButton* m_open;
    QPushButton* m_rename;
    QPushButton* m_delete;
    QPushButton* m_compare;
};

} // namespace ratelab
