// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A JSON object that keeps its keys in insertion order and renders as readable, indented text:
// QJsonObject sorts keys alphabetically, which would put "clients" before "format" in a saved
// scenario. Numbers render deterministically (integers plainly, doubles shortest round-trip).
#include <QJsonValue>
#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace ratelab {

class OrderedJson {
public:
    // Adds a value under a dotted path, creating nested objects ("arrival.kind").
    void set(const QString& path, const QJsonValue& value);
    // Adds a list of objects under a dotted path ("store.faults").
    void setList(const QString& path, std::vector<OrderedJson> items);
    // Adds a whole object under a key of this one (a scenario inside a share file).
    void setObject(const QString& key, OrderedJson object);

    [[nodiscard]] std::string render() const;

private:
    struct Entry {
        QString key;
        QJsonValue value;                 // scalar or list of scalars
        std::vector<OrderedJson> objects; // nested object (one element) or list of objects
        enum class Kind { Value, Object, ObjectList } kind = Kind::Value;
    };

    void renderInto(std::string& out, int indent) const;
    static void renderValue(std::string& out, const QJsonValue& value);

    std::vector<Entry> m_entries;
};

} // namespace ratelab
