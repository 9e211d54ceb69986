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
    map.insert(QStringLiteral("match.endpoint"), QString::fromStdString(rule.match.endpoint));
    map.insert(QStringLiteral("match.method"), QString::fromStdString(rule.match.method));
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
    rule.match.endpoint = map.value(QStringLiteral("match.endpoint")).toString().toStdString();
    rule.match.method = map.value(QStringLiteral("match.method")).toString().toStdString();
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
    f.itemFields.push_back(stringItem(
        "match.endpoint", "Match endpoint",
        "Only requests to this endpoint (a prefix when it ends in *); empty: every endpoint.",
        false));
    f.itemFields.push_back(stringItem("match.method", "Match method",
                                      "Only requests with this HTTP method; empty: every method.",
                                      false));
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
