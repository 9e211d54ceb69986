// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one table of ratelab-cli's commands: name, one-line summary, help text and handler. It
// drives dispatch, `help`, `help CMD`, `CMD --help`, the tool's command list and the "did you
// mean" suggestion, so a command cannot be runnable yet missing from the help or vice versa.
// Plain constant data; main thread only (the handlers print).
#include "core/io/cli/CliIo.h"

#include <QString>
#include <QStringList>

#include <span>

namespace ratelab {

struct CliCommand {
    const char* name;    // "run"
    const char* summary; // one line for the tool's command list
    QString (*help)();   // the full `CMD --help` text
    int (*execute)(const QStringList& args, const CliIo& io);
};

std::span<const CliCommand> cliCommands();
// Null if there is no command of that name.
const CliCommand* findCliCommand(const QString& name);
QStringList cliCommandNames();

} // namespace ratelab
