// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// ratelab-cli's entry point: picks the command and hands it the remaining arguments. Exit codes:
// 0 success, 1 the run failed, 2 bad usage or bad input. Main thread only.
#include "core/io/cli/CliIo.h"

#include <QStringList>

namespace ratelab {

class CliApp {
public:
    // `charts` draws sweep's charts (see CliIo); may be null.
    static int main(int argc, char** argv, SweepChartSink* charts = nullptr);
    // args excludes the program name.
    static int run(const QStringList& args, const CliIo& io);
};

} // namespace ratelab
