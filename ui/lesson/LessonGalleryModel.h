// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lessons the gallery lists, as a two-level tree: one row per group, under it one row per
// lesson (title, then its one-line summary). Shipped lessons (:/lessons) and the files in the
// user's lesson folder; a lesson file with errors stays listed, with its first error
// ("my-lesson.md:12: ...") as its line, and cannot be opened. A thin QAbstractItemModel over plain
// GalleryLesson values; GUI thread.
#include <QAbstractItemModel>
#include <QList>
#include <QStringList>

namespace ratelab {

struct GalleryLesson {
    QString id;
    QString title;
    QString group;
    QString summary;
    QString lessonPath;
    bool own = false;     // from the user's lesson folder
    QStringList problems; // non-empty: the file does not load and cannot be opened
};

class LessonGalleryModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { Title, Summary, ColumnCount };
    enum Role {
        SearchRole = Qt::UserRole + 1, // title, summary and id, for the search filter
        LessonPathRole,                // empty on a group row
        OpenableRole,                  // a lesson row whose file loads
    };

    explicit LessonGalleryModel(QObject* parent = nullptr);

    // The user's lesson folder: AppDataLocation + "/lessons" (not created here).
    static QString userFolder();
    // Re-reads the shipped lessons and the *.md files of `folder` (none when empty).
    void reload(const QString& folder);
    [[nodiscard]] const QList<GalleryLesson>& lessons() const { return m_lessons; }
    [[nodiscard]] const QStringList& groups() const { return m_groups; }

    [[nodiscard]] QModelIndex index(int row, int column,
                                    const QModelIndex& parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const override;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    [[nodiscard]] const GalleryLesson* lessonAt(const QModelIndex& index) const;

    QList<GalleryLesson> m_lessons;
    QStringList m_groups;
    QList<QList<int>> m_byGroup; // per group, indices into m_lessons
};

} // namespace ratelab
