// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A manual page in roff (man(7) macros), built from the same plain text as a program's --help:
// the generator behind `ratelab-cli help --man` and `ratelab --man`, so the installed pages
// cannot drift from the help. Escapes what roff would read as a request or a macro. A value;
// any thread.
#include <QString>
#include <QStringList>

namespace ratelab {

class ManPage {
public:
    // ".TH NAME SECTION" with the footer ("RateLab 0.1.0") and the manual's name.
    ManPage(const QString& name, int section, const QString& source, const QString& manual);

    void section(const QString& title);    // .SH
    void subsection(const QString& title); // .SS
    void paragraph(const QString& text);   // filled text
    void preformatted(const QStringList& lines);
    // A tagged paragraph: options in the tag set in bold, their values in italics.
    void item(const QString& tag, const QString& text);
    // A --help text, paragraph by paragraph (blank lines between): "Options:" lists become
    // tagged paragraphs, prose set at the left margin is filled, a usage line and anything
    // laid out by hand (tables, examples) is kept line for line.
    void helpText(const QString& text);

    QString roff() const { return m_roff; }

    // Text as roff reads it literally (backslashes, hyphens, leading dots and quotes).
    static QString escape(const QString& text);

private:
    void line(const QString& text);
    void optionList(const QStringList& lines);

    QString m_roff;
};

} // namespace ratelab
