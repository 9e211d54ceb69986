#include "core/io/scenario/ScenarioLoader.h"

#include "core/io/scenario/NameSuggestion.h"
#include "core/io/scenario/ScenarioConsistency.h"
#include "core/io/scenario/ScenarioSchema.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace ratelab {

namespace {

QString join(const QString& prefix, const QString& path)
{
    return prefix.isEmpty() ? path : prefix + QLatin1Char('.') + path;
}

// Line and column (1-based) of a byte offset into UTF-8 text.
std::pair<int, int> lineAndColumn(const QByteArray& text, qsizetype offset)
{
    int line = 1;
    int column = 1;
    offset = std::min(offset, text.size());
    for (qsizetype i = 0; i < offset; ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++column; // count characters, not UTF-8 continuation bytes
        }
    }
    return {line, column};
}

class Reader {
public:
    explicit Reader(QString file)
        : m_file(std::move(file))
    {
    }

    void error(const QString& path, const QString& message)
    {
        m_errors.append({m_file, path, 0, 0, message});
    }
    ScenarioErrors& errors() { return m_errors; }

    // Reads the fields of one JSON object into `out`; `extraKeys` are handled by the caller.
    template <class O>
    void readObject(const QJsonObject& object, const QString& prefix,
                    std::span<const SchemaField<O>> fields, O& out,
                    const QStringList& extraKeys = {})
    {
        QStringList paths;
        for (const auto& f : fields)
            paths.append(f.path);
        checkKeys(object, prefix, QString(), paths, extraKeys);
        QSet<QString> clashes; // alias groups given beside the field they stand for
        for (const auto& f : fields) {
            const QJsonValue value = lookup(object, f.path);
            const QString fullPath = join(prefix, f.path);
            if (value.isUndefined()) {
                if (f.required)
                    error(fullPath,
                          QStringLiteral("missing required field; expected %1").arg(f.expected()));
                continue;
            }
            if (!f.aliasOf.isEmpty() && !lookup(object, f.aliasOf).isUndefined()) {
                const QString group = fullPath.section(QLatin1Char('.'), 0, -2);
                if (!clashes.contains(group))
                    error(group, QStringLiteral("the older single form of %1; give only %1")
                                     .arg(join(prefix, f.aliasOf)));
                clashes.insert(group);
                continue;
            }
            QVariant converted;
            QString subPath;
            QString message;
            if (f.fromJson(value, converted, subPath, message))
                f.set(out, converted);
            else
                error(fullPath + subPath, message);
        }
    }

    template <class O>
    void readList(const QJsonObject& root, const QString& name, const QString& what,
                  std::span<const SchemaField<O>> fields, std::vector<O>& out)
    {
        const QJsonValue value = root.value(name);
        if (value.isUndefined()) {
            error(name, QStringLiteral("missing required field; expected a list of %1s").arg(what));
            return;
        }
        if (!value.isArray()) {
            error(name, QStringLiteral("expected a list of %1s, got %2")
                            .arg(what, FieldSpec::describe(value)));
            return;
        }
        const QJsonArray array = value.toArray();
        if (array.isEmpty())
            error(name, QStringLiteral("expected at least one %1").arg(what));
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString prefix = QStringLiteral("%1[%2]").arg(name).arg(i);
            O item;
            if (!array[i].isObject())
                error(prefix, QStringLiteral("expected an object (a %1), got %2")
                                  .arg(what, FieldSpec::describe(array[i])));
            else
                readObject(array[i].toObject(), prefix, fields, item);
            out.push_back(std::move(item));
        }
    }

private:
    static QJsonValue lookup(const QJsonObject& object, const QString& path)
    {
        const QStringList segments = path.split(QLatin1Char('.'));
        QJsonValue node = object;
        for (const QString& segment : segments) {
            if (!node.isObject())
                return QJsonValue(QJsonValue::Undefined);
            node = node.toObject().value(segment);
        }
        return node;
    }

    // Reports unknown keys (with a suggestion) and non-objects where a group is expected.
    void checkKeys(const QJsonObject& object, const QString& prefix, const QString& relative,
                   const QStringList& paths, const QStringList& extraKeys)
    {
        QStringList known; // the names valid at this level, in schema order
        const QString relPrefix = relative.isEmpty() ? QString() : relative + QLatin1Char('.');
        for (const QString& p : paths) {
            if (!p.startsWith(relPrefix))
                continue;
            const QString name = p.mid(relPrefix.size()).section(QLatin1Char('.'), 0, 0);
            if (!known.contains(name))
                known.append(name);
        }
        if (relative.isEmpty())
            known += extraKeys;
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = it.key();
            const QString rel = relPrefix + key;
            const QString full = join(prefix, rel);
            if (paths.contains(rel) || (relative.isEmpty() && extraKeys.contains(key)))
                continue;
            if (known.contains(key)) { // a group such as "arrival"
                if (it.value().isObject())
                    checkKeys(it.value().toObject(), prefix, rel, paths, extraKeys);
                else
                    error(full, QStringLiteral("expected an object, got %1")
                                    .arg(FieldSpec::describe(it.value())));
                continue;
            }
            const QString suggestion = closestName(key, known);
            if (!suggestion.isEmpty())
                error(full, QStringLiteral("unknown field (did you mean \"%1\"?)").arg(suggestion));
            else
                error(full, QStringLiteral("unknown field; expected one of: %1")
                                .arg(known.join(QStringLiteral(", "))));
        }
    }

    QString m_file;
    ScenarioErrors m_errors;
};

