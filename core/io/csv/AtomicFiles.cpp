// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv/AtomicFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <memory>

#include <unistd.h>

namespace ratelab {

namespace {

// The system's reason for the failed call just made, else what the device says.
QString failure(const QIODevice& device, int error)
{
    return error != 0 ? QString::fromLocal8Bit(std::strerror(error)) : device.errorString();
}

// QSaveFile::commit() flushes and syncs too, but reports a failure there as "Unknown error" (a
// full disk), or not at all (fsync): both are done first, where the reason is known.
bool flushAndSync(QSaveFile& file, QString* reason)
{
    errno = 0;
    if (!file.flush()) {
        *reason = failure(file, errno);
        return false;
    }
    if (::fsync(file.handle()) != 0) {
        *reason = QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }
    return true;
}

} // namespace

bool AtomicFiles::commitFile(QSaveFile& file, QString* reason)
{
    if (!flushAndSync(file, reason))
        return false;
    if (!file.commit()) {
        *reason = file.errorString();
        return false;
    }
    return true;
}

bool AtomicFiles::write(QIODevice& out, std::string_view bytes, QString* reason)
{
    const auto size = static_cast<qint64>(bytes.size());
    errno = 0;
    if (out.write(bytes.data(), size) == size)
        return true;
    *reason = failure(out, errno);
    return false;
}

void AtomicFiles::add(const QString& path, std::string contents)
{
    add(path, [contents = std::move(contents)](QIODevice& out, QString* reason) {
        return write(out, contents, reason);
    });
}

void AtomicFiles::add(const QString& path, Producer produce)
{
    m_files.emplace_back(path, std::move(produce));
}

bool AtomicFiles::commit(QString* error)
{
    auto fail = [error](const QString& path, const QString& reason) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, reason);
        return false;
    };
    std::vector<std::unique_ptr<QSaveFile>> pending;
    QString reason;
    for (const auto& [path, produce] : m_files) {
        const QString dir = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(dir))
            return fail(dir, QStringLiteral("cannot create the directory"));
        if (const QFileInfo target(path); target.exists() && !target.isFile()) {
            // A device or pipe (/dev/stdout, /dev/full) cannot be replaced by a rename, and
            // QSaveFile would write it unchecked: write it directly and check every step.
            QFile device(path);
            if (!device.open(QIODevice::WriteOnly))
                return fail(path, device.errorString());
            if (!produce(device, &reason))
                return fail(path, reason);
            errno = 0;
            if (!device.flush())
                return fail(path, failure(device, errno));
            continue;
        }
        auto file = std::make_unique<QSaveFile>(path);
        if (!file->open(QIODevice::WriteOnly))
            return fail(path, file->errorString());
        if (!produce(*file, &reason) || !flushAndSync(*file, &reason))
            return fail(path, reason);
        pending.push_back(std::move(file));
    }
    // Every temporary file is complete; now rename them into place (pending ones are discarded
    // by their destructors if one rename fails).
    for (auto& file : pending)
        if (!commitFile(*file, &reason))
            return fail(file->fileName(), reason);
    m_files.clear();
    return true;
}

} // namespace ratelab
