// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/LessonGalleryModel.h"

#include "ui/charts/ColorScheme.h"

#include "core/io/lesson/LessonFile.h"
#include "core/io/lesson/LessonLibrary.h"

#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QStandardPaths>

#include <algorithm>

namespace ratelab {

namespace {

// The group row's internal id; lesson rows carry their group's index + 1.
constexpr quintptr kGroupRow = 0;

GalleryLesson fromFile(const QString& path, bool own)
{
    GalleryLesson entry;
    entry.lessonPath = path;
    entry.own = own;
    const LessonLoadResult loaded = LessonFile::load(path);
    if (loaded.lesson) {
        entry.id = loaded.lesson->id;
        entry.title = loaded.lesson->title;
        entry.group = loaded.lesson->group.isEmpty() ? LessonGalleryModel::tr("Your lessons")
                                                     : loaded.lesson->group;
        entry.summary = loaded.lesson->summary;
        return entry;
    }
    const QFileInfo info(path);
    entry.id = info.completeBaseName();
    entry.title = entry.id;
    entry.group = LessonGalleryModel::tr("Your lessons");
    // Name the file as its folder's listing would: "my-lesson.md:12: ...".
    for (const QString& problem : loaded.problems)
        entry.problems << QString(problem).replace(info.filePath(), info.fileName());
    if (entry.problems.isEmpty())
        entry.problems << LessonGalleryModel::tr("%1: cannot be read").arg(info.fileName());
    entry.summary = entry.problems.front();
    return entry;
}

} // namespace

LessonGalleryModel::LessonGalleryModel(QObject* parent)
    : QAbstractItemModel(parent)
{
}

QString LessonGalleryModel::userFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/lessons");
}

void LessonGalleryModel::reload(const QString& folder)
{
    beginResetModel();
    m_lessons.clear();
    m_groups.clear();
    m_byGroup.clear();
    for (const QString& path : LessonLibrary::shippedPaths())
        m_lessons << fromFile(path, false);
    if (!folder.isEmpty()) {
        const QDir dir(folder);
        for (const QString& name : dir.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name))
            m_lessons << fromFile(dir.filePath(name), true);
    }
    std::stable_sort(m_lessons.begin(), m_lessons.end(),
                     [](const GalleryLesson& a, const GalleryLesson& b) {
                         return a.group != b.group ? a.group < b.group : a.id < b.id;
                     });
    for (int i = 0; i < m_lessons.size(); ++i) {
        if (m_groups.isEmpty() || m_groups.last() != m_lessons[i].group) {
            m_groups << m_lessons[i].group;
            m_byGroup.append(QList<int>());
        }
        m_byGroup.last() << i;
    }
    endResetModel();
}

QModelIndex LessonGalleryModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_groups.size() ? createIndex(row, column, kGroupRow) : QModelIndex();
    if (parent.internalId() != kGroupRow || parent.row() >= m_byGroup.size()
        || row >= m_byGroup[parent.row()].size())
        return {};
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex LessonGalleryModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kGroupRow)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kGroupRow);
}

int LessonGalleryModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_groups.size());
    if (parent.internalId() != kGroupRow || parent.column() != 0)
        return 0;
    return static_cast<int>(m_byGroup[parent.row()].size());
}

int LessonGalleryModel::columnCount(const QModelIndex& /*parent*/) const
{
    return ColumnCount;
}

const GalleryLesson* LessonGalleryModel::lessonAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.internalId() == kGroupRow)
        return nullptr;
    const auto group = static_cast<qsizetype>(index.internalId() - 1);
    return &m_lessons[m_byGroup[group][index.row()]];
}

QVariant LessonGalleryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const GalleryLesson* lesson = lessonAt(index);
    if (!lesson) {
        const int n = static_cast<int>(m_byGroup[index.row()].size());
        if (role == Qt::DisplayRole)
            return index.column() == Title ? m_groups[index.row()]
                                           : (n == 1 ? tr("1 lesson") : tr("%1 lessons").arg(n));
        if (role == Qt::FontRole && index.column() == Title) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Title)
            return lesson->own ? tr("%1 (yours)").arg(lesson->title) : lesson->title;
        return lesson->summary;
    case Qt::ToolTipRole:
        if (!lesson->problems.isEmpty())
            return tr("This lesson file has errors and cannot be opened:\n%1")
                .arg(lesson->problems.join(QLatin1Char('\n')));
        return QStringLiteral("%1\n%2").arg(lesson->id,
                                            QDir::toNativeSeparators(lesson->lessonPath));
    case Qt::ForegroundRole:
        if (!lesson->problems.isEmpty() && index.column() == Summary)
            return colors::bad();
        return {};
    case SearchRole:
        return QStringLiteral("%1\n%2\n%3").arg(lesson->title, lesson->summary, lesson->id);
    case LessonPathRole:
        return lesson->lessonPath;
    case OpenableRole:
        return lesson->problems.isEmpty();
    default:
        return {};
    }
}

QVariant LessonGalleryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == Title ? tr("Lesson") : tr("What it shows");
}

Qt::ItemFlags LessonGalleryModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace ratelab
