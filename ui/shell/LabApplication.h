// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ratelab executable's body, so main.cpp stays one line:
//   ratelab [FILE.json]                      open a scenario (default: boundary-burst, embedded)
//   ratelab --screenshot OUT.png [--size WxH] [FILE.json]
//                                            render the main window (1400x900) to a PNG and exit
//   ratelab --help | --version               print and exit, no display needed
//   ratelab --measure [FILE.json]            print launch, what-if redraw and pan/zoom timings
//   ratelab --redis HOST:PORT [FILE.json]    live runs use this server, not a private one
//   ratelab --beside DIR [FILE.json]         draw a run folder (CSV) beside the scenario's run
//   ratelab --man                            print ratelab(1) in roff (the build installs it)
// The options themselves are LabOptions.
// Runs on the main thread and owns the QApplication.
#include <QString>

namespace ratelab {

int runLabApplication(int argc, char* argv[], const QString& sourceDir);

} // namespace ratelab
