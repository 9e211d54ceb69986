// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads a whole CSV file with a header line into memory as text, for tests and for the app to
// read back RateLab's own CSV output. Not for large inputs: the trace reader streams its own.
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ratelab {

struct CsvTable {
    QStringList header;
    QList<QStringList> rows;

    [[nodiscard]] int column(const QString& name) const
    {
        return static_cast<int>(header.indexOf(name));
    }
    // The cell of a row by column name; empty when the column or cell does not exist.
    [[nodiscard]] QString value(int row, const QString& columnName) const;
};

class CsvReader {
public:
    // Errors read "SOURCE:LINE: what is wrong".
    static std::optional<CsvTable> parse(const QByteArray& text, const QString& source,
                                         QString* error);
    static std::optional<CsvTable> readFile(const QString& path, QString* error);
};

} // namespace ratelab
