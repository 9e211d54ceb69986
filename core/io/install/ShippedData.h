// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the shipped lessons, scenarios, glossary and Lua twins are read from. An installed
// program serves the files under share/ratelab: first the one beside its bin/ folder
// (applicationDirPath()/../share/ratelab), then ratelab/ in each XDG data dir; without one, and
// always for a binary run from the build tree it was built in (so a developer's build never
// serves an older installed package), the copies compiled into ratelab_io as Qt resources.
// Never the current directory. Stateless; any thread (the CLI has no QCoreApplication).
#include <QString>
#include <QStringList>

namespace ratelab {

class ShippedData {
public:
    // The folder holding lessons/, scenarios/, glossary/ and lua/: an installed share/ratelab,
    // or ":" (the compiled-in resources).
    static QString root();
    // root() + "/" + relative: "/usr/share/ratelab/lessons" or ":/lessons".
    static QString path(const QString& relative);

    // The root for an executable in this folder: the first candidate that is complete, else ":".
    static QString rootFor(const QString& executableDir);
    // The folders rootFor() looks at, best first; none for the build tree.
    static QStringList candidateRoots(const QString& executableDir);
    // True if the folder holds lessons/ and scenarios/ (a partial copy is never served).
    static bool isComplete(const QString& dir);
    // The running executable's folder (applicationDirPath() or /proc/self/exe's).
    static QString executableDir();
};

} // namespace ratelab
