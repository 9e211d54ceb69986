// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shorthands that build the SchemaField tables in ScenarioSchema.cpp: one call per field, with
// a generic accessor lambda `[](auto& o) -> auto& { return o.member; }` that serves as both
// getter and setter. Internal to core/io/scenario.
#include "core/io/scenario/ScenarioEnums.h"
#include "core/io/scenario/SchemaField.h"

#include <span>
#include <type_traits>
#include <vector>

namespace ratelab::schema {

template <class O>
inline SchemaField<O> base(const char* path, const char* label, FieldType type, const char* tooltip)
{
    SchemaField<O> f;
    f.path = QString::fromLatin1(path);
    f.label = QString::fromLatin1(label);
    f.type = type;
    f.tooltip = QString::fromUtf8(tooltip);
    return f;
}

// `access` is a generic lambda returning a reference to the member, const or not.
template <class O, class Access>
SchemaField<O> integer(const char* path, const char* label, std::int64_t lo, std::int64_t hi,
                       const char* unit, const char* tooltip, Access access)
{
    auto f = base<O>(path, label, FieldType::Integer, tooltip);
    f.minInteger = lo;
    f.maxInteger = hi;
    f.unit = QString::fromLatin1(unit);
    f.get = [access](const O& o) {
        return QVariant::fromValue<qint64>(static_cast<qint64>(access(o)));
    };
    f.set = [access](O& o, const QVariant& v) {
        using T = std::remove_cvref_t<decltype(access(o))>;
        access(o) = static_cast<T>(v.toLongLong());
    };
    return f;
}

template <class O, class Access>
SchemaField<O> number(const char* path, const char* label, double lo, bool loExclusive, double hi,
                      const char* unit, const char* tooltip, Access access)
{
    auto f = base<O>(path, label, FieldType::Number, tooltip);
    f.minNumber = lo;
    f.minExclusive = loExclusive;
    f.maxNumber = hi;
    f.unit = QString::fromLatin1(unit);
    f.get = [access](const O& o) { return QVariant(access(o)); };
    f.set = [access](O& o, const QVariant& v) { access(o) = v.toDouble(); };
    return f;
}

template <class O, class Access>
SchemaField<O> boolean(const char* path, const char* label, const char* tooltip, Access access)
{
    auto f = base<O>(path, label, FieldType::Boolean, tooltip);
    f.get = [access](const O& o) { return QVariant(access(o)); };
    f.set = [access](O& o, const QVariant& v) { access(o) = v.toBool(); };
    return f;
}

template <class O, class Access>
SchemaField<O> text(const char* path, const char* label, FieldType type, const char* tooltip,
                    Access access)
{
    auto f = base<O>(path, label, type, tooltip);
    f.get = [access](const O& o) { return QVariant(QString::fromStdString(access(o))); };
    f.set = [access](O& o, const QVariant& v) { access(o) = v.toString().toStdString(); };
    return f;
}

template <class O, class Enum, class Access>
SchemaField<O> choice(const char* path, const char* label, const char* tooltip,
                      std::span<const EnumName<Enum>> names, Access access)
{
    auto f = base<O>(path, label, FieldType::Choice, tooltip);
    for (const auto& name : names) {
        f.choices.append(QString::fromLatin1(name.id));
        f.choiceDescriptions.append(QString::fromUtf8(name.description));
    }
    std::vector<EnumName<Enum>> table(names.begin(), names.end());
    f.get = [access, table](const O& o) {
        for (const auto& name : table)
            if (name.value == access(o))
                return QVariant(QString::fromLatin1(name.id));
        return QVariant(QString());
    };
    f.set = [access, table](O& o, const QVariant& v) {
        for (const auto& name : table)
            if (v.toString() == QLatin1String(name.id))
                access(o) = name.value;
    };
    return f;
}

// A list of objects of type I, each read and written through `items` (a table that lives as long
// as the program); `access` reaches the std::vector<I> in O.
template <class I, class O, class Access>
SchemaField<O> objectList(const char* path, const char* label, const char* tooltip,
                          const std::vector<SchemaField<I>>& items, Access access)
{
    auto f = base<O>(path, label, FieldType::ObjectList, tooltip);
    for (const auto& item : items) {
        f.itemFields.push_back(static_cast<const FieldSpec&>(item));
        f.itemDefaults.insert(item.path, item.defaultValue());
    }
    f.get = [&items, access](const O& o) {
        QVariantList list;
        for (const I& one : access(o)) {
            QVariantMap map;
            for (const auto& item : items)
                map.insert(item.path, item.get(one));
            list.append(map);
        }
        return QVariant(list);
    };
    f.set = [&items, access](O& o, const QVariant& v) {
        auto& list = access(o);
        list.clear();
        for (const QVariant& x : v.toList()) {
            const QVariantMap map = x.toMap();
            I one;
            for (const auto& item : items)
                if (map.contains(item.path))
                    item.set(one, map.value(item.path));
            list.push_back(std::move(one));
        }
    };
    return f;
}

template <class O>
SchemaField<O> when(SchemaField<O> f, std::function<bool(const O&)> relevant)
{
    f.relevant = std::move(relevant);
    return f;
}

template <class O>
SchemaField<O> required(SchemaField<O> f)
{
    f.required = true;
    return f;
}

template <class O>
SchemaField<O> quietDefault(SchemaField<O> f)
{
    f.writeDefault = false;
    return f;
}

} // namespace ratelab::schema
