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
    auto f = base<Scenario>(
        "categories", "Endpoint categories", FieldType::ObjectList,
        "Named groups of paths with counters of their own, tried in order before the built-in "
        "ones (auth: login, token and password paths; expensive: search, export and report "
        "paths; otherwise read or write by method).");
    for (const auto& item : categoryItems()) {
        f.itemFields.push_back(static_cast<const FieldSpec&>(item));
        f.itemDefaults.insert(item.path, item.defaultValue());
    }
    f.get = [](const Scenario& s) {
        QVariantList list;
        for (const C& c : s.categories) {
            QVariantMap map;
            for (const auto& item : categoryItems())
                map.insert(item.path, item.get(c));
            list.append(map);
        }
        return QVariant(list);
    };
    f.set = [](Scenario& s, const QVariant& v) {
        s.categories.clear();
        for (const QVariant& x : v.toList()) {
            const QVariantMap map = x.toMap();
            C c;
            for (const auto& item : categoryItems())
                if (map.contains(item.path))
                    item.set(c, map.value(item.path));
            s.categories.push_back(std::move(c));
        }
    };
    fields.push_back(quietDefault(f));
}

} // namespace ratelab::schema
