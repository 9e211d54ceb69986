// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/install/SessionRuntimeDir.h"

#include <QDir>
#include <QString>

#include <unistd.h>

namespace ratelab {

void provideRuntimeDir()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    // By uid, not name: the environment may not name the user. Qt creates it 0700 on first use.
    qputenv("XDG_RUNTIME_DIR",
            QStringLiteral("%1/runtime-%2").arg(QDir::tempPath()).arg(getuid()).toLocal8Bit());
}

} // namespace ratelab
