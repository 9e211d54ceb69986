// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One `key: value` line of a lesson block (claim, step, figure), split once for every block
// reader. A line without a key before its colon has an empty key. Plain value; any thread.
#include <QString>

namespace ratelab {

struct BlockLine {
    QString key;
    QString value;
};

inline BlockLine splitBlockLine(const QString& line)
{
    const int colon = line.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return {};
    return {line.left(colon).trimmed(), line.mid(colon + 1).trimmed()};
}

} // namespace ratelab
