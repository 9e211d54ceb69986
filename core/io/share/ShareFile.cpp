// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/share/ShareFile.h"

#include "core/io/csv/AtomicFiles.h"
#include "core/io/scenario/JsonTextScan.h"
#include "core/io/scenario/OrderedJson.h"
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioWriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ratelab {

namespace {

const QString kFormatKey = QStringLiteral("ratelab_share");

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// A JSON number that is a whole number of at least `min`.
std::optional<std::int64_t> wholeNumber(const QJsonValue& value, std::int64_t min)
{
    const qint64 n = value.isDouble() ? value.toInteger(min - 1) : min - 1;
    return n >= min ? std::optional<std::int64_t>(n) : std::nullopt;
}

class Problems {
public:
    explicit Problems(QString source)
        : m_source(std::move(source))
    {
    }
    void add(const QString& field, const QString& what)
    {
        m_lines << (field.isEmpty() ? QStringLiteral("%1: %2").arg(m_source, what)
                                    : QStringLiteral("%1: %2: %3").arg(m_source, field, what));
    }
    void addLine(const QString& line) { m_lines << line; }
    [[nodiscard]] bool any() const { return !m_lines.isEmpty(); }
    [[nodiscard]] QString text() const { return m_lines.join(QLatin1Char('\n')); }

private:
    QString m_source;
    QStringList m_lines;
};

std::vector<runfigures::Figures> readFigures(const QJsonValue& value, Problems& problems)
{
    std::vector<runfigures::Figures> lanes;
    if (!value.isArray()) {
        problems.add(QStringLiteral("figures"), QStringLiteral("expected a list of lanes' figures "
                                                               "([{\"lane\": ..., ...}, ...])"));
        return lanes;
    }
    const QJsonArray list = value.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString where = QStringLiteral("figures[%1]").arg(i);
        const QJsonObject object = list[i].toObject();
        if (!list[i].isObject() || !object.value(QStringLiteral("lane")).isString()) {
            problems.add(where, QStringLiteral("expected an object naming its \"lane\""));
            continue;
        }
        runfigures::Figures figures{{QStringLiteral("lane"), object.value(QStringLiteral("lane"))}};
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key() == QLatin1String("lane"))
                continue;
            if (!it.value().isDouble() && !it.value().isString()) {
                problems.add(where + QLatin1Char('.') + it.key(),
                             QStringLiteral("expected a number or a text"));
                continue;
            }
            figures.emplace_back(it.key(), it.value());
        }
        lanes.push_back(std::move(figures));
    }
    return lanes;
}

} // namespace

bool ShareFile::isSharePath(const QString& path)
{
    return path.endsWith(suffix(), Qt::CaseInsensitive);
}

QString ShareFile::withSuffix(const QString& name)
{
    if (isSharePath(name))
        return name;
    QString base = name;
    for (const QString& partial : {QStringLiteral(".json"), QStringLiteral(".ratelab-share")})
        if (base.endsWith(partial, Qt::CaseInsensitive))
            base.chop(partial.size());
    return base + suffix();
}