bool checkFormat(const QJsonObject& root, Reader& reader)
{
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.isUndefined()) {
        reader.error(QStringLiteral("format"),
                     QStringLiteral("missing required field; expected %1").arg(Scenario::kFormat));
        return true;
    }
    const qint64 value = format.toInteger(0);
    if (!format.isDouble() || value != format.toInteger(1) || value < 1) {
        reader.error(QStringLiteral("format"), QStringLiteral("expected %1, got %2")
                                                   .arg(Scenario::kFormat)
                                                   .arg(FieldSpec::describe(format)));
        return true;
    }
    if (value > Scenario::kFormat) {
        // Nothing else in a newer file can be trusted to mean what this version thinks.
        reader.error(QString(),
                     QStringLiteral("format %1 is newer than this RateLab understands (%2)")
                         .arg(value)
                         .arg(Scenario::kFormat));
        return false;
    }
    return true;
}

void nameUnnamed(Scenario& scenario)
{
    for (std::size_t i = 0; i < scenario.clients.size(); ++i)
        if (scenario.clients[i].name.empty())
            scenario.clients[i].name = "client-" + std::to_string(i + 1);
    QSet<QString> taken;
    for (const LaneSpec& lane : scenario.lanes)
        taken.insert(QString::fromStdString(lane.name));
    for (LaneSpec& lane : scenario.lanes) {
        if (!lane.name.empty())
            continue;
        const QString id =
            ScenarioSchema::laneField(QStringLiteral("algorithm"))->get(lane).toString();
        QString name = id;
        for (int n = 2; taken.contains(name); ++n)
            name = QStringLiteral("%1-%2").arg(id).arg(n);
        taken.insert(name);
        lane.name = name.toStdString();
    }
}

} // namespace

QString ScenarioLoadResult::errorText() const
{
    QStringList lines;
    for (const ScenarioError& e : errors)
        lines.append(e.toString());
    return lines.join(QLatin1Char('\n'));
}

ScenarioLoadResult ScenarioLoader::fromObject(const QJsonObject& root, const QString& source)
{
    Reader reader(source);
    ScenarioLoadResult result;
    if (!checkFormat(root, reader)) {
        result.errors = reader.errors();
        return result;
    }
    Scenario scenario;
    reader.readObject(
        root, QString(), ScenarioSchema::scenarioFields(), scenario,
        {QStringLiteral("format"), QStringLiteral("clients"), QStringLiteral("lanes")});
    reader.readList(root, QStringLiteral("clients"), QStringLiteral("client"),
                    ScenarioSchema::clientFields(), scenario.clients);
    reader.readList(root, QStringLiteral("lanes"), QStringLiteral("lane"),
                    ScenarioSchema::laneFields(), scenario.lanes);
    if (reader.errors().isEmpty()) {
        nameUnnamed(scenario);
        for (ScenarioError e : ScenarioConsistency::check(scenario)) {
            e.file = source;
            reader.errors().append(e);
        }
    }
    result.errors = reader.errors();
    if (result.errors.isEmpty())
        result.scenario = std::move(scenario);
    return result;
}

ScenarioLoadResult ScenarioLoader::fromJson(const QByteArray& json, const QString& source,
                                            const QList<ScenarioOverride>& overrides)
{
    ScenarioLoadResult result;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(json, parseError.offset);
        result.errors.append(
            {source, QString(), line, column,
             QStringLiteral("JSON syntax error: %1").arg(parseError.errorString())});
        return result;
    }
    if (!doc.isObject()) {
        result.errors.append(
            {source, QString(), 0, 0,
             QStringLiteral("expected a JSON object ({ ... }) at the top level, got a list")});
        return result;
    }
    QJsonObject root = doc.object();
    for (const ScenarioOverride& o : overrides) {
        QString problem;
        if (!o.apply(root, &problem))
            result.errors.append({QString(), QString(), 0, 0, problem});
    }
    if (!result.errors.isEmpty())
        return result;
    return fromObject(root, source);
}

ScenarioLoadResult ScenarioLoader::loadFile(const QString& path,
                                            const QList<ScenarioOverride>& overrides)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ScenarioLoadResult result;
        result.errors.append(
            {path, QString(), 0, 0, QStringLiteral("cannot open: %1").arg(file.errorString())});
        return result;
    }
    return fromJson(file.readAll(), path, overrides);
}

} // namespace ratelab
