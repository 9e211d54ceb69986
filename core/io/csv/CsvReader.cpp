// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv/CsvReader.h"

#include "core/io/csv/CsvTokenizer.h"

#include <QFile>

namespace ratelab {

QString CsvTable::value(int row, const QString& columnName) const
{
    const int c = column(columnName);
    if (row < 0 || row >= rows.size() || c < 0 || c >= rows[row].size())
        return {};
    return rows[row][c];
}

std::optional<CsvTable> CsvReader::parse(const QByteArray& text, const QString& source,
                                         QString* error)
{
    CsvTokenizer tokenizer(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    CsvTable table;
    bool first = true;
    while (tokenizer.next()) {
        QStringList cells;
        cells.reserve(static_cast<qsizetype>(tokenizer.fields().size()));
        for (std::string_view field : tokenizer.fields())
            cells.append(QString::fromUtf8(field.data(), static_cast<qsizetype>(field.size())));
        if (first)
            table.header = cells;
        else
            table.rows.append(cells);
        first = false;
    }
    if (!tokenizer.error().empty()) {
        if (error)
            *error = QStringLiteral("%1:%2: %3")
                         .arg(source)
                         .arg(tokenizer.line())
                         .arg(QString::fromStdString(tokenizer.error()));
        return std::nullopt;
    }
    if (first) {
        if (error)
            *error = QStringLiteral("%1:1: empty file: expected a header line").arg(source);
        return std::nullopt;
    }
    return table;
}

std::optional<CsvTable> CsvReader::readFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot open: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return parse(file.readAll(), path, error);
}

} // namespace ratelab
