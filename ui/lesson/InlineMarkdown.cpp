// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/InlineMarkdown.h"

#include <QRegularExpression>

namespace ratelab {

QString inlineMarkdownToHtml(const QString& text)
{
    // Code spans first: what is inside them is shown as written, stars included.
    static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
    static const QRegularExpression bold(QStringLiteral(R"(\*\*([^*]+)\*\*)"));
    static const QRegularExpression emphasis(QStringLiteral(R"((^|[^*\w])\*([^*\s][^*]*)\*)"));
    QString html;
    qsizetype at = 0;
    auto styled = [](QString plain) {
        plain = plain.toHtmlEscaped();
        plain.replace(bold, QStringLiteral("<b>\\1</b>"));
        plain.replace(emphasis, QStringLiteral("\\1<i>\\2</i>"));
        return plain;
    };
    for (auto it = code.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        html += styled(text.mid(at, m.capturedStart() - at));
        html += QStringLiteral("<code>%1</code>").arg(m.captured(1).toHtmlEscaped());
        at = m.capturedEnd();
    }
    html += styled(text.mid(at));
    return html;
}

} // namespace ratelab
