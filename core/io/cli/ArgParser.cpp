// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/ArgParser.h"

#include "core/io/csv/NumberFormat.h"
#include "core/io/scenario/NameSuggestion.h"

namespace ratelab {

ArgParser::ArgParser(std::vector<OptionSpec> options)
    : m_options(std::move(options))
{
}

const OptionSpec* ArgParser::find(const QString& name) const
{
    for (const OptionSpec& option : m_options)
        if (option.name == name)
            return &option;
    return nullptr;
}

bool ArgParser::parse(const QStringList& args, QString* error)
{
    auto fail = [error](const QString& what) {
        if (error)
            *error = what;
        return false;
    };
    bool optionsEnded = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args[i];
        if (optionsEnded || !arg.startsWith(QLatin1Char('-')) || arg == QLatin1String("-")) {
            m_positionals.append(arg);
            continue;
        }
        if (arg == QLatin1String("--")) {
            optionsEnded = true;
            continue;
        }
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            m_help = true;
            continue;
        }
        if (!arg.startsWith(QLatin1String("--")))
            return fail(QStringLiteral("unknown option %1 (options start with --)").arg(arg));
        QString name = arg.mid(2);
        QString value;
        bool hasInlineValue = false;
        if (const qsizetype equals = name.indexOf(QLatin1Char('=')); equals >= 0) {
            value = name.mid(equals + 1);
            name = name.left(equals);
            hasInlineValue = true;
        }
        const OptionSpec* option = find(name);
        if (!option) {
            QStringList names;
            for (const OptionSpec& o : m_options)
                names.append(o.name);
            const QString suggestion = closestName(name, names);
            if (!suggestion.isEmpty())
                return fail(QStringLiteral("unknown option --%1 (did you mean --%2?)")
                                .arg(name, suggestion));
            return fail(QStringLiteral("unknown option --%1").arg(name));
        }
        if (!option->takesValue) {
            if (hasInlineValue)
                return fail(QStringLiteral("--%1 takes no value").arg(name));
            m_values[name].append(QString());
            continue;
        }
        if (!hasInlineValue) {
            if (i + 1 >= args.size())
                return fail(QStringLiteral("--%1 needs a value").arg(name));
            value = args[++i];
        }
        if (!option->repeatable && m_values.contains(name))
            return fail(QStringLiteral("--%1 given twice").arg(name));
        m_values[name].append(value);
    }
    return true;
}

bool integerOption(const ArgParser& args, const char* name, std::int64_t lo, std::int64_t hi,
                   std::int64_t& value, QString* problem)
{
    const QString option = QString::fromLatin1(name);
    if (!args.has(option))
        return true;
    const QByteArray text = args.value(option).trimmed().toUtf8();
    if (!parseInteger(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                      value)
        || value < lo || value > hi) {
        *problem = QStringLiteral("--%1: expected an integer %2..%3, got \"%4\"")
                       .arg(option)
                       .arg(lo)
                       .arg(hi)
                       .arg(args.value(option));
        return false;
    }
    return true;
}

} // namespace ratelab
