// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ratelab executable's command-line options, defined once: LabApplication parses with them
// and manPage() renders ratelab(1) from the same names, value names and descriptions, so the
// installed page says what --help says. Plain values; any thread.
#include <QCommandLineOption>
#include <QList>
#include <QString>

class QCommandLineParser;

namespace ratelab {

struct LabOptions {
    LabOptions();

    // Adds every option, --help, --version and the FILE.json argument to the parser.
    void addTo(QCommandLineParser& parser) const;
    // The options in --help order (without --help and --version).
    QList<QCommandLineOption> all() const;
    // ratelab(1) in roff: what `ratelab --man` prints for the build.
    QString manPage() const;

    QString description;
    QCommandLineOption screenshot;
    QCommandLineOption present;
    QCommandLineOption gallery;
    QCommandLineOption measure;
    QCommandLineOption step;
    QCommandLineOption reveal;
    QCommandLineOption redis;
    QCommandLineOption beside;
    QCommandLineOption size;
    QCommandLineOption sweep;
    QCommandLineOption calibrate;
};

} // namespace ratelab
