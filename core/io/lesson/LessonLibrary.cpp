#include "core/io/lesson/LessonLibrary.h"

#include <QDir>

#include <algorithm>

namespace ratelab {

QStringList LessonLibrary::shippedPaths()
{
    const QDir dir(QStringLiteral(":/lessons"));
    QStringList paths;
    for (const QString& name : dir.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

QString LessonLibrary::shippedPath(const QString& id)
{
    const QString path = QStringLiteral(":/lessons/%1.md").arg(id);
    return QFile::exists(path) ? path : QString();
}

QList<Lesson> LessonLibrary::shipped(QStringList* problems)
{
    QList<Lesson> lessons;
    for (const QString& path : shippedPaths()) {
        LessonLoadResult loaded = LessonFile::load(path);
        if (loaded.lesson)
            lessons << *loaded.lesson;
        else if (problems)
            *problems << loaded.problems;
    }
    std::stable_sort(lessons.begin(), lessons.end(), [](const Lesson& a, const Lesson& b) {
        return a.group != b.group ? a.group < b.group : a.id < b.id;
    });
    return lessons;
}

} // namespace ratelab
