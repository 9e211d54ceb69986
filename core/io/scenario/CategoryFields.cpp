// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/CategoryFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

namespace ratelab::schema {
namespace {

using C = EndpointCategory;

const std::vector<SchemaField<C>>& categoryItems()
{
    static const std::vector<SchemaField<C>> items{
        required(text<C>(
            "name", "Category", FieldType::String,
            "The category's name, as {category} puts it in a key and match.category selects it.",
            [](auto& c) -> auto& { return c.name; })),
        required(text<C>(
            "path", "Path pattern", FieldType::String,
            "The normalised paths it covers (lowercase, no query, no trailing slash); * stands for any run of characters.",
            [](auto& c) -> auto& { return c.path; })),
    };
    return items;
}

} // namespace

void appendCategoryFields(std::vector<SchemaField<Scenario>>& fields)
{
    fields.push_back(quietDefault(objectList<C, Scenario>(
        "categories", "Endpoint categories",
        "Named groups of paths with counters of their own, tried in order before the built-in "
        "ones (auth: login, token and password paths; expensive: search, export and report "
        "paths; otherwise read or write by method).",
        categoryItems(), [](auto& s) -> auto& { return s.categories; })));
}

} // namespace ratelab::schema
