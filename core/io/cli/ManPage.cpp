// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/ManPage.h"

#include <QRegularExpression>

#include <algorithm>

namespace ratelab {

ManPage::ManPage(const QString& name, int section, const QString& source, const QString& manual)
{
    // No date: the same sources give the same page (reproducible packages).
    m_roff = QStringLiteral(".TH \"%1\" \"%2\" \"\" \"%3\" \"%4\"\n")
                 .arg(name.toUpper())
                 .arg(section)
                 .arg(source, manual);
    // Ragged right, no hyphenation: option names must survive as typed.
    m_roff += QStringLiteral(".ad l\n.nh\n");
}

QString ManPage::escape(const QString& text)
{
    QString out = text;
    out.replace(QLatin1Char('\\'), QStringLiteral("\\e"));
    out.replace(QLatin1Char('-'), QStringLiteral("\\-"));
    if (out.startsWith(QLatin1Char('.')) || out.startsWith(QLatin1Char('\'')))
        out.prepend(QStringLiteral("\\&"));
    return out;
}

void ManPage::line(const QString& text)
{
    m_roff += text + QLatin1Char('\n');
}

void ManPage::section(const QString& title)
{
    line(QStringLiteral(".SH ") + escape(title.toUpper()));
}

void ManPage::subsection(const QString& title)
{
    line(QStringLiteral(".SS ") + escape(title));
}

void ManPage::paragraph(const QString& text)
{
    line(QStringLiteral(".PP"));
    for (const QString& l : text.split(QLatin1Char('\n')))
        line(escape(l.trimmed()));
}

void ManPage::preformatted(const QStringList& lines)
{
    line(QStringLiteral(".PP"));
    line(QStringLiteral(".nf"));
    for (const QString& l : lines)
        line(escape(l));
    line(QStringLiteral(".fi"));
}

void ManPage::item(const QString& tag, const QString& text)
{
    QStringList words;
    for (const QString& word : tag.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        words << (word.startsWith(QLatin1Char('-')) ? QStringLiteral("\\fB%1\\fR")
                                                    : QStringLiteral("\\fI%1\\fR"))
                     .arg(escape(word));
    line(QStringLiteral(".TP"));
    line(words.join(QLatin1Char(' ')));
    line(escape(text));
}

void ManPage::optionList(const QStringList& lines)
{
    // "  --set PATH=VALUE    text", continued below the text's first column.
    static const QRegularExpression entry(QStringLiteral("^  (-\\S+(?: \\S+)*?)(?:\\s{2,}(.*))?$"));
    line(QStringLiteral(".PP"));
    line(escape(lines.front()));
    QString tag;
    QString text;
    auto flush = [&] {
        if (!tag.isEmpty())
            item(tag, text);
        tag.clear();
        text.clear();
    };
    for (const QString& l : lines.mid(1)) {
        const QRegularExpressionMatch match = entry.match(l);
        if (match.hasMatch()) {
            flush();
            tag = match.captured(1);
            text = match.captured(2);
        } else {
            text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + l.trimmed();
        }
    }
    flush();
}

void ManPage::helpText(const QString& text)
{
    for (const QString& block : text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts)) {
        QStringList lines = block.split(QLatin1Char('\n'));
        while (!lines.isEmpty() && lines.back().trimmed().isEmpty())
            lines.removeLast();
        if (lines.isEmpty())
            continue;
        const bool atMargin = std::all_of(lines.begin(), lines.end(), [](const QString& l) {
            return !l.startsWith(QLatin1Char(' '));
        });
        if (lines.front() == QLatin1String("Options:") && lines.size() > 1
            && lines[1].startsWith(QLatin1String("  -")))
            optionList(lines);
        else if (atMargin && !lines.front().startsWith(QLatin1String("Usage: ")))
            paragraph(lines.join(QLatin1Char('\n')));
        else
            preformatted(lines);
    }
}

} // namespace ratelab
