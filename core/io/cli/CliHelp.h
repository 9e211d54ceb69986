// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The --help texts of ratelab-cli and its commands, with examples (CliCommands names which
// text belongs to which command). Stateless; any thread.
#include <QString>

namespace ratelab {

class CliHelp {
public:
    static QString tool();
    static QString run();
    static QString replay();
    static QString validate();
    static QString algorithms();
    static QString fields();
    static QString help();
};

} // namespace ratelab
