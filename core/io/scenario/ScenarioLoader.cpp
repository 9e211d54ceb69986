// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/ScenarioLoader.h"

#include "core/io/scenario/JsonTextScan.h"
#include "core/io/scenario/NameSuggestion.h"
#include "core/io/scenario/PolicyFields.h"
#include "core/io/scenario/ScenarioConsistency.h"
#include "core/io/scenario/ScenarioSchema.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <new>

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
                    const QStringList& extraKeys = {}, const QStringList& waived = {})
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
                if (f.required && !waived.contains(f.path))
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
            else if (array[i].toObject().contains(QStringLiteral("rules")))
                // A policy lane: its rules carry the required limiter fields.
                readObject(array[i].toObject(), prefix, fields, item, {}, schema::ruleLevelPaths());
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

// The formats this build reads, for messages: "1 or 2".
QString knownFormats()
{
    QStringList formats;
    for (int f = 1; f <= Scenario::kFormat; ++f)
        formats.append(QString::number(f));
    return formats.size() < 2 ? formats.join(QString())
                              : formats.mid(0, formats.size() - 1).join(QStringLiteral(", "))
                                    + QStringLiteral(" or ") + formats.last();
}

// The file's format, 0 when it is missing or not a number (reported), -1 when it is newer.
int checkFormat(const QJsonObject& root, Reader& reader)
{
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.isUndefined()) {
        reader.error(QStringLiteral("format"),
                     QStringLiteral("missing required field; expected %1").arg(knownFormats()));
        return 0;
    }
    const qint64 value = format.toInteger(0);
    if (!format.isDouble() || value != format.toInteger(1) || value < 1) {
        reader.error(QStringLiteral("format"), QStringLiteral("expected %1, got %2")
                                                   .arg(knownFormats())
                                                   .arg(FieldSpec::describe(format)));
        return 0;
    }
    if (value > Scenario::kFormat) {
        // Nothing else in a newer file can be trusted to mean what this version thinks.
        reader.error(QString(),
                     QStringLiteral("format %1 is newer than this RateLab understands (%2)")
                         .arg(value)
                         .arg(Scenario::kFormat));
        return -1;
    }
    return static_cast<int>(value);
}

// A lane with "rules" (format 2) gives its limiter in each rule, not beside them.
void checkPolicyLanes(const QJsonObject& root, int format, Reader& reader)
{
    const QJsonArray lanes = root.value(QStringLiteral("lanes")).toArray();
    for (qsizetype i = 0; i < lanes.size(); ++i) {
        const QJsonObject lane = lanes[i].toObject();
        const QString at = QStringLiteral("lanes[%1]").arg(i);
        for (const auto& key : {QStringLiteral("rules"), QStringLiteral("charge")})
            if (lane.contains(key) && format > 0 && format < Scenario::kPolicyFormat)
                reader.error(at + QLatin1Char('.') + key,
                             QStringLiteral("a lane's rules need \"format\": %1 (the file says %2)")
                                 .arg(Scenario::kPolicyFormat)
                                 .arg(format));
        if (!lane.contains(QStringLiteral("rules")))
            continue;
        for (const QString& key : schema::ruleLevelPaths())
            if (lane.contains(key))
                reader.error(
                    at + QLatin1Char('.') + key,
                    QStringLiteral("a lane with rules gives %1 in each rule (%2.rules[0].%1)")
                        .arg(key, at));
        if (lane.value(QStringLiteral("rules")).toArray().isEmpty())
            reader.error(at + QStringLiteral(".rules"),
                         QStringLiteral("expected at least one rule"));
    }
}

// The lane's own limiter fields mirror its first rule, so whatever reads a lane's limit (the
// boundary attacker's default, the charts) sees the first rule's.
void mirrorFirstRules(Scenario& scenario)
{
    for (LaneSpec& lane : scenario.lanes) {
        if (lane.rules.empty())
            continue;
        lane.algorithm = lane.rules.front().algorithm;
        lane.params = lane.rules.front().params;
        lane.keyTemplate = lane.rules.front().keyTemplate;
    }
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
    const int format = checkFormat(root, reader);
    if (format < 0) {
        result.errors = reader.errors();
        return result;
    }
    checkPolicyLanes(root, format, reader);
    Scenario scenario;
    reader.readObject(
        root, QString(), ScenarioSchema::scenarioFields(), scenario,
        {QStringLiteral("format"), QStringLiteral("clients"), QStringLiteral("lanes")});
    reader.readList(root, QStringLiteral("clients"), QStringLiteral("client"),
                    ScenarioSchema::clientFields(), scenario.clients);
    reader.readList(root, QStringLiteral("lanes"), QStringLiteral("lane"),
                    ScenarioSchema::laneFields(), scenario.lanes);
    if (reader.errors().isEmpty()) {
        mirrorFirstRules(scenario);
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
    if (parseError.error == QJsonParseError::IllegalNumber) {
        // Well-formed but out of a double's range (1e-400, 1e400): say so, naming the field.
        const QString number = JsonTextScan::numberAt(json, parseError.offset);
        if (JsonTextScan::isNumber(number)) {
            result.errors.append({source, JsonTextScan::pathAt(json, parseError.offset), 0, 0,
                                  JsonTextScan::outOfRange(number)});
            return result;
        }
    }
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
    // QJsonDocument keeps the last of two equal keys silently; a scenario must not hide a value.
    if (const auto duplicate = JsonTextScan::firstDuplicateKey(json)) {
        const auto [line, column] = lineAndColumn(json, duplicate->offset);
        result.errors.append({source, duplicate->path, 0, 0,
                              QStringLiteral("the key appears twice in its object (again at "
                                             "line %1, column %2); remove one")
                                  .arg(line)
                                  .arg(column)});
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
    ScenarioLoadResult result;
    // A trace's times make a scenario long, not gigabytes: a bigger file is refused unread.
    constexpr qint64 kMaxBytes = qint64{256} << 20;
    try {
        if (!file.open(QIODevice::ReadOnly))
            result.errors.append(
                {path, QString(), 0, 0, QStringLiteral("cannot open: %1").arg(file.errorString())});
        else if (file.size() <= kMaxBytes) {
            result = fromJson(file.readAll(), path, overrides);
            if (result.scenario)
                result.scenario->sourceDir = QFileInfo(path).absolutePath().toStdString();
            return result;
        } else
            result.errors.append({path, QString(), 0, 0,
                                  QStringLiteral("the file is %1 bytes, more than a scenario's %2")
                                      .arg(file.size())
                                      .arg(kMaxBytes)});
    } catch (const std::bad_alloc&) {
        result.errors.append({path, QString(), 0, 0, QStringLiteral("out of memory reading it")});
    }
    return result;
}

} // namespace ratelab
