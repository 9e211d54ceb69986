// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab-cli calibrate LOG --format common|combined|csv ... --out DIR` (docs/cli.md): reads an
// access log or CSV trace in passes (LogFileSource), measures every identity's rates, suggests a
// limit per endpoint category by the rule of thumb, finds the smallest limit under the
// false-positive target by replay, and writes the calibration's CSV files all-or-nothing. A
// progress bar on a terminal; Ctrl-C stops it with nothing written. Main thread.
#include "core/io/cli/CliIo.h"

#include <QString>
#include <QStringList>

namespace ratelab {

class CalibrateCommand {
public:
    static QString help();
    static int execute(const QStringList& args, const CliIo& io);
};

} // namespace ratelab
