// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/GlossaryTips.h"

#include "core/io/lesson/Glossary.h"

#include <QCoreApplication>
#include <QStringList>

namespace ratelab {

QString GlossaryTips::append(const QString& tip, const QStringList& names)
{
    // Tooltips are asked for on every hover: parse the file once.
    static const Glossary glossary = Glossary::shipped();
    for (const QString& name : names) {
        if (const GlossaryEntry* entry = glossary.find(name))
            return QCoreApplication::translate("ratelab::GlossaryTips", "%1\nSee glossary: %2")
                .arg(tip, entry->term);
    }
    return tip;
}

} // namespace ratelab
