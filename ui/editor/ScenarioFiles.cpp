// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editor/ScenarioFiles.h"

#include "core/io/install/ShippedData.h"
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioWriter.h"

#include <QDir>
#include <QFileInfo>

namespace ratelab {

std::optional<Scenario> ScenarioFiles::read(const QString& path, QString* error)
{
    ScenarioLoadResult loaded = ScenarioLoader::loadFile(path);
    if (!loaded.ok()) {
        if (error)
            *error = loaded.errorText();
        return std::nullopt;
    }
    return loaded.scenario;
}

std::optional<Scenario> ScenarioFiles::parse(const QByteArray& json, const QString& source,
                                             QString* error)
{
    ScenarioLoadResult loaded = ScenarioLoader::fromJson(json, source);
    if (!loaded.ok()) {
        if (error)
            *error = loaded.errorText();
        return std::nullopt;
    }
    return loaded.scenario;
}

QByteArray ScenarioFiles::toJson(const Scenario& scenario)
{
    // One writer for the CLI and the app, so a saved file always carries every field the
    // schema knows (the distributed world included) in the documented order.
    return ScenarioWriter::toJson(scenario);
}

QStringList ScenarioFiles::defaultCandidates(const QString& sourceDir)
{
    const QString name = QString::fromLatin1(kDefaultName);
    QStringList candidates{ShippedData::path(QStringLiteral("scenarios/") + name)};
    if (!sourceDir.isEmpty())
        candidates << QDir(sourceDir).filePath(QStringLiteral("scenarios/") + name);
    return candidates;
}

QString ScenarioFiles::findDefault(const QString& sourceDir)
{
    for (const QString& candidate : defaultCandidates(sourceDir)) {
        if (QFileInfo::exists(candidate))
            return candidate;
    }
    return QString();
}

} // namespace ratelab
