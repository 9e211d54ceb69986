// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small command-line parser for ratelab-cli's commands: long options with or without a value
// ("--out DIR", "--out=DIR"), repeatable ones (--set), flags, positionals and "--". Errors are
// sentences for stderr ("unknown option --outt (did you mean --out?)"). One per command parse.
#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace ratelab {

struct OptionSpec {
    QString name; // without dashes: "out"
    bool takesValue = true;
    bool repeatable = false;
};

class ArgParser {
public:
    explicit ArgParser(std::vector<OptionSpec> options);

    bool parse(const QStringList& args, QString* error);

    [[nodiscard]] bool has(const QString& name) const { return m_values.contains(name); }
    [[nodiscard]] QString value(const QString& name) const { return m_values.value(name).value(0); }
    [[nodiscard]] QStringList values(const QString& name) const { return m_values.value(name); }
    [[nodiscard]] const QStringList& positionals() const { return m_positionals; }
    [[nodiscard]] bool helpRequested() const { return m_help; }

private:
    const OptionSpec* find(const QString& name) const;

    std::vector<OptionSpec> m_options;
    QHash<QString, QStringList> m_values;
    QStringList m_positionals;
    bool m_help = false;
};

// Reads --NAME as an integer in [lo, hi] into `value` when given (left as it is otherwise); false
// with `problem` set to the option's message when it is not such an integer.
bool integerOption(const ArgParser& args, const char* name, std::int64_t lo, std::int64_t hi,
                   std::int64_t& value, QString* problem);

} // namespace ratelab
