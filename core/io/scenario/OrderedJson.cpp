// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/OrderedJson.h"

#include "core/io/csv/NumberFormat.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace ratelab {

void OrderedJson::set(const QString& path, const QJsonValue& value)
{
    const qsizetype dot = path.indexOf(QLatin1Char('.'));
    if (dot < 0) {
        m_entries.push_back({path, value, {}, Entry::Kind::Value});
        return;
    }
    const QString head = path.left(dot);
    for (Entry& entry : m_entries) {
        if (entry.key == head && entry.kind == Entry::Kind::Object) {
            entry.objects.front().set(path.mid(dot + 1), value);
            return;
        }
    }
    OrderedJson child;
    child.set(path.mid(dot + 1), value);
    m_entries.push_back({head, QJsonValue(), {std::move(child)}, Entry::Kind::Object});
}

void OrderedJson::setList(const QString& path, std::vector<OrderedJson> items)
{
    const qsizetype dot = path.indexOf(QLatin1Char('.'));
    if (dot < 0) {
        m_entries.push_back({path, QJsonValue(), std::move(items), Entry::Kind::ObjectList});
        return;
    }
    const QString head = path.left(dot);
    for (Entry& entry : m_entries) {
        if (entry.key == head && entry.kind == Entry::Kind::Object) {
            entry.objects.front().setList(path.mid(dot + 1), std::move(items));
            return;
        }
    }
    OrderedJson child;
    child.setList(path.mid(dot + 1), std::move(items));
    m_entries.push_back({head, QJsonValue(), {std::move(child)}, Entry::Kind::Object});
}

void OrderedJson::setObject(const QString& key, OrderedJson object)
{
    m_entries.push_back({key, QJsonValue(), {std::move(object)}, Entry::Kind::Object});
}

void OrderedJson::renderValue(std::string& out, const QJsonValue& value)
{
    if (value.isDouble()) {
        const qint64 asInteger = value.toInteger(0);
        if (asInteger == value.toInteger(1))
            appendInteger(out, asInteger);
        else
            appendDouble(out, value.toDouble());
        return;
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        out += '[';
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += ", ";
            renderValue(out, array[i]);
        }
        out += ']';
        return;
    }
    // Strings, booleans and null: let Qt do the escaping, then strip the list brackets.
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    out.append(wrapped.constData() + 1, static_cast<std::size_t>(wrapped.size() - 2));
}

void OrderedJson::renderInto(std::string& out, int indent) const
{
    const std::string pad(static_cast<std::size_t>(indent + 2), ' ');
    out += "{\n";
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const Entry& entry = m_entries[i];
        out += pad;
        renderValue(out, QJsonValue(entry.key));
        out += ": ";
        switch (entry.kind) {
        case Entry::Kind::Value:
            renderValue(out, entry.value);
            break;
        case Entry::Kind::Object:
            entry.objects.front().renderInto(out, indent + 2);
            break;
        case Entry::Kind::ObjectList:
            if (entry.objects.empty()) {
                out += "[]";
                break;
            }
            out += "[\n";
            for (std::size_t k = 0; k < entry.objects.size(); ++k) {
                out += pad + "  ";
                entry.objects[k].renderInto(out, indent + 4);
                out += k + 1 < entry.objects.size() ? ",\n" : "\n";
            }
            out += pad + "]";
            break;
        }
        out += i + 1 < m_entries.size() ? ",\n" : "\n";
    }
    out += std::string(static_cast<std::size_t>(indent), ' ') + "}";
}

std::string OrderedJson::render() const
{
    std::string out;
    renderInto(out, 0);
    out += '\n';
    return out;
}

} // namespace ratelab
