// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One CSV file of a run folder with typed, checked access: each failure names FILE:LINE and the
// column, and is thrown as a CsvProblem that RunCsvReader catches and reports. Internal to
// core/io/csv; a value, any thread.
#include "core/io/csv/CsvReader.h"
#include "core/io/csv/NumberFormat.h"

#include "core/sim/SimTime.h"

#include <QString>

#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>

namespace ratelab::csvread {

// Carries the first problem out of the nested readers; caught in readDir.
struct CsvProblem : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One file's rows with typed access that names FILE:LINE and the column on failure.
class TypedTable {
public:
    TypedTable(CsvTable table, QString path)
        : m_table(std::move(table))
        , m_path(std::move(path))
    {
    }

    [[nodiscard]] int rows() const { return static_cast<int>(m_table.rows.size()); }
    [[nodiscard]] bool has(const QString& column) const { return m_table.column(column) >= 0; }

    void require(std::initializer_list<const char*> columns) const
    {
        for (const char* c : columns) {
            if (!has(QLatin1String(c)))
                fail(1, QStringLiteral("missing column '%1'").arg(QLatin1String(c)));
        }
    }

    [[nodiscard]] QString text(int row, const char* column) const
    {
        const QString name = QLatin1String(column);
        const int c = m_table.column(name);
        if (c < 0)
            return {};
        const QStringList& cells = m_table.rows[row];
        if (c >= cells.size())
            fail(row + 2, QStringLiteral("%1 field(s), the header has %2")
                              .arg(cells.size())
                              .arg(m_table.header.size()));
        return cells[c];
    }

    // Missing optional columns read as 0.
    [[nodiscard]] std::int64_t integer(int row, const char* column) const
    {
        if (!has(QLatin1String(column)))
            return 0;
        const QByteArray cell = text(row, column).toUtf8();
        std::int64_t value = 0;
        if (!parseInteger(std::string_view(cell.constData(), static_cast<std::size_t>(cell.size())),
                          value))
            fail(row + 2, QStringLiteral("column '%1': \"%2\" is not an integer")
                              .arg(QLatin1String(column), QString::fromUtf8(cell)));
        return value;
    }

    [[nodiscard]] double number(int row, const char* column) const
    {
        if (!has(QLatin1String(column)))
            return 0.0;
        const QString cell = text(row, column);
        bool ok = false;
        const double value = cell.toDouble(&ok);
        if (!ok || !std::isfinite(value))
            fail(row + 2, QStringLiteral("column '%1': \"%2\" is not a number")
                              .arg(QLatin1String(column), cell));
        return value;
    }

    // Exact decimal milliseconds back to microseconds.
    [[nodiscard]] SimTime micros(int row, const char* column) const
    {
        return static_cast<SimTime>(std::llround(number(row, column) * 1000.0));
    }

    [[noreturn]] void fail(int line, const QString& what) const
    {
        throw CsvProblem(QStringLiteral("%1:%2: %3").arg(m_path).arg(line).arg(what).toStdString());
    }

private:
    CsvTable m_table;
    QString m_path;
};

inline TypedTable load(const QByteArray& text, const QString& path)
{
    QString error;
    std::optional<CsvTable> table = CsvReader::parse(text, path, &error);
    if (!table)
        throw CsvProblem(error.toStdString());
    return TypedTable(std::move(*table), path);
}

} // namespace ratelab::csvread
