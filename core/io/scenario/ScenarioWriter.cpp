// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/ScenarioWriter.h"

#include "core/io/scenario/OrderedJson.h"
#include "core/io/scenario/PolicyFields.h"
#include "core/io/scenario/ScenarioSchema.h"

#include "core/io/csv/AtomicFiles.h"

#include <algorithm>

namespace ratelab {

namespace {

// A list of objects with each element's keys in schema order (QJsonObject would sort them).
void setObjectList(OrderedJson& json, const FieldSpec& f, const QVariant& value)
{
    std::vector<OrderedJson> items;
    for (const QVariant& v : value.toList()) {
        const QVariantMap element = v.toMap();
        OrderedJson item;
        for (const FieldSpec& x : f.itemFields) {
            const QVariant field = element.value(x.path, f.itemDefaults.value(x.path));
            if (x.required || field != f.itemDefaults.value(x.path))
                item.set(x.path, x.toJson(field));
        }
        items.push_back(std::move(item));
    }
    json.setList(f.path, std::move(items));
}

void setField(OrderedJson& json, const FieldSpec& f, const QVariant& value)
{
    if (f.type == FieldType::ObjectList)
        setObjectList(json, f, value);
    else
        json.set(f.path, f.toJson(value));
}

template <class O>
OrderedJson writeObject(const O& owner, std::span<const SchemaField<O>> fields,
                        const QStringList& skipped = {})
{
    OrderedJson json;
    for (const auto& f : fields) {
        if (!f.aliasOf.isEmpty() || skipped.contains(f.path))
            continue; // another view of a field written under its own path
        const QVariant value = f.get(owner);
        const bool isDefault = value == f.defaultValue();
        if (f.required || !isDefault || (f.writeDefault && f.isRelevant(owner)))
            setField(json, f, value);
    }
    return json;
}

} // namespace

OrderedJson ScenarioWriter::toOrderedJson(const Scenario& scenario)
{
    OrderedJson root;
    // Format 1 unless a lane has rules, so files an older RateLab reads stay readable by it.
    const bool policies = std::any_of(scenario.lanes.begin(), scenario.lanes.end(),
                                      [](const LaneSpec& l) { return !l.rules.empty(); });
    root.set(QStringLiteral("format"), QJsonValue(policies ? Scenario::kPolicyFormat : 1));
    for (const auto& f : ScenarioSchema::scenarioFields()) {
        // Quiet fields (the distributed world) only when set, so files without them stay as they
        // were.
        const QVariant value = f.get(scenario);
        if (f.aliasOf.isEmpty() && (f.writeDefault || value != f.defaultValue()))
            setField(root, f, value);
    }
    std::vector<OrderedJson> clients;
    for (const ClientSpec& client : scenario.clients)
        clients.push_back(writeObject(client, ScenarioSchema::clientFields()));
    root.setList(QStringLiteral("clients"), std::move(clients));
    std::vector<OrderedJson> lanes;
    for (const LaneSpec& lane : scenario.lanes)
        lanes.push_back(writeObject(lane, ScenarioSchema::laneFields(),
                                    lane.rules.empty() ? QStringList() : schema::ruleLevelPaths()));
    root.setList(QStringLiteral("lanes"), std::move(lanes));
    return root;
}

QByteArray ScenarioWriter::toJson(const Scenario& scenario)
{
    const std::string text = toOrderedJson(scenario).render();
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

bool ScenarioWriter::save(const Scenario& scenario, const QString& path, QString* error)
{
    const QByteArray json = toJson(scenario);
    AtomicFiles files;
    files.add(path, json.toStdString());
    return files.commit(error);
}

} // namespace ratelab
