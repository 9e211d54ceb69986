// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab-cli replay --algorithm ID --limit N --window MS [--burst B] [--log-rejected]
//  --trace IN.csv [--out OUT.csv]` (docs/cli.md).
#include "core/io/cli/CliIo.h"

#include <QStringList>

namespace ratelab {

class ReplayCommand {
public:
    static int execute(const QStringList& args, const CliIo& io);
};

} // namespace ratelab
