// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv/RunManifest.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cmath>
#include <set>

namespace ratelab {

namespace {

QByteArray sha256(std::string_view bytes)
{
    return QCryptographicHash::hash(
               QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())),
               QCryptographicHash::Sha256)
        .toHex();
}

} // namespace

const QStringList& RunManifest::runFiles()
{
    static const QStringList names{QStringLiteral("summary.csv"), QStringLiteral("timeseries.csv"),
                                   QStringLiteral("requests.csv"), QStringLiteral("rules.csv")};
    return names;
}

RunManifest::Digest RunManifest::digest(std::string_view contents)
{
    return {static_cast<qint64>(contents.size()), sha256(contents)};
}

QByteArray RunManifest::make(const std::map<QString, std::string_view>& files)
{
    std::map<QString, Digest> digests;
    for (const auto& [name, contents] : files)
        digests.emplace(name, digest(contents));
    return make(digests);
}

QByteArray RunManifest::make(const std::map<QString, Digest>& files)
{
    QJsonArray list;
    QCryptographicHash runId(QCryptographicHash::Sha256);
    for (const QString& name : runFiles()) {
        const auto it = files.find(name);
        if (it == files.end())
            continue;
        const QByteArray& hash = it->second.sha256;
        runId.addData(name.toUtf8() + ' ' + hash + '\n');
        QJsonObject entry;
        entry.insert(QStringLiteral("name"), name);
        entry.insert(QStringLiteral("bytes"), static_cast<double>(it->second.bytes));
        entry.insert(QStringLiteral("sha256"), QString::fromLatin1(hash));
        list.append(entry);
    }
    QJsonObject root;
    root.insert(QStringLiteral("format"), 1);
    root.insert(QStringLiteral("run_id"), QString::fromLatin1(runId.result().toHex().left(32)));
    root.insert(QStringLiteral("files"), list);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool RunManifest::check(const QByteArray& manifest, const QString& dir,
                        const std::map<QString, QByteArray>& files, QString* error)
{
    const QDir folder(dir);
    auto fail = [&](const QString& name, const QString& what) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(folder.filePath(name), what);
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(manifest, &parseError);
    const QJsonObject root = doc.object();
    const QJsonValue list = root.value(QStringLiteral("files"));
    if (doc.isNull() || !doc.isObject() || !list.isArray())
        return fail(fileName(), QStringLiteral("not a run manifest (expected a JSON object with "
                                               "\"run_id\" and a \"files\" list)"));
    const QString runId = root.value(QStringLiteral("run_id")).toString();
    std::set<QString> listed;
    for (const QJsonValue& value : list.toArray()) {
        const QJsonObject entry = value.toObject();
        const QString name = entry.value(QStringLiteral("name")).toString();
        // Only the run's own files: a manifest must not make the reader open anything else.
        if (!runFiles().contains(name) || !listed.insert(name).second)
            return fail(fileName(),
                        QStringLiteral("lists \"%1\", which is not a run file (or twice)")
                            .arg(name.left(80)));
        const auto found = files.find(name);
        if (found == files.end())
            return fail(name, QStringLiteral("missing, but %1 (run %2) lists it")
                                  .arg(fileName(), runId.left(40)));
        const double bytes = entry.value(QStringLiteral("bytes")).toDouble(-1);
        const QByteArray hash = entry.value(QStringLiteral("sha256")).toString().toLatin1();
        const QByteArray& contents = found->second;
        if (bytes != static_cast<double>(contents.size())
            || hash
                   != sha256(std::string_view(contents.constData(),
                                              static_cast<std::size_t>(contents.size()))))
            return fail(name, QStringLiteral("is not the file %1 lists for run %2 (its size or "
                                             "SHA-256 differs): the folder mixes files of "
                                             "different runs")
                                  .arg(fileName(), runId.left(40)));
    }
    for (const auto& [name, contents] : files)
        if (listed.count(name) == 0)
            return fail(name, QStringLiteral("not listed in %1 (run %2): the folder mixes files "
                                             "of different runs")
                                  .arg(fileName(), runId.left(40)));
    return true;
}

} // namespace ratelab
