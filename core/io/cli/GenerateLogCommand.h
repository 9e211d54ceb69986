// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab-cli generate-log --seed N [--hours H] [--users U] --out FILE.log [--truth FILE.csv]`
// (docs/cli.md): writes LogGenerator's seeded Combined Log Format log, and its truth table, so
// calibration can be tried and tested on realistic traffic without anyone's real logs. Main
// thread.
#include "core/io/cli/CliIo.h"

#include <QString>
#include <QStringList>

namespace ratelab {

class GenerateLogCommand {
public:
    static QString help();
    static int execute(const QStringList& args, const CliIo& io);
};

} // namespace ratelab
