// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the trace reader on any bytes, and every trace it accepts replayed through
// every replayable algorithm at the edges of the parameters (1 per ms, the largest limit and
// window, a burst, the sliding log's log-rejected variant). Each decision must be sane: no
// reset before the request, no negative retry-after or delay, remaining within what the algorithm
// can store. UBSan turns any overflow in the algorithms' arithmetic into a finding.
#include "core/io/trace/TraceReader.h"
#include "core/io/trace/TraceReplay.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/ScenarioLimits.h"

#include "tests/support/ReplayEdges.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using ratelab::LimitParams;

std::vector<LimitParams> parameterSets()
{
    auto make = [](std::int64_t n, std::int64_t w, std::int64_t b, bool logRejected) {
        LimitParams p;
        p.limit = n;
        p.windowMs = w;
        p.burst = b;
        p.logRejected = logRejected;
        return p;
    };
    return {make(2, 1000, 0, false),
            make(1, 1, 0, false),
            make(1, ratelab::kMaxWindowMs, 0, false),
            make(ratelab::kMaxLimit, 1, 0, false),
            make(ratelab::kMaxLimit, 4'000'000'000, 0, false),
            make(3, 100, ratelab::kMaxLimit, false),
            make(2, 1000, 0, true),
            make(ratelab::kMaxLimit, 1000, 0, true)};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 64 * 1024)
        return 0;
    static const std::vector<LimitParams> sets = parameterSets();
    const std::optional<ratelab::Trace> parsed =
        ratelab::TraceReader::parse(std::string_view(reinterpret_cast<const char*>(data), size),
                                    QStringLiteral("fuzz.csv"), nullptr);
    if (!parsed)
        return 0;
    for (const ratelab::AlgorithmInfo& info : ratelab::allAlgorithms()) {
        if (!info.replayable)
            continue;
        for (const LimitParams& edge : sets) {
            if (edge.logRejected && !info.logsRejectedVariant)
                continue;
            const std::optional<LimitParams> taken = ratelab::testing::paramsFor(info, edge);
            if (!taken)
                continue;
            const LimitParams& params = *taken;
            const ratelab::Trace rows = ratelab::testing::rowsFor(info, params, *parsed);
            const ratelab::Trace* trace = &rows;
            const auto algorithm = ratelab::makeAlgorithm(info.kind, params);
            const std::int64_t most = ratelab::testing::remainingBound(*algorithm);
            const std::vector<ratelab::Decision> decisions =
                ratelab::TraceReplay::run(*trace, *algorithm);
            for (std::size_t i = 0; i < decisions.size(); ++i) {
                const ratelab::Decision& d = decisions[i];
                if (d.resetMs < trace->rows[i].timeMs || d.retryAfterMs < 0 || d.delayMs < 0
                    || d.remaining < 0 || d.remaining > most) {
                    std::fprintf(
                        stderr,
                        "%s (N=%lld W=%lld B=%lld): row %zu: reset %lld retry %lld "
                        "delay %lld remaining %lld\n",
                        info.id.data(), static_cast<long long>(params.limit),
                        static_cast<long long>(params.windowMs),
                        static_cast<long long>(params.burst), i + 2,
                        static_cast<long long>(d.resetMs), static_cast<long long>(d.retryAfterMs),
                        static_cast<long long>(d.delayMs), static_cast<long long>(d.remaining));
                    std::abort();
                }
            }
            (void)ratelab::TraceReplay::toCsv(*trace, decisions);
        }
    }
    return 0;
}
