// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab-cli claims --out DIR [--seeds K] [ID... | PATH...]`: measures every figure of the
// lessons (the seeds' rules of thumb, docs/lessons.md "Figures") over K seeds, writes
// DIR/claims.csv (claim,source,condition,measured,min,max,seeds,verdict) and prints the table;
// exit 1 when a lesson's declared verdict differs from the one its runs give. Main thread.
#include "core/io/cli/CliIo.h"

#include <QStringList>

namespace ratelab {

class ClaimsCommand {
public:
    static int execute(const QStringList& given, const CliIo& io);
    static QString help();
};

} // namespace ratelab
