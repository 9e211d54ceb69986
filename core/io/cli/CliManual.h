// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ratelab-cli(1) manual page, rendered from the tool's --help and each command's help in the
// command table (CliCommands), so the installed page says what --help says. Printed by the
// hidden `ratelab-cli help --man`, which the build runs. Stateless; any thread.
#include <QString>

namespace ratelab {

class CliManual {
public:
    static QString page();
};

} // namespace ratelab
