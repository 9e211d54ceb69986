// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/ScenarioError.h"

namespace ratelab {

QString ScenarioError::toString() const
{
    QString where = file;
    if (line > 0 && !file.isEmpty())
        where += QStringLiteral(":%1:%2").arg(line).arg(column);
    QString text;
    if (!where.isEmpty())
        text = where + QStringLiteral(": ");
    if (!path.isEmpty())
        text += path + QStringLiteral(": ");
    return text + message;
}

} // namespace ratelab
