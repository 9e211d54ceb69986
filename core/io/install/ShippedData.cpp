// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/install/ShippedData.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace ratelab {

namespace {

const QString kResources = QStringLiteral(":");

bool isInBuildTree(const QString& executableDir)
{
#ifdef RATELAB_BUILD_TREE
    const QString tree = QDir::cleanPath(QStringLiteral(RATELAB_BUILD_TREE));
    const QString dir = QDir::cleanPath(executableDir);
    return dir == tree || dir.startsWith(tree + QLatin1Char('/'));
#else
    Q_UNUSED(executableDir);
    return false;
#endif
}

} // namespace

QString ShippedData::root()
{
    return rootFor(executableDir());
}

QString ShippedData::path(const QString& relative)
{
    return root() + QLatin1Char('/') + relative;
}

QString ShippedData::rootFor(const QString& executableDir)
{
    for (const QString& candidate : candidateRoots(executableDir))
        if (isComplete(candidate))
            return candidate;
    return kResources;
}

QStringList ShippedData::candidateRoots(const QString& executableDir)
{
    if (executableDir.isEmpty() || isInBuildTree(executableDir))
        return {};
    QStringList roots{
        QDir::cleanPath(QDir(executableDir).filePath(QStringLiteral("../share/ratelab")))};
    for (const QString& dir :
         QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation))
        roots << QDir::cleanPath(QDir(dir).filePath(QStringLiteral("ratelab")));
    roots.removeDuplicates();
    return roots;
}

bool ShippedData::isComplete(const QString& dir)
{
    return QFileInfo(dir + QStringLiteral("/lessons")).isDir()
           && QFileInfo(dir + QStringLiteral("/scenarios")).isDir();
}

QString ShippedData::executableDir()
{
    if (QCoreApplication::instance())
        return QCoreApplication::applicationDirPath();
    // What applicationDirPath() reads on Linux, for the CLI, which makes no QCoreApplication.
    const QString exe = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
    return exe.isEmpty() ? QString() : QFileInfo(exe).path();
}

} // namespace ratelab
