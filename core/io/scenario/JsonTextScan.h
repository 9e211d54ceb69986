// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What QJsonDocument does not say about a JSON text: which object holds a key twice (it keeps
// the last silently) and the field path at a byte offset (its errors give only the offset), so
// the scenario loader can name the field of a duplicate key or of a number out of range. A
// plain scan of the raw text; tolerant of text that is not valid JSON. Stateless; any thread.
#include <QByteArray>
#include <QString>

#include <optional>

namespace ratelab {

class JsonTextScan {
public:
    struct Duplicate {
        QString path;        // "lanes[1].limit"
        qsizetype offset{0}; // of the second occurrence's key
    };
    // The first key that appears twice in one object, if any.
    static std::optional<Duplicate> firstDuplicateKey(const QByteArray& json);
    // The path of the value that contains byte `offset` ("" at the top level).
    static QString pathAt(const QByteArray& json, qsizetype offset);
    // The number token starting at or just before `offset` ("1e-400"), at most 40 characters;
    // empty if there is none.
    static QString numberAt(const QByteArray& json, qsizetype offset);
    // Whether `text` is a JSON number as written, and the message for one no double holds
    // (1e-400, 1e400): the file's and --set's say the same.
    static bool isNumber(const QString& text);
    static QString outOfRange(const QString& number);
};

} // namespace ratelab
