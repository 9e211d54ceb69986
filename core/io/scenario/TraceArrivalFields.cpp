// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/TraceArrivalFields.h"

#include "core/io/scenario/ScenarioEnums.h"
#include "core/io/scenario/SchemaFieldFactory.h"

#include "core/sim/model/ScenarioLimits.h"

namespace ratelab::schema {

namespace {

constexpr auto kMs = "milliseconds";
constexpr std::int64_t kMaxMs = kMaxDurationMs;

} // namespace

std::function<bool(const ClientSpec&)> arrivalIs(std::initializer_list<ArrivalKind> kinds)
{
    std::vector<ArrivalKind> list(kinds);
    return [list](const ClientSpec& c) {
        for (ArrivalKind k : list)
            if (c.arrival.kind == k)
                return true;
        return false;
    };
}

std::vector<SchemaField<ClientSpec>> traceArrivalFields()
{
    using C = ClientSpec;
    using A = ArrivalKind;
    return {
        when<C>(
            [] {
                auto f = base<C>("arrival.times_ms", "Times", FieldType::IntegerList,
                                 "The exact times at which the client sends, in order.");
                f.minInteger = 0;
                f.maxInteger = kMaxMs;
                f.unit = QString::fromLatin1(kMs);
                f.get = [](const C& c) {
                    QVariantList list;
                    for (std::int64_t t : c.arrival.timesMs)
                        list.append(QVariant::fromValue<qint64>(t));
                    return QVariant(list);
                };
                f.set = [](C& c, const QVariant& v) {
                    c.arrival.timesMs.clear();
                    for (const QVariant& t : v.toList())
                        c.arrival.timesMs.push_back(t.toLongLong());
                };
                return f;
            }(),
            arrivalIs({A::Trace})),
        when<C>(text<C>(
                    "arrival.file", "Trace file", FieldType::String,
                    "The access log or CSV trace to replay, one request per line, relative to the "
                    "scenario file's folder; read as the run goes, never held whole.",
                    [](auto& c) -> auto& { return c.arrival.traceFile; }),
                arrivalIs({A::TraceFile})),
        when<C>(choice<C>(
                    "arrival.format", "Log format", "How the trace file is written.",
                    logFormatNames(), [](auto& c) -> auto& { return c.arrival.traceFormat; }),
                arrivalIs({A::TraceFile})),
        when<C>(text<C>(
                    "arrival.identity", "Identity from", FieldType::String,
                    "Which field of each line is the caller: ip, user (the authenticated user) or, "
                    "for CSV, a column; it fills the identity field of that name (else user).",
                    [](auto& c) -> auto& { return c.arrival.traceIdentity; }),
                arrivalIs({A::TraceFile})),
        when<C>(boolean<C>(
                    "arrival.lenient", "Skip bad lines",
                    "Skip malformed lines instead of refusing the file at the first one.",
                    [](auto& c) -> auto& { return c.arrival.traceLenient; }),
                arrivalIs({A::TraceFile})),
    };
}

} // namespace ratelab::schema
