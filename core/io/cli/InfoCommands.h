#pragma once
// The two small commands: `ratelab-cli validate SCENARIO.json [--set ...]` and
// `ratelab-cli algorithms`.
#include "CliIo.h"

#include <QStringList>

namespace ratelab {

class InfoCommands {
public:
    static int validate(const QStringList& args, const CliIo& io);
    static int algorithms(const QStringList& args, const CliIo& io);
};

} // namespace ratelab
