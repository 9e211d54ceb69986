// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The manual page and the bash completion say what --help says: every command and every option
// of every command's help is in both, roff's special characters are escaped, and an option
// table becomes tagged paragraphs.
#include "core/io/cli/CliCommands.h"
#include "core/io/cli/CliCompletion.h"
#include "core/io/cli/CliManual.h"
#include "core/io/cli/ManPage.h"

#include <QRegularExpression>
#include <QTest>

using namespace ratelab;

namespace {

QStringList optionsOf(const QString& text)
{
    QStringList options;
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])--[a-z][a-z0-9-]*"));
    for (const QRegularExpressionMatch& m : option.globalMatch(text))
        options << m.captured(0);
    options.removeDuplicates();
    return options;
}

// What a command declares: the options of its synopsis and of its option table's rows.
QStringList declaredOptionsOf(const QString& help)
{
    QStringList lines = help.left(help.indexOf(QStringLiteral("\n\n"))).split(QLatin1Char('\n'));
    for (const QString& line : help.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("  --")))
            lines << line.section(QStringLiteral("  "), 1, 1);
    return optionsOf(lines.join(QLatin1Char('\n')));
}

} // namespace

class TestCliManual : public QObject {
    Q_OBJECT

private slots:
    void escapesWhatRoffWouldRead()
    {
        QCOMPARE(ManPage::escape(QStringLiteral("--out DIR")), QStringLiteral("\\-\\-out DIR"));
        QCOMPARE(ManPage::escape(QStringLiteral(".fi")), QStringLiteral("\\&.fi"));
        QCOMPARE(ManPage::escape(QStringLiteral("'quoted")), QStringLiteral("\\&'quoted"));
        QCOMPARE(ManPage::escape(QStringLiteral("a\\b")), QStringLiteral("a\\eb"));
    }

    void optionTablesBecomeTaggedParagraphs()
    {
        ManPage man(QStringLiteral("x"), 1, QStringLiteral("X 1"), QStringLiteral("X Manual"));
        man.helpText(QStringLiteral("Prose at the margin\nis filled.\n\n"
                                    "Options:\n"
                                    "  --out DIR         where to write\n"
                                    "                    (created if missing)\n"
                                    "  --nodelay         no delay\n\n"
                                    "Examples:\n"
                                    "  x --out .\n"));
        const QString roff = man.roff();
        QVERIFY(roff.startsWith(QStringLiteral(".TH \"X\" \"1\" \"\" \"X 1\" \"X Manual\"\n")));
        QVERIFY2(roff.contains(QStringLiteral(".PP\nProse at the margin\nis filled.\n")),
                 qPrintable(roff));
        QVERIFY2(roff.contains(QStringLiteral(
                     ".TP\n\\fB\\-\\-out\\fR \\fIDIR\\fR\nwhere to write (created if missing)\n")),
                 qPrintable(roff));
        QVERIFY2(roff.contains(QStringLiteral(".TP\n\\fB\\-\\-nodelay\\fR\nno delay\n")),
                 qPrintable(roff));
        QVERIFY2(roff.contains(QStringLiteral(".nf\nExamples:\n  x \\-\\-out .\n.fi\n")),
                 qPrintable(roff));
    }

    void pageHoldsEveryCommandAndOption()
    {
        const QString page = CliManual::page();
        QVERIFY(page.startsWith(QStringLiteral(".TH \"RATELAB-CLI\" \"1\"")));
        for (const char* section : {".SH NAME", ".SH SYNOPSIS", ".SH COMMANDS", ".SH FILES"})
            QVERIFY2(page.contains(QLatin1String(section)), section);
        for (const CliCommand& command : cliCommands()) {
            QVERIFY2(
                page.contains(
                    QStringLiteral(".SS %1\n").arg(ManPage::escape(QLatin1String(command.name)))),
                command.name);
            for (const QString& option : optionsOf(command.help()))
                QVERIFY2(page.contains(ManPage::escape(option)),
                         qPrintable(QStringLiteral("%1 %2").arg(command.name, option)));
        }
        // Nothing reaches roff unescaped: no line starts with a dot that is not a request.
        for (const QString& line : page.split(QLatin1Char('\n')))
            if (line.startsWith(QLatin1Char('.')))
                QVERIFY2(
                    QRegularExpression(QStringLiteral("^\\.(TH|SH|SS|PP|TP|nf|fi|ad l|nh)( |$)"))
                        .match(line)
                        .hasMatch(),
                    qPrintable(line));
    }

    void completionKnowsEveryCommandAndOption()
    {
        const QString script = CliCompletion::bash();
        QVERIFY(
            script.contains(QStringLiteral("complete -o filenames -F _ratelab_cli ratelab-cli")));
        for (const CliCommand& command : cliCommands()) {
            const QString name = QString::fromLatin1(command.name);
            const QRegularExpression row(QStringLiteral("\\n        %1\\) options=\"([^\"]*)\"")
                                             .arg(QRegularExpression::escape(name)));
            const QRegularExpressionMatch match = row.match(script);
            QVERIFY2(match.hasMatch(), command.name);
            const QStringList offered = match.captured(1).split(QLatin1Char(' '));
            for (const QString& option : declaredOptionsOf(command.help()))
                QVERIFY2(offered.contains(option),
                         qPrintable(QStringLiteral("%1 %2").arg(name, option)));
            if (name == QLatin1String("live")) // its example's redis-server --port is not its own
                QVERIFY2(!offered.contains(QStringLiteral("--port")),
                         qPrintable(offered.join(' ')));
        }
        QVERIFY(script.contains(QStringLiteral("subcommands=\"list check\"")));
        QVERIFY(script.contains(QStringLiteral("token-bucket")));
    }
};

QTEST_GUILESS_MAIN(TestCliManual)
#include "tst_climanual.moc"
