// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Did you mean ...?" for a misspelt field name or command-line option.
#include <QString>
#include <QStringList>

namespace ratelab {

// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo;
// otherwise an empty string.
QString closestName(const QString& name, const QStringList& candidates);

} // namespace ratelab
