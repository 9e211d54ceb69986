// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The glossary: the terms students meet in lessons, charts and tooltips, each with a short
// definition, kept as data (resources/glossary/glossary.md, compiled in as
// :/glossary/glossary.md, served from an installed share/ratelab/glossary/ when there is one).
// Lessons link a term with `[[term]]` or `[[term|shown words]]`; the lesson panel turns those into
// links, `lessons check` refuses a link to a missing term, and tooltips find a term by a metric or
// field name (`also:` aliases). Copyable value; any thread.
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace ratelab {

struct GlossaryEntry {
    QString term;
    QStringList aliases; // other names: metric and field names, spellings
    QString definition;
    int line = 0;
};

// A `[[term]]` or `[[term|shown]]` link in lesson text.
struct GlossaryLink {
    qsizetype offset = 0; // of the first '['
    qsizetype length = 0; // through the last ']'
    QString term;
    QString shown; // the term itself when no '|' is given
};

class Glossary {
public:
    static QString shippedPath();
    // The shipped glossary; a problem in it is a bug, reported in `problems`.
    static Glossary shipped(QStringList* problems = nullptr);
    static Glossary load(const QString& path, QStringList* problems = nullptr);
    // `path` only names the text in problems ("FILE:LINE: ...").
    static Glossary parse(const QString& text, const QString& path,
                          QStringList* problems = nullptr);

    [[nodiscard]] const QList<GlossaryEntry>& entries() const { return m_entries; }
    // By term or alias, ignoring case; nullptr when there is none.
    [[nodiscard]] const GlossaryEntry* find(const QString& name) const;

    // The links in a text, in order.
    static QList<GlossaryLink> links(const QString& text);
    // Markdown with each link turned into a Markdown link to `url(term)`.
    static QString linkMarkdown(const QString& text);
    // The text with each link replaced by its shown words (print, plain text).
    static QString plainText(const QString& text);
    // The link target of a term ("glossary:token%20bucket"), and back: empty for other URLs.
    static QUrl url(const QString& term);
    static QString termOf(const QUrl& url);

private:
    QList<GlossaryEntry> m_entries;
};

} // namespace ratelab
