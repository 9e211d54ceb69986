// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/Glossary.h"

#include "core/io/install/ShippedData.h"

#include <QFile>
#include <QRegularExpression>

namespace ratelab {

namespace {

const QString kScheme = QStringLiteral("glossary");

} // namespace

QString Glossary::shippedPath()
{
    return ShippedData::path(QStringLiteral("glossary/glossary.md"));
}

Glossary Glossary::shipped(QStringList* problems)
{
    return load(shippedPath(), problems);
}

Glossary Glossary::load(const QString& path, QStringList* problems)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        if (problems)
            *problems << QStringLiteral("%1: %2").arg(path, file.errorString());
        return {};
    }
    return parse(QString::fromUtf8(file.readAll()), path, problems);
}

Glossary Glossary::parse(const QString& text, const QString& path, QStringList* problems)
{
    Glossary glossary;
    const QStringList lines = text.split(QLatin1Char('\n'));
    GlossaryEntry* entry = nullptr;
    auto finish = [&] {
        if (!entry)
            return;
        entry->definition = entry->definition.simplified();
        if (entry->definition.isEmpty() && problems)
            *problems << QStringLiteral("%1:%2: the term \"%3\" has no definition")
                             .arg(path)
                             .arg(entry->line)
                             .arg(entry->term);
    };
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.startsWith(QLatin1String("## "))) {
            finish();
            const QString term = line.mid(3).trimmed();
            if (glossary.find(term) && problems)
                *problems << QStringLiteral("%1:%2: the term \"%3\" is defined twice")
                                 .arg(path)
                                 .arg(i + 1)
                                 .arg(term);
            glossary.m_entries.append(GlossaryEntry{term, {}, {}, i + 1});
            entry = &glossary.m_entries.last();
        } else if (entry && line.startsWith(QLatin1String("also:"))) {
            for (const QString& alias : line.mid(5).split(QLatin1Char(','), Qt::SkipEmptyParts))
                entry->aliases << alias.trimmed();
        } else if (entry) {
            entry->definition += QLatin1Char(' ') + line;
        }
    }
    finish();
    return glossary;
}

const GlossaryEntry* Glossary::find(const QString& name) const
{
    const QString wanted = name.trimmed();
    for (const GlossaryEntry& e : m_entries)
        if (e.term.compare(wanted, Qt::CaseInsensitive) == 0)
            return &e;
    for (const GlossaryEntry& e : m_entries)
        for (const QString& alias : e.aliases)
            if (alias.compare(wanted, Qt::CaseInsensitive) == 0)
                return &e;
    return nullptr;
}

QList<GlossaryLink> Glossary::links(const QString& text)
{
    static const QRegularExpression link(
        QStringLiteral(R"(\[\[([^\[\]|\n]+)(?:\|([^\[\]\n]+))?\]\])"));
    QList<GlossaryLink> out;
    for (auto it = link.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString term = m.captured(1).trimmed();
        const QString shown = m.captured(2).trimmed();
        out << GlossaryLink{m.capturedStart(), m.capturedLength(), term,
                            shown.isEmpty() ? term : shown};
    }
    return out;
}

QString Glossary::linkMarkdown(const QString& text)
{
    QString out = text;
    const QList<GlossaryLink> found = links(text);
    for (auto it = found.crbegin(); it != found.crend(); ++it)
        out.replace(
            it->offset, it->length,
            QStringLiteral("[%1](%2)").arg(it->shown, url(it->term).toString(QUrl::FullyEncoded)));
    return out;
}

QString Glossary::plainText(const QString& text)
{
    QString out = text;
    const QList<GlossaryLink> found = links(text);
    for (auto it = found.crbegin(); it != found.crend(); ++it)
        out.replace(it->offset, it->length, it->shown);
    return out;
}

QUrl Glossary::url(const QString& term)
{
    QUrl u;
    u.setScheme(kScheme);
    u.setPath(term);
    return u;
}

QString Glossary::termOf(const QUrl& url)
{
    return url.scheme() == kScheme ? url.path() : QString();
}

} // namespace ratelab