QByteArray ShareFiles::toJson(const Scenario& scenario, const RunResult& result,
                              const QString& lesson)
{
    OrderedJson root;
    root.set(kFormatKey, ShareFile::kFormat);
    root.set(QStringLiteral("ratelab_version"), qs(result.ratelabVersion));
    root.set(QStringLiteral("model_version"), result.modelVersion);
    root.set(QStringLiteral("seed"), static_cast<qint64>(scenario.seed));
    if (!lesson.isEmpty())
        root.set(QStringLiteral("lesson"), lesson);
    root.setObject(QStringLiteral("scenario"), ScenarioWriter::toOrderedJson(scenario));
    std::vector<OrderedJson> lanes;
    for (const LaneSummary& lane : result.summaries) {
        OrderedJson figures;
        for (const auto& [name, value] : runfigures::laneFigures(lane))
            figures.set(name, value);
        lanes.push_back(std::move(figures));
    }
    root.setList(QStringLiteral("figures"), std::move(lanes));
    const std::string text = root.render();
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

bool ShareFiles::save(const QString& path, const Scenario& scenario, const RunResult& result,
                      const QString& lesson, QString* error)
{
    AtomicFiles files;
    files.add(path, toJson(scenario, result, lesson).toStdString());
    return files.commit(error);
}

std::optional<ShareFile> ShareFiles::read(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot open: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return parse(file.readAll(), path, error);
}

std::optional<ShareFile> ShareFiles::parse(const QByteArray& json, const QString& source,
                                           QString* error)
{
    Problems problems(source);
    const auto fail = [&]() -> std::optional<ShareFile> {
        if (error)
            *error = problems.text();
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || JsonTextScan::firstDuplicateKey(json)) {
        // The scenario loader names the line and column of JSON syntax errors and the path of a
        // key given twice (QJsonDocument keeps the last silently); one home for both.
        problems.addLine(ScenarioLoader::fromJson(json, source).errorText());
        return fail();
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || !root.contains(kFormatKey)) {
        problems.add(QString(), QStringLiteral("not a RateLab share file (expected a JSON object "
                                               "with \"%1\", \"scenario\" and \"figures\")")
                                    .arg(kFormatKey));
        return fail();
    }
    const auto format = wholeNumber(root.value(kFormatKey), 1);
    if (!format) {
        problems.add(kFormatKey, QStringLiteral("expected a format number such as 1"));
        return fail();
    }
    if (*format > ShareFile::kFormat) {
        problems.add(kFormatKey, QStringLiteral("format %1 is newer than this RateLab reads (%2); "
                                                "open it with a newer RateLab")
                                     .arg(*format)
                                     .arg(ShareFile::kFormat));
        return fail();
    }
    ShareFile share;
    share.ratelabVersion = root.value(QStringLiteral("ratelab_version")).toString();
    if (share.ratelabVersion.isEmpty())
        problems.add(QStringLiteral("ratelab_version"),
                     QStringLiteral("expected the RateLab release that made the run (\"0.1.0\")"));
    const auto model = wholeNumber(root.value(QStringLiteral("model_version")), 1);
    if (!model)
        problems.add(QStringLiteral("model_version"),
                     QStringLiteral("expected a whole number ≥ 1"));
    const auto seed = wholeNumber(root.value(QStringLiteral("seed")), 0);
    if (!seed)
        problems.add(QStringLiteral("seed"), QStringLiteral("expected a whole number ≥ 0"));
    const QJsonValue lesson = root.value(QStringLiteral("lesson"));
    if (!lesson.isUndefined() && !lesson.isString())
        problems.add(QStringLiteral("lesson"), QStringLiteral("expected a lesson id (text)"));
    share.lesson = lesson.toString();
    share.figures = readFigures(root.value(QStringLiteral("figures")), problems);
    const QJsonValue scenario = root.value(QStringLiteral("scenario"));
    if (!scenario.isObject()) {
        problems.add(QStringLiteral("scenario"),
                     QStringLiteral("expected the scenario as an object ({\"format\": 1, ...})"));
        return fail();
    }
    const ScenarioLoadResult loaded = ScenarioLoader::fromObject(scenario.toObject(), source);
    for (ScenarioError e : loaded.errors) {
        e.path =
            e.path.isEmpty() ? QStringLiteral("scenario") : QStringLiteral("scenario.") + e.path;
        problems.addLine(e.toString());
    }
    if (problems.any())
        return fail();
    share.modelVersion = static_cast<int>(*model);
    share.seed = static_cast<std::uint64_t>(*seed);
    share.scenario = *loaded.scenario;
    // The file's seed is the one the run used; the scenario inside carries it too.
    share.scenario.seed = share.seed;
    return share;
}

} // namespace ratelab
