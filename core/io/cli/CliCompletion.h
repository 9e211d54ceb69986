// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The bash completion script for ratelab-cli, generated from the command table (CliCommands):
// the command names, each command's options and sub-commands as its help text spells them, the
// algorithm ids from the registry, and lesson ids from `ratelab-cli lessons list` at completion
// time. Printed by the hidden `ratelab-cli help --bash-completion`, which the build runs.
// Stateless; any thread.
#include <QString>

namespace ratelab {

class CliCompletion {
public:
    static QString bash();
};

} // namespace ratelab
