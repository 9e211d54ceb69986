// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab-cli live SCENARIO.json --redis 127.0.0.1:PORT [--speed X] --out DIR [--set ...]
// [--seed N] [--fail-closed]` (docs/cli.md): the scenario played against a real Redis.
#include "core/io/cli/CliIo.h"

#include <QStringList>

namespace ratelab {

class LiveCommand {
public:
    static int execute(const QStringList& args, const CliIo& io);
    static QString help();
};

} // namespace ratelab
