// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A run folder's manifest.json: the run id and each CSV file's name, size and SHA-256. `run`
// and `live` write it last, after the CSV files, and every reader of a run folder checks the
// files against it, so a folder holding files of two runs (a run killed between two renames)
// is refused naming the file that does not belong. A folder without a manifest (from before it
// existed, or put together by hand) reads as before. Stateless; any thread.
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <string_view>

namespace ratelab {

class RunManifest {
public:
    static QString fileName() { return QStringLiteral("manifest.json"); }
    // The run CSV files a manifest may list, in the order they are written.
    static const QStringList& runFiles();

    // One file's size and SHA-256 (hex), for a file written piece by piece.
    struct Digest {
        qint64 bytes = 0;
        QByteArray sha256;
    };
    static Digest digest(std::string_view contents);

    // The manifest of these files (name -> contents, or name -> digest). The run id is derived
    // from the contents, so the same run gives the same bytes.
    static QByteArray make(const std::map<QString, std::string_view>& files);
    static QByteArray make(const std::map<QString, Digest>& files);

    // Checks the run files found in `dir` (name -> bytes; absent files not in the map) against
    // the manifest's text. On failure: "DIR/FILE: what is wrong".
    static bool check(const QByteArray& manifest, const QString& dir,
                      const std::map<QString, QByteArray>& files, QString* error);
};

} // namespace ratelab
