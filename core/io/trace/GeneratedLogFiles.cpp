// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/GeneratedLogFiles.h"

#include "core/io/csv/AtomicFiles.h"
#include <QDir>
#include <QFileInfo>

#include <QSaveFile>

#include <memory>

namespace ratelab {

namespace {

bool openFor(QSaveFile& file, QString* error)
{
    QDir().mkpath(QFileInfo(file.fileName()).absolutePath());
    if (file.open(QIODevice::WriteOnly))
        return true;
    if (error)
        *error = QStringLiteral("%1: %2").arg(file.fileName(), file.errorString());
    return false;
}

bool writeAll(QSaveFile& file, const std::string& bytes, QString* error)
{
    if (file.write(bytes.data(), static_cast<qint64>(bytes.size()))
        == static_cast<qint64>(bytes.size()))
        return true;
    if (error)
        *error = QStringLiteral("%1: %2").arg(file.fileName(), file.errorString());
    return false;
}

} // namespace

bool writeGeneratedLog(const LogGeneratorOptions& options, const QString& logPath,
                       const QString& truthPath, std::int64_t* lines, QString* error)
{
    constexpr std::size_t kChunk = 1 << 20;
    QSaveFile log(logPath);
    if (!openFor(log, error))
        return false;
    LogGenerator generator(options);
    std::string chunk;
    chunk.reserve(kChunk + 1024);
    std::int64_t written = 0;
    while (generator.nextLine(chunk)) {
        ++written;
        if (chunk.size() >= kChunk) {
            if (!writeAll(log, chunk, error))
                return false;
            chunk.clear();
        }
    }
    if (!writeAll(log, chunk, error))
        return false;

    std::unique_ptr<QSaveFile> truth;
    if (!truthPath.isEmpty()) {
        truth = std::make_unique<QSaveFile>(truthPath);
        if (!openFor(*truth, error))
            return false;
        std::string csv = "identity,kind,abusive\n";
        for (const LogTruthRow& row : generator.truth())
            csv += row.identity + "," + row.kind + (row.abusive ? ",1\n" : ",0\n");
        if (!writeAll(*truth, csv, error))
            return false;
    }
    QString reason;
    for (QSaveFile* file : {&log, truth.get()})
        if (file && !AtomicFiles::commitFile(*file, &reason)) {
            if (error)
                *error = QStringLiteral("%1: %2").arg(file->fileName(), reason);
            return false;
        }
    if (lines)
        *lines = written;
    return true;
}

} // namespace ratelab
