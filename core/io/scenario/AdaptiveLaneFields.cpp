// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/AdaptiveLaneFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

#include "core/sim/adaptive/AdaptiveAlgorithms.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <algorithm>
#include <limits>
#include <string>

namespace ratelab::schema {
namespace {

QString qs(std::string_view v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

// Whether the lane's algorithm is adaptive and takes `option`.
bool takes(const LaneSpec& lane, std::string_view option)
{
    const AlgorithmInfo& info = algorithmInfo(lane.algorithm);
    if (!info.adaptive)
        return false;
    for (const AdaptiveParam& p : findAdaptiveAlgorithm(info.id)->params)
        if (p.option == option)
            return true;
    return false;
}

SchemaField<LaneSpec> adaptiveField(std::string_view option)
{
    SchemaField<LaneSpec> f;
    QString name = qs(option);
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    f.path = QStringLiteral("adaptive.") + name;
    f.label = qs(option);
    bool integer = true;
    f.minNumber = std::numeric_limits<double>::infinity();
    f.maxNumber = -std::numeric_limits<double>::infinity();
    QStringList uses;
    for (const AdaptiveAlgorithm& a : adaptiveAlgorithms())
        for (const AdaptiveParam& p : a.params) {
            if (p.option != option)
                continue;
            integer = integer && p.integer;
            f.minNumber = std::min(f.minNumber, p.min);
            f.maxNumber = std::max(f.maxNumber, p.max);
            const QString defaultText =
                p.defaultValue ? QString::number(*p.defaultValue) : qs(p.defaultText);
            uses.append(QStringLiteral("%1: %2, default %3")
                            .arg(qs(a.id), qs(p.reference),
                                 p.required ? QStringLiteral("none, required") : defaultText));
            if (f.tooltip.isEmpty()) {
                f.tooltip = qs(p.help);
                f.tooltip[0] = f.tooltip[0].toUpper();
            }
        }
    f.tooltip += QStringLiteral(" (") + uses.join(QStringLiteral("; ")) + QStringLiteral(").");
    f.type = integer ? FieldType::Integer : FieldType::Number;
    if (integer) {
        f.minInteger = static_cast<std::int64_t>(f.minNumber);
        f.maxInteger = static_cast<std::int64_t>(f.maxNumber);
    }
    const std::string key(option);
    // Unset: no value (the reference's default applies), so a file never gains defaults.
    f.get = [key, integer](const LaneSpec& l) {
        const auto it = l.adaptive.find(key);
        if (it == l.adaptive.end())
            return QVariant();
        return integer ? QVariant::fromValue<qint64>(static_cast<qint64>(it->second))
                       : QVariant(it->second);
    };
    f.set = [key](LaneSpec& l, const QVariant& v) {
        if (v.isValid())
            l.adaptive[key] = v.toDouble();
        else
            l.adaptive.erase(key);
    };
    f.relevant = [key](const LaneSpec& l) { return takes(l, key); };
    f.writeDefault = false;
    return f;
}

} // namespace

void appendAdaptiveLaneFields(std::vector<SchemaField<LaneSpec>>& fields)
{
    std::vector<std::string_view> options;
    for (const AdaptiveAlgorithm& a : adaptiveAlgorithms())
        for (const AdaptiveParam& p : a.params)
            // The lane's limit is where it starts; the probe jitter is drawn from the seed.
            if (p.option != "initial-limit" && p.option != "probe-jitter"
                && std::find(options.begin(), options.end(), p.option) == options.end())
                options.push_back(p.option);
    for (const std::string_view option : options)
        fields.push_back(adaptiveField(option));
}

void appendRetryBudgetFields(std::vector<SchemaField<ClientSpec>>& fields)
{
    using C = ClientSpec;
    const auto retries = [](const C& c) { return c.retry.kind != RetryKind::None; };
    const auto budgeted = [](const C& c) {
        return c.retry.kind != RetryKind::None && c.retry.budgetTokens > 0;
    };
    fields.push_back(quietDefault(when<C>(
        integer<C>(
            "retry.budget_tokens", "Retry budget", 0, 1000, "tokens",
            "gRPC's retry throttling: the client's tokens start here, a failed answer takes one, "
            "a success gives back the ratio, and it retries only while it holds more than half. "
            "0: no budget.",
            [](auto& c) -> auto& { return c.retry.budgetTokens; }),
        retries)));
    fields.push_back(quietDefault(
        when<C>(number<C>(
                    "retry.budget_ratio", "Budget refill", 0.0, true, 1000.0, "tokens per success",
                    "What a successful answer gives back to the retry budget (gRPC's token_ratio).",
                    [](auto& c) -> auto& { return c.retry.budgetRatio; }),
                budgeted)));
}

} // namespace ratelab::schema
