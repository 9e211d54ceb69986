// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/LessonLibrary.h"

#include "core/io/install/ShippedData.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace ratelab {

QStringList LessonLibrary::shippedPaths()
{
    const QDir dir(ShippedData::path(QStringLiteral("lessons")));
    QStringList paths;
    for (const QString& name : dir.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

QString LessonLibrary::shippedPath(const QString& id)
{
    const QString path = ShippedData::path(QStringLiteral("lessons/%1.md").arg(id));
    return QFile::exists(path) ? path : QString();
}

QString LessonLibrary::forScenario(const QString& scenarioPath)
{
    if (scenarioPath.isEmpty())
        return {};
    const QFileInfo scenario(scenarioPath);
    const QString base = scenario.completeBaseName();
    for (const QString& candidate :
         {scenario.dir().filePath(base + QStringLiteral(".md")),
          scenario.dir().filePath(QStringLiteral("../lessons/%1.md").arg(base))})
        if (QFileInfo::exists(candidate))
            return QDir::cleanPath(candidate);
    return shippedPath(base);
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
