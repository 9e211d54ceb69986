// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lesson gallery (File > Lessons…): every lesson grouped by its `group`, searchable by title,
// summary and id, shipped ones and the user's own lesson folder (created when first opened from
// here). Opening a lesson emits openRequested with its file; a file with errors shows them and
// cannot be opened. Owns its model; GUI thread only.
#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTreeView;

namespace ratelab {

class LessonGalleryModel;

class LessonGallery : public QDialog {
    Q_OBJECT
public:
    // `userFolder`: the folder of the user's own lessons; LessonGalleryModel::userFolder() in the
    // app, a temporary folder in tests.
    explicit LessonGallery(const QString& userFolder, QWidget* parent = nullptr);

    // Re-reads the lessons (the user may have added files since).
    void reload();
    void setSearch(const QString& text);
    // The lesson file of the selected row, if it can be opened.
    [[nodiscard]] QString selectedLesson() const;
    [[nodiscard]] LessonGalleryModel* model() const { return m_model; }
    [[nodiscard]] QSortFilterProxyModel* filtered() const { return m_filter; }
    [[nodiscard]] QTreeView* view() const { return m_view; }
    [[nodiscard]] QPushButton* openButton() const { return m_open; }

signals:
    void openRequested(const QString& lessonPath);

protected:
    bool event(QEvent* event) override;

private:
    void openSelected();
    void openFolder();
    void updateButtons();

    QString m_userFolder;
    LessonGalleryModel* m_model;
    QSortFilterProxyModel* m_filter;
    QLineEdit* m_search;
    QTreeView* m_view;
    QPushButton* m_open;
    QLabel* m_details; // the selected lesson's title and whole summary, or its errors
};

} // namespace ratelab
