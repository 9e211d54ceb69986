// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The small commands: `ratelab-cli validate SCENARIO.json [--set ...]`, `ratelab-cli algorithms`
// and `ratelab-cli fields` (every scenario field, from ScenarioSchema).
#include "core/io/cli/CliIo.h"

#include <QStringList>

namespace ratelab {

class InfoCommands {
public:
    static int validate(const QStringList& args, const CliIo& io);
    static int algorithms(const QStringList& args, const CliIo& io);
    static int fields(const QStringList& args, const CliIo& io);
};

} // namespace ratelab
