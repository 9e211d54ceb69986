// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/CliManual.h"

#include "core/io/cli/CliCommands.h"
#include "core/io/cli/CliHelp.h"
#include "core/io/cli/ManPage.h"

#include "core/sim/model/ModelVersion.h"

namespace ratelab {

QString CliManual::page()
{
    const QString version =
        QString::fromUtf8(ratelabVersion().data(), static_cast<qsizetype>(ratelabVersion().size()));
    ManPage man(QStringLiteral("ratelab-cli"), 1, QStringLiteral("RateLab ") + version,
                QStringLiteral("RateLab Manual"));

    // The tool's help: its first paragraph names the program, "Usage:" is the synopsis, and
    // the paragraphs after it are the description.
    const QStringList blocks = CliHelp::tool().split(QStringLiteral("\n\n"), Qt::SkipEmptyParts);
    QString description = blocks.value(0).section(QLatin1Char('\n'), 0, 0);
    description = description.mid(description.indexOf(QLatin1Char(':')) + 2);
    if (description.endsWith(QLatin1Char('.')))
        description.chop(1);
    man.section(QStringLiteral("Name"));
    man.paragraph(QStringLiteral("ratelab-cli - ") + description);
    qsizetype next = 1;
    if (blocks.value(next).startsWith(QLatin1String("Usage:"))) {
        man.section(QStringLiteral("Synopsis"));
        QStringList synopsis = blocks.value(next).split(QLatin1Char('\n')).mid(1);
        for (QString& l : synopsis)
            l = l.mid(2);
        man.preformatted(synopsis);
        ++next;
    }
    man.section(QStringLiteral("Description"));
    for (const QString& block : blocks.mid(next))
        man.helpText(block);

    man.section(QStringLiteral("Commands"));
    for (const CliCommand& command : cliCommands()) {
        man.subsection(QString::fromLatin1(command.name));
        man.helpText(command.help());
    }

    man.section(QStringLiteral("Files"));
    man.paragraph(QStringLiteral(
        "The shipped lessons, their scenarios, the glossary and the Lua twins are read from\n"
        "share/ratelab beside the program's bin folder (/usr/share/ratelab for the package),\n"
        "then from ratelab/ in each XDG data directory ($XDG_DATA_HOME, $XDG_DATA_DIRS); a\n"
        "program run from its build tree, or one with no installed copy, serves the copies\n"
        "compiled into it. Nothing is looked up in the current directory."));
    man.item(QStringLiteral("share/ratelab/lessons/ID.md"),
             QStringLiteral("the lessons: text, claims and steps (lessons list, lessons check)"));
    man.item(QStringLiteral("share/ratelab/scenarios/ID.json"),
             QStringLiteral("their scenario files, to read, copy and edit"));
    man.item(QStringLiteral("share/ratelab/glossary/glossary.md"),
             QStringLiteral("the terms lessons link, each with its definition"));
    man.item(QStringLiteral("share/ratelab/lua/*.lua"),
             QStringLiteral("the Lua twins live runs send to Redis"));
    man.section(QStringLiteral("See also"));
    man.paragraph(QStringLiteral("ratelab(1)"));
    return man.roff();
}

} // namespace ratelab
