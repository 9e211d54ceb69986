#include "core/io/csv/AtomicFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <memory>

namespace ratelab {

void AtomicFiles::add(const QString& path, std::string contents)
{
    m_files.emplace_back(path, std::move(contents));
}

bool AtomicFiles::commit(QString* error)
{
    auto fail = [error](const QString& path, const QString& reason) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, reason);
        return false;
    };
    std::vector<std::unique_ptr<QSaveFile>> pending;
    for (const auto& [path, contents] : m_files) {
        const QString dir = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(dir))
            return fail(dir, QStringLiteral("cannot create the directory"));
        if (const QFileInfo target(path); target.exists() && !target.isFile()) {
            // A device or pipe (/dev/stdout, /dev/full) cannot be replaced by a rename, and
            // QSaveFile would write it unchecked: write it directly and check every step.
            QFile device(path);
            const auto size = static_cast<qint64>(contents.size());
            if (!device.open(QIODevice::WriteOnly) || device.write(contents.data(), size) != size
                || !device.flush())
                return fail(path, device.errorString());
            continue;
        }
        auto file = std::make_unique<QSaveFile>(path);
        if (!file->open(QIODevice::WriteOnly))
            return fail(path, file->errorString());
        const auto size = static_cast<qint64>(contents.size());
        if (file->write(contents.data(), size) != size)
            return fail(path, file->errorString());
        pending.push_back(std::move(file));
    }
    // Every temporary file is complete; now rename them into place (pending ones are discarded
    // by their destructors if one rename fails).
    for (auto& file : pending)
        if (!file->commit())
            return fail(file->fileName(), file->errorString());
    m_files.clear();
    return true;
}

} // namespace ratelab
