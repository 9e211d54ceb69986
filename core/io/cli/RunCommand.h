// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab-cli run SCENARIO.json --out DIR [--set PATH=VALUE ...] [--seed N]` (docs/cli.md).
#include "core/io/cli/CliIo.h"

#include <QStringList>

namespace ratelab {

class RunCommand {
public:
    static int execute(const QStringList& args, const CliIo& io);
};

} // namespace ratelab
