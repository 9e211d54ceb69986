// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The type, range and help text of one scenario field, independent of which struct holds it:
// what the loader validates against, what error messages say was expected, and what the
// scenario editor builds its input widget and tooltip from. Immutable; safe to share.
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <cstdint>
#include <limits>
#include <vector>

namespace ratelab {

enum class FieldType : std::uint8_t {
    Integer,     // QVariant qint64
    Number,      // QVariant double
    Boolean,     // QVariant bool
    String,      // QVariant QString, one line
    Text,        // QVariant QString, may span lines (descriptions)
    Choice,      // QVariant QString, one of choices
    IntegerList, // QVariant QVariantList of qint64
    ObjectList,  // QVariant QVariantList of QVariantMap (key -> value of the item field), e.g.
                 // store.faults
};

struct FieldSpec {
    static constexpr std::int64_t kNoMax = std::numeric_limits<std::int64_t>::max();
    // Upper bound of time fields: keeps microsecond arithmetic far from overflow (~31 years).
    static constexpr std::int64_t kMaxMillis = 1'000'000'000'000;
    // Maxima at or above this are safety limits, left out of the "expected ..." phrase.
    static constexpr std::int64_t kQuietMax = 1'000'000'000;

    QString path;  // JSON path inside its owner, dotted: "window_ms", "arrival.rate_per_sec"
    QString label; // short name for a form: "Window"
    FieldType type = FieldType::String;
    QString unit;    // "milliseconds", "requests per second"; empty when none
    QString tooltip; // one sentence for a student
    bool required = false;
    bool writeDefault = true; // the saver writes the field even when it holds its default

    std::int64_t minInteger = std::numeric_limits<std::int64_t>::min(); // Integer, IntegerList
    std::int64_t maxInteger = kNoMax;
    double minNumber = -std::numeric_limits<double>::infinity(); // Number
    double maxNumber = std::numeric_limits<double>::infinity();
    bool minExclusive = false; // Number: the value must be strictly above minNumber

    QStringList choices;            // Choice: the accepted ids, in display order
    QStringList choiceDescriptions; // Choice: one sentence per id (may be empty)

    // ObjectList: the fields of each element (paths are their keys) and their defaults; an element
    // omits a field at its default, and required item fields must be present.
    std::vector<FieldSpec> itemFields;
    QVariantMap itemDefaults;

    // Non-empty: this field is another view of the field at that path (the editor's form shows the
    // first fault of store.faults as store.fault.*). Read from older files, never written.
    QString aliasOf;

    // The last segment of path ("rate_per_sec").
    [[nodiscard]] QString key() const;

    // What a valid value looks like, for messages: "a positive integer (milliseconds)".
    [[nodiscard]] QString expected() const;

    // Checks a JSON value and converts it to this field's QVariant (an editor validates a widget's
    // value with fromJson(QJsonValue::fromVariant(value), ...)). On failure returns false and
    // sets subPath (e.g. "[3]" for a list element, else empty) and message
    // ("expected a positive integer (milliseconds), got \"abc\"").
    bool fromJson(const QJsonValue& value, QVariant& out, QString& subPath, QString& message) const;

    // The JSON form of a value of this field.
    [[nodiscard]] QJsonValue toJson(const QVariant& value) const;

    // A value as shown in messages: strings quoted, short JSON otherwise.
    static QString describe(const QJsonValue& value);

private:
    [[nodiscard]] QString integerPhrase() const;
    [[nodiscard]] QString withUnit(const QString& phrase) const;
    bool integerFromJson(const QJsonValue& value, std::int64_t& out) const;
    bool objectListFromJson(const QJsonValue& value, QVariant& out, QString& subPath,
                            QString& message) const;
};

} // namespace ratelab
