// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/PolicyFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

#include <memory>

namespace ratelab::schema {
namespace {

using L = LaneSpec;

// A rule read and written through the lane fields it shares with a lane.
L asLane(const RuleSpec& rule)
{
    L lane;
    lane.algorithm = rule.algorithm;
    lane.params = rule.params;
    lane.keyTemplate = rule.keyTemplate;
    return lane;
}

// A rule's match.* items: the member each one reads and writes.
struct MatchItem {
    const char* path;
    std::string RuleMatch::*member;
    const char* label;
    const char* tooltip;
};

constexpr MatchItem kMatchItems[] = {
    {"match.endpoint", &RuleMatch::endpoint, "Match endpoint",
     "Only requests to this literal path (a prefix when it ends in *); empty: every endpoint."},
    {"match.method", &RuleMatch::method, "Match method",
     "Only requests with this HTTP method, exactly; empty: every method."},
    {"match.path", &RuleMatch::path, "Match path",
     "Only requests whose normalised path (lowercase, no query, no trailing slash) matches; * "
     "stands for any run of characters."},
    {"match.category", &RuleMatch::category, "Match category",
     "Only requests of this endpoint category: read, write, auth, expensive or one of the "
     "scenario's categories."},
    {"match.method_group", &RuleMatch::methodGroup, "Match method group",
     "Only reads (GET, HEAD), writes (POST, PUT, PATCH, DELETE) or other methods."},
    {"match.tier", &RuleMatch::tier, "Match tier",
     "Only clients whose identity.tier is exactly this (free, pro, automation...)."},
    {"match.ip", &RuleMatch::ip, "Match IP range",
     "Only sources in this IPv4 range (10.0.0.0/8, a single address, or cgnat for "
     "100.64.0.0/10); a leading ! takes every source outside it."},
};

struct RuleItems {
    std::vector<SchemaField<L>> limiter; // the lane's own fields, by ruleLevelPaths()
};

QVariant ruleToVariant(const RuleItems& items, const RuleSpec& rule)
{
    QVariantMap map;
    map.insert(QStringLiteral("name"), QString::fromStdString(rule.name));
    const L lane = asLane(rule);
    for (const auto& f : items.limiter)
        map.insert(f.path, f.get(lane));
    for (const MatchItem& m : kMatchItems)
        map.insert(QLatin1String(m.path), QString::fromStdString(rule.match.*m.member));
    return map;
}

RuleSpec ruleFromVariant(const RuleItems& items, const QVariant& value)
{
    const QVariantMap map = value.toMap();
    RuleSpec rule;
    rule.name = map.value(QStringLiteral("name")).toString().toStdString();
    L lane = asLane(rule);
    for (const auto& f : items.limiter)
        if (map.contains(f.path))
            f.set(lane, map.value(f.path));
    rule.algorithm = lane.algorithm;
    rule.params = lane.params;
    rule.keyTemplate = lane.keyTemplate;
    for (const MatchItem& m : kMatchItems)
        rule.match.*m.member = map.value(QLatin1String(m.path)).toString().toStdString();
    return rule;
}

FieldSpec stringItem(const char* path, const char* label, const char* tooltip, bool isRequired)
{
    FieldSpec f;
    f.path = QString::fromLatin1(path);
    f.label = QString::fromLatin1(label);
    f.type = FieldType::String;
    f.tooltip = QString::fromUtf8(tooltip);
    f.required = isRequired;
    return f;
}

} // namespace

const QStringList& ruleLevelPaths()
{
    static const QStringList paths{
        QStringLiteral("algorithm"), QStringLiteral("limit"),        QStringLiteral("window_ms"),
        QStringLiteral("burst"),     QStringLiteral("log_rejected"), QStringLiteral("delay"),
        QStringLiteral("nodelay"),   QStringLiteral("warmup_ms"),    QStringLiteral("timeout_ms"),
        QStringLiteral("key"),
    };
    return paths;
}

void appendPolicyFields(std::vector<SchemaField<LaneSpec>>& fields)
{
    auto items = std::make_shared<RuleItems>();
    for (const QString& path : ruleLevelPaths())
        for (const auto& f : fields)
            if (f.path == path)
                items->limiter.push_back(f);

    const auto hasRules = [](const L& l) { return !l.rules.empty(); };
    // A lane with rules sets its limiter in each rule: the editor greys its own fields out.
    for (auto& f : fields) {
        if (!ruleLevelPaths().contains(f.path))
            continue;
        f.relevant = [before = f.relevant](const L& l) {
            return l.rules.empty() && (!before || before(l));
        };
    }
    fields.push_back(quietDefault(
        when<L>(choice<L>(
                    "charge", "Charging",
                    "What a request refused by one rule of the policy still costs the others.",
                    chargeModeNames(), [](auto& l) -> auto& { return l.charge; }),
                hasRules)));

    auto f =
        base<L>("rules", "Rules", FieldType::ObjectList,
                "The policy's rules (\"format\": 2): a request is admitted only if every rule that "
                "matches it admits it. Empty: the lane's own limiter is its one rule.");
    f.itemFields.push_back(stringItem(
        "name", "Rule", "The rule's name in refused_by, rules.csv and the 429 body.", true));
    for (const auto& limiter : items->limiter)
        f.itemFields.push_back(static_cast<const FieldSpec&>(limiter));
    for (const MatchItem& m : kMatchItems)
        f.itemFields.push_back(stringItem(m.path, m.label, m.tooltip, false));
    f.itemDefaults = ruleToVariant(*items, RuleSpec{}).toMap();
    f.get = [items](const L& l) {
        QVariantList list;
        for (const RuleSpec& rule : l.rules)
            list.append(ruleToVariant(*items, rule));
        return QVariant(list);
    };
    f.set = [items](L& l, const QVariant& v) {
        l.rules.clear();
        for (const QVariant& x : v.toList())
            l.rules.push_back(ruleFromVariant(*items, x));
        // The lane's own limiter fields mirror the first rule (Scenario.h).
        if (!l.rules.empty()) {
            l.algorithm = l.rules.front().algorithm;
            l.params = l.rules.front().params;
            l.keyTemplate = l.rules.front().keyTemplate;
        }
    };
    fields.push_back(quietDefault(f));
}

} // namespace ratelab::schema
