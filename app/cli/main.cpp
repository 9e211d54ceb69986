// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ratelab-cli: run scenarios and replay traces headless (docs/cli.md).
#include "core/io/cli/CliApp.h"

#ifdef RATELAB_HAVE_RENDER
#include "render/SweepChartRenderer.h"
#endif

int main(int argc, char** argv)
{
#ifdef RATELAB_HAVE_RENDER
    ratelab::SweepChartRenderer charts;
    return ratelab::CliApp::main(argc, argv, &charts);
#else
    return ratelab::CliApp::main(argc, argv);
#endif
}
