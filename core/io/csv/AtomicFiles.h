// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writes a set of files all-or-nothing: each goes to a temporary file first (QSaveFile) and
// none is renamed into place until every one has been written. A failure or an interrupted
// process leaves the previous files (or none) behind, never a half-written one. A file too big
// to hold in memory is written by a producer, piece by piece; producers run in the order the
// files were added, so a later one may describe an earlier one (a manifest).
#include <QString>

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

class QIODevice;
class QSaveFile;

namespace ratelab {

class AtomicFiles {
public:
    // Writes a file's contents to `out`; false, with the reason, stops the commit (nothing is
    // renamed). May throw (std::bad_alloc): the temporary files are then discarded.
    using Producer = std::function<bool(QIODevice& out, QString* reason)>;

    void add(const QString& path, std::string contents);
    void add(const QString& path, Producer produce);
    // Creates missing parent directories. On failure returns false with "PATH: reason".
    bool commit(QString* error);

    // Flushes, syncs and renames one QSaveFile into place, with the system's reason on failure:
    // QSaveFile::commit() alone reports a full disk as "Unknown error", and a failed fsync not
    // at all. Every QSaveFile of the project is committed through it.
    static bool commitFile(QSaveFile& file, QString* reason);
    // Writes all of `bytes` to `out`, or says why not. Qt loses the system's reason when a write
    // is cut short part way (a full disk, a file size limit: "Unknown error"); it is kept here.
    static bool write(QIODevice& out, std::string_view bytes, QString* reason);

private:
    std::vector<std::pair<QString, Producer>> m_files;
};

} // namespace ratelab
