// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/AnswerFormat.h"

#include <QRegularExpression>

#include <algorithm>

namespace ratelab {

QString AnswerFormat::placeholder(const QString& answer) const
{
    return spec.isEmpty() ? QStringLiteral("{%1}").arg(answer)
                          : QStringLiteral("{%1:%2}").arg(answer, spec);
}

QString AnswerFormat::finish(const QString& rendered) const
{
    QString out = rendered;
    if (!percentSign.isEmpty() && out.endsWith(QLatin1Char('%')))
        out = out.chopped(1) + percentSign;
    return out + suffix;
}

AnswerFormat answerFormat(const QStringList& choices)
{
    // A number (with thousands separators and decimals), then a unit: "1,500", "0.5 s", "20 %".
    static const QRegularExpression choice(
        QStringLiteral(R"(^\s*-?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(\s*)(%|[A-Za-z/]+)?\s*$)"));
    if (choices.isEmpty())
        return {};
    bool group = false;
    qsizetype decimals = 0;
    QString unit;
    QString space;
    for (qsizetype i = 0; i < choices.size(); ++i) {
        const QRegularExpressionMatch m = choice.match(choices[i]);
        if (!m.hasMatch())
            return {};
        if (i > 0 && (m.captured(4) != unit || m.captured(3) != space))
            return {}; // mixed units: no common format to follow
        unit = m.captured(4);
        space = m.captured(3);
        group = group || m.captured(1).contains(QLatin1Char(','));
        decimals = std::max(decimals, m.captured(2).size());
    }
    AnswerFormat format;
    const QString grouping = group ? QStringLiteral(",") : QString();
    if (unit == QLatin1String("%")) {
        format.spec = QStringLiteral("%1.%2%").arg(grouping).arg(decimals);
        format.percentSign = space + unit;
        return format;
    }
    format.spec = QStringLiteral("%1.%2f").arg(grouping).arg(decimals);
    if (!unit.isEmpty())
        format.suffix = space + unit;
    return format;
}

} // namespace ratelab
