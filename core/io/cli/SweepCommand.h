// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab-cli sweep SCENARIO.json --vary PATH=SPEC ... [--seeds K] [--jobs N] --out DIR`
// (docs/cli.md): the scenario at every point of a grid, into sweep.csv and charts.
#include "core/io/cli/CliIo.h"

#include <QString>
#include <QStringList>

namespace ratelab {

class SweepCommand {
public:
    static QString help();
    static int execute(const QStringList& args, const CliIo& io);
};

} // namespace ratelab
