// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab-cli replay-limit --algorithm ID --samples FILE.csv [--PARAMETER VALUE ...] [--seed S]
//  --out OUT.csv` (docs/cli.md): a file of completed requests through one adaptive concurrency
// limit (core/sim/adaptive), the limit after each sample. Main thread.
#include "core/io/cli/CliIo.h"

#include <QString>
#include <QStringList>

namespace ratelab {

class ReplayLimitCommand {
public:
    static QString help();
    static int execute(const QStringList& args, const CliIo& io);
};

} // namespace ratelab
