// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tooltips that point to the glossary: a metric's or a field's tooltip followed by
// "See glossary: TERM" when the glossary knows the name (a term or an `also:` alias). Reads the
// shipped glossary once; GUI thread only.
#include <QString>
#include <QStringList>

namespace ratelab {

class GlossaryTips {
public:
    // `tip`, then "See glossary: TERM" for the first of `names` the glossary knows.
    [[nodiscard]] static QString append(const QString& tip, const QStringList& names);
};

} // namespace ratelab
