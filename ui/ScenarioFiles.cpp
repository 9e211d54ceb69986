#include "ScenarioFiles.h"

#include "scenario/ScenarioLoader.h"
#include "scenario/ScenarioSchema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ratelab {

namespace {

void setPath(QJsonObject& object, const QStringList& segments, qsizetype index, const QJsonValue& value)
{
    if (index == segments.size() - 1) {
        object.insert(segments[index], value);
        return;
    }
    QJsonObject child = object.value(segments[index]).toObject();
    setPath(child, segments, index + 1, value);
    object.insert(segments[index], child);
}

template <class Owner, class Fields>
QJsonObject objectFrom(const Owner& owner, Fields fields)
{
    QJsonObject object;
    for (const auto& field : fields) {
        const QVariant value = field.get(owner);
        if (!field.writeDefault && value == field.defaultValue())
            continue;
        setPath(object, field.path.split(QLatin1Char('.')), 0, field.toJson(value));
    }
    return object;
}

} // namespace

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

std::optional<Scenario> ScenarioFiles::parse(const QByteArray& json, const QString& source, QString* error)
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
    QJsonObject root;
    root.insert(QStringLiteral("format"), Scenario::kFormat);
    const QJsonObject top = objectFrom(scenario, ScenarioSchema::scenarioFields());
    for (auto it = top.begin(); it != top.end(); ++it)
        root.insert(it.key(), it.value());
    QJsonArray clients;
    for (const ClientSpec& client : scenario.clients)
        clients.append(objectFrom(client, ScenarioSchema::clientFields()));
    QJsonArray lanes;
    for (const LaneSpec& lane : scenario.lanes)
        lanes.append(objectFrom(lane, ScenarioSchema::laneFields()));
    root.insert(QStringLiteral("clients"), clients);
    root.insert(QStringLiteral("lanes"), lanes);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QStringList ScenarioFiles::defaultCandidates(const QString& sourceDir)
{
    const QString name = QString::fromLatin1(kDefaultName);
    const QString appDir = QCoreApplication::applicationDirPath();
    QStringList candidates{QStringLiteral(":/scenarios/") + name,
                           QDir(appDir).filePath(QStringLiteral("../share/ratelab/scenarios/") + name),
                           QDir(appDir).filePath(QStringLiteral("scenarios/") + name)};
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
