// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the calibrate end-to-end test reads: files, CSV rows by column name, and a generated
// Combined log's lines as the test itself parses them (address, time, category), independently
// of the importer. Test thread only.
#include "core/io/csv/CsvTokenizer.h"

#include "core/sim/traffic/EndpointCategories.h"
#include "core/sim/traffic/RequestPath.h"

#include <QDateTime>
#include <QFile>
#include <QStringList>

#include <map>
#include <string>
#include <vector>

namespace ratelab::test {

inline QByteArray contents(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline void write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// A CSV file as rows of column name -> value.
inline std::vector<std::map<std::string, std::string>> csvRows(const QString& path)
{
    const QByteArray bytes = contents(path);
    CsvTokenizer csv(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    std::vector<std::map<std::string, std::string>> rows;
    if (!csv.next())
        return rows;
    const std::vector<std::string> header(csv.fields().begin(), csv.fields().end());
    while (csv.next()) {
        auto& row = rows.emplace_back();
        for (std::size_t i = 0; i < header.size() && i < csv.fields().size(); ++i)
            row[header[i]] = std::string(csv.fields()[i]);
    }
    return rows;
}

struct Line {
    std::int64_t timeMs = 0;
    std::string ip;
    std::string category;
};

// The generator's lines (Combined, times at +0000) as this test reads them.
inline std::vector<Line> readLog(const QString& path)
{
    static const QStringList months{"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                    "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    std::vector<Line> lines;
    for (const QByteArray& text : contents(path).split('\n')) {
        if (text.isEmpty())
            continue;
        Line line;
        line.ip = text.left(text.indexOf(' ')).toStdString();
        // [04/Mar/2024:00:00:01 +0000]
        const QString date = QString::fromLatin1(text.mid(text.indexOf('[') + 1, 20));
        const QDate day(date.mid(7, 4).toInt(),
                        static_cast<int>(months.indexOf(date.mid(3, 3))) + 1, date.left(2).toInt());
        line.timeMs =
            QDateTime(day, QTime::fromString(date.mid(12, 8), QStringLiteral("HH:mm:ss")), Qt::UTC)
                .toMSecsSinceEpoch();
        const QList<QByteArray> request = text.split('"').value(1).split(' ');
        line.category = endpointCategory({}, normalisedPath(request.value(1).toStdString()),
                                         request.value(0).toStdString());
        lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace ratelab::test
