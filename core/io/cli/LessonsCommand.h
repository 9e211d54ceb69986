// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab-cli lessons list` (ID<TAB>GROUP<TAB>TITLE) and `ratelab-cli lessons check [ID... |
// PATH...] [--seeds K]`: runs lessons and prints `ok ID: claim` or `FAIL ID: claim (measured
// ...)` per claim; exit 0 only when every claim holds on every seed.
#include "core/io/cli/CliIo.h"

#include <QStringList>

namespace ratelab {

class LessonsCommand {
public:
    static int execute(const QStringList& args, const CliIo& io);
    static QString help();
};

} // namespace ratelab
