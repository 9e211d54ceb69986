// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/StoreFaultFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

#include "core/sim/model/ScenarioLimits.h"

#include <algorithm>

namespace ratelab::schema {
namespace {

using F = StoreFaultSpec;
using L = LaneSpec;
constexpr auto kMs = "milliseconds";

// The fields of one fault, bound to StoreFaultSpec: the items of store.faults and, through the
// first fault, the aliases store.fault.*.
const std::vector<SchemaField<F>>& faultFields()
{
    static const std::vector<SchemaField<F>> fields = [] {
        static const std::vector<EnumName<StoreFaultKind>> kinds = [] {
            std::vector<EnumName<StoreFaultKind>> k;
            for (const auto& name : storeFaultKindNames())
                if (name.value != StoreFaultKind::None)
                    k.push_back(name);
            return k;
        }();
        std::vector<SchemaField<F>> v;
        v.push_back(required(choice<F>(
            "kind", "Fault", "What goes wrong with the lane's stores.",
            std::span<const EnumName<StoreFaultKind>>(kinds),
            [](auto& f) -> auto& { return f.kind; })));
        v.push_back(integer<F>(
            "start_ms", "Fault start", 0, kMaxDurationMs, kMs, "When the fault begins.",
            [](auto& f) -> auto& { return f.startMs; }));
        v.push_back(integer<F>(
            "duration_ms", "Fault duration", 0, kMaxDurationMs, kMs, "How long it lasts.",
            [](auto& f) -> auto& { return f.durationMs; }));
        v.push_back(integer<F>(
            "slow_percent", "Slowdown", 1, 1'000'000, "percent",
            "Slow fault: service times are multiplied by this / 100.",
            [](auto& f) -> auto& { return f.slowPercent; }));
        v.push_back(text<F>(
            "region", "Cut-off region", FieldType::String,
            "Partition fault: the region that cannot reach the store.",
            [](auto& f) -> auto& { return f.region; }));
        v.push_back(boolean<F>(
            "loses_data", "Loses data", "Down fault: the store restarts empty (no persistence).",
            [](auto& f) -> auto& { return f.losesData; }));
        v.push_back(text<F>(
            "store", "Target store", FieldType::String,
            "The one store the fault hits: a region's name on a per-region-redis lane, shard-0, "
            "shard-1, ... on a redis-cluster lane; empty: every store of the lane.",
            [](auto& f) -> auto& { return f.store; }));
        return v;
    }();
    return fields;
}

SchemaField<L> faultList()
{
    return objectList<F, L>(
        "store.faults", "Faults",
        "Every scheduled failure of the lane's stores, in order of start; they may overlap or follow each other.",
        faultFields(), [](auto& l) -> auto& { return l.store.faults; });
}

// The form's view of the first fault. Choosing kind "none" removes it (the next one moves up);
// the other fields change it only while there is one.
SchemaField<L> firstFault(const SchemaField<F>& item)
{
    SchemaField<L> f;
    static_cast<FieldSpec&>(f) = item;
    f.path = QStringLiteral("store.fault.") + item.path;
    f.required = false;
    f.aliasOf = QStringLiteral("store.faults");
    const auto get = item.get;
    const auto set = item.set;
    f.get = [get](const L& l) {
        return get(l.store.faults.empty() ? F{} : l.store.faults.front());
    };
    if (item.path == QLatin1String("kind")) {
        f.tooltip = QStringLiteral(
            "The lane's first scheduled store failure (the Faults list holds them all); "
            "none removes it.");
        f.choices.prepend(QStringLiteral("none"));
        f.choiceDescriptions.prepend(QStringLiteral("The store never fails."));
        f.get = [get](const L& l) {
            return l.store.faults.empty() ? QVariant(QStringLiteral("none"))
                                          : get(l.store.faults.front());
        };
        f.set = [set](L& l, const QVariant& v) {
            auto& faults = l.store.faults;
            if (v.toString() == QLatin1String("none")) {
                if (!faults.empty())
                    faults.erase(faults.begin());
                return;
            }
            if (faults.empty())
                faults.emplace_back();
            set(faults.front(), v);
        };
    } else {
        f.set = [set](L& l, const QVariant& v) {
            if (!l.store.faults.empty())
                set(l.store.faults.front(), v);
        };
    }
    return f;
}

} // namespace

void appendLaneFaultFields(std::vector<SchemaField<LaneSpec>>& v,
                           const std::function<bool(const LaneSpec&)>& redis)
{
    const auto faulty = [](const L& l) { return !l.store.faults.empty(); };
    for (const auto& item : faultFields()) {
        SchemaField<L> alias = quietDefault(firstFault(item));
        alias.relevant =
            item.path == QLatin1String("kind") ? redis : std::function<bool(const L&)>(faulty);
        v.push_back(std::move(alias));
    }
    v.push_back(quietDefault(when<L>(faultList(), redis)));
}

} // namespace ratelab::schema
