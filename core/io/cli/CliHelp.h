#pragma once
// The --help texts of ratelab-cli and its commands, with examples.
#include <QString>

namespace ratelab {

class CliHelp {
public:
    static QString tool();
    static QString run();
    static QString replay();
    static QString validate();
    static QString algorithms();
    // The help of a command by name; empty if there is no such command.
    static QString command(const QString& name);
};

} // namespace ratelab
