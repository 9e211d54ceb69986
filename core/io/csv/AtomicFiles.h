#pragma once
// Writes a set of files all-or-nothing: each goes to a temporary file first (QSaveFile) and
// none is renamed into place until every one has been written. A failure or an interrupted
// process leaves the previous files (or none) behind, never a half-written one.
#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace ratelab {

class AtomicFiles {
public:
    void add(const QString& path, std::string contents);
    // Creates missing parent directories. On failure returns false with "PATH: reason".
    bool commit(QString* error);

private:
    std::vector<std::pair<QString, std::string>> m_files;
};

} // namespace ratelab
