#pragma once
// The ratelab executable's body, so main.cpp stays one line:
//   ratelab [FILE.json]                      open a scenario (default: boundary-burst, embedded)
//   ratelab --screenshot OUT.png [FILE.json] render the main window at 1400x900 to a PNG and exit
//   ratelab --measure [FILE.json]            print launch, what-if redraw and pan/zoom timings
//   ratelab --redis HOST:PORT [FILE.json]    live runs use this server, not a private one
//   ratelab --beside DIR [FILE.json]         draw a run folder (CSV) beside the scenario's run
// Runs on the main thread and owns the QApplication.
#include <QString>

namespace ratelab {

int runLabApplication(int argc, char* argv[], const QString& sourceDir);

} // namespace ratelab
