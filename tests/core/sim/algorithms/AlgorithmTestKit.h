// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the algorithm suites: one-line decisions, readable decision dumps, seeded random
// traces (bursts at one ms, idle gaps of many windows, optional backward clock steps) and the
// generic checks every algorithm must pass (the retry-after rule, the reset rule).
#include "core/sim/algorithms/Algorithm.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QString>

#include <algorithm>

#include <cstdint>
#include <random>
#include <vector>

namespace ratelab::test {

inline LimitParams limitParams(std::int64_t n, std::int64_t w, std::int64_t b = 0)
{
    LimitParams p;
    p.limit = n;
    p.windowMs = w;
    p.burst = b;
    return p;
}

struct Request {
    std::int64_t t = 0;
    std::int64_t cost = 1;
    std::int64_t hold = 0;
};

inline Decision step(const Algorithm& alg, KeyState& state, std::int64_t t, std::int64_t cost = 1,
                     std::int64_t hold = 0)
{
    return alg.decide(state, DecideInput{t, cost, hold});
}

// A decision for a structured-dialect response, which carries its effective window in whole
// seconds, with the window in ms beside it.
struct Reported : Decision {
    std::int64_t effectiveWindowMs = -1;
};

// step() as a store decides for a structured-dialect response.
inline Reported stepReported(const Algorithm& alg, KeyState& state, std::int64_t t,
                             std::int64_t cost = 1, std::int64_t hold = 0)
{
    DecideInput in{t, cost, hold};
    in.effectiveWindow = true;
    Reported r{alg.decideForResponse(state, in)};
    r.effectiveWindowMs = alg.effectiveWindowMs(state, in, r.remaining);
    return r;
}

inline QString describe(const Decision& d)
{
    return QStringLiteral("{allowed=%1 limit=%2 remaining=%3 reset=%4 retry=%5 delay=%6}")
        .arg(d.allowed)
        .arg(d.limit)
        .arg(d.remaining)
        .arg(d.resetMs)
        .arg(d.retryAfterMs)
        .arg(d.delayMs);
}

inline bool sameDecision(const Decision& x, const Decision& y)
{
    return x.allowed == y.allowed && x.limit == y.limit && x.remaining == y.remaining
           && x.resetMs == y.resetMs && x.retryAfterMs == y.retryAfterMs && x.delayMs == y.delayMs;
}

// A deterministic generator whose outputs are fixed by the standard (mt19937_64), reduced by
// modulo: the traces are the same on every platform.
class TraceRng {
public:
    explicit TraceRng(std::uint64_t seed)
        : m_engine(seed)
    {
    }
    std::int64_t between(std::int64_t lo, std::int64_t hi) // inclusive
    {
        return lo + static_cast<std::int64_t>(m_engine() % static_cast<std::uint64_t>(hi - lo + 1));
    }
    bool chance(int percent) { return between(1, 100) <= percent; }

private:
    std::mt19937_64 m_engine;
};

struct TraceShape {
    int count = 2000;
    std::int64_t start = 0;
    int backwardPercent = 0;  // share of steps that move the clock back
    std::int64_t maxHold = 0; // concurrency: hold times in [0, maxHold]
};

// Costs 1..B+2, ~30% of requests at the same ms as the previous one, short gaps, and now and
// then an idle gap of many windows.
inline std::vector<Request> randomTrace(TraceRng& rng, const LimitParams& p,
                                        const TraceShape& shape)
{
    std::vector<Request> trace;
    trace.reserve(static_cast<std::size_t>(shape.count));
    std::int64_t t = shape.start;
    const std::int64_t w = p.windowMs;
    for (int i = 0; i < shape.count; ++i) {
        const std::int64_t roll = rng.between(1, 100);
        if (shape.backwardPercent > 0 && rng.chance(shape.backwardPercent))
            t -= rng.between(1, 2 * w + 5);
        else if (roll <= 30)
            ; // same millisecond
        else if (roll <= 85)
            t += rng.between(1, std::max<std::int64_t>(1, w / 3));
        else if (roll <= 97)
            t += rng.between(1, 2 * w + 3);
        else
            t += rng.between(3, 60) * w + rng.between(0, w);
        Request r;
        r.t = t;
        r.cost = rng.chance(80) ? 1 : rng.between(1, p.capacity() + 2);
        r.hold = shape.maxHold > 0 ? rng.between(0, shape.maxHold) : 0;
        trace.push_back(r);
    }
    return trace;
}

// The adaptive kinds are built as a concurrency limit at their starting limit.
inline bool isConcurrencyLike(AlgorithmKind k)
{
    return k == AlgorithmKind::Concurrency || algorithmInfo(k).adaptive;
}

inline bool isWindowLike(AlgorithmKind k)
{
    return k == AlgorithmKind::FixedWindow || k == AlgorithmKind::SlidingLog
           || k == AlgorithmKind::SlidingCounter || isConcurrencyLike(k)
           || k == AlgorithmKind::FixedWindowIncrFirst;
}

// The most a single request can ever cost and still be admitted (nginx counts requests: 1).
inline std::int64_t admissibleCost(AlgorithmKind k, const LimitParams& p)
{
    if (k == AlgorithmKind::Nginx)
        return 1;
    return isWindowLike(k) ? p.limit : p.capacity();
}

// p made valid for k: a warm-up period for guava-warmup (one window), no burst there.
inline LimitParams paramsFor(AlgorithmKind k, LimitParams p)
{
    if (k == AlgorithmKind::GuavaWarmup) {
        p.warmupMs = p.windowMs;
        p.burst = 0;
    }
    return p;
}

// A cost the algorithm takes: nginx's is always 1.
inline std::int64_t costFor(AlgorithmKind k, std::int64_t cost)
{
    const AlgorithmInfo& info = algorithmInfo(k);
    return std::clamp(cost, info.minCost, info.maxCost);
}

// Runs the trace and checks, after every decision, against a copy of the state:
// - allowed => retry 0; rejected => the retry-after rule: waiting exactly retry_after admits the
//   same request, waiting 1 ms less (and any sampled shorter wait) does not; a request that can
//   never be admitted gets reset - t (window-like) or at least 1 ms (bucket-like);
// - remaining never negative, reset never before t;
// - at `reset` a request of the full admissible cost is admitted and, if it is not admitted right
//   now, it is not at reset - 1 either (all but the sliding counter, whose estimate may reach 0
//   before the formula's reset).
// Returns an empty string, or what failed.
inline QString checkDecisionRules(const Algorithm& alg, const std::vector<Request>& trace,
                                  TraceRng& rng, int* rejectsSeen = nullptr)
{
    const AlgorithmKind kind = alg.kind();
    const LimitParams& p = alg.params();
    const std::int64_t full = admissibleCost(kind, p);
    KeyState state;
    int rejects = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const Request& r = trace[i];
        const Decision d = step(alg, state, r.t, r.cost, r.hold);
        const QString where = QStringLiteral("%1 request %2 (t=%3 cost=%4): %5")
                                  .arg(QString::fromUtf8(algorithmInfo(kind).id.data()))
                                  .arg(i)
                                  .arg(r.t)
                                  .arg(r.cost)
                                  .arg(describe(d));
        if (d.remaining < 0 || d.resetMs < r.t || d.limit != p.limit)
            return where
                   + QStringLiteral(" has a negative remaining, a past reset or a wrong limit");
        const auto at = [&](std::int64_t t, std::int64_t cost) {
            return alg.peek(state, DecideInput{t, cost, r.hold}).allowed;
        };
        if (d.allowed) {
            if (d.retryAfterMs != 0)
                return where + QStringLiteral(" is allowed with a retry-after");
        } else {
            ++rejects;
            const std::int64_t ra = d.retryAfterMs;
            if (r.cost <= full) {
                if (ra < 1)
                    return where + QStringLiteral(" retry-after below 1");
                if (!at(r.t + ra, r.cost))
                    return where + QStringLiteral(" is not admitted after waiting retry-after");
                if (ra > 1 && at(r.t + ra - 1, r.cost))
                    return where + QStringLiteral(" is admitted 1 ms before retry-after");
                if (ra > 2 && at(r.t + rng.between(1, ra - 2), r.cost))
                    return where
                           + QStringLiteral(" is admitted at a sampled wait below retry-after");
            } else if (isWindowLike(kind) ? ra != d.resetMs - r.t : ra < 1) {
                return where
                       + QStringLiteral(" never-admissible request has the wrong retry-after");
            }
        }
        if (!at(d.resetMs, full))
            return where + QStringLiteral(" full quota not available at reset");
        // nginx's reset is when its excess has drained to 0; one request passes long before.
        if (kind != AlgorithmKind::SlidingCounter && kind != AlgorithmKind::Nginx
            && d.resetMs - 1 > r.t && !at(r.t, full) && at(d.resetMs - 1, full))
            return where + QStringLiteral(" full quota already available at reset - 1");
    }
    if (rejectsSeen)
        *rejectsSeen = rejects;
    return {};
}

inline bool sameState(const KeyState& x, const KeyState& y)
{
    if (x.a != y.a || x.b != y.b || x.c != y.c || x.present != y.present
        || x.log.size() != y.log.size())
        return false;
    for (std::size_t i = 0; i < x.log.size(); ++i)
        if (x.log[i].timeMs != y.log[i].timeMs || x.log[i].cost != y.log[i].cost)
            return false;
    return true;
}

// Runs the trace twice side by side, with and without the effective window asked for, and checks
// after every decision:
// - asking changes neither the decision nor the state, and the window is never negative;
// - what the window means: a client that sends requests of cost 1, each only if it would be
//   admitted, gets exactly `remaining` through at t (more when the window is 0: the limiter takes
//   more than it said), none in [t + 1, t + window) and, window > 0, one at t + window.
//   Guava's warm-up is left out of the middle point: its remaining is one tryAcquire(remaining),
//   and stored permits above the threshold cost more one at a time (truncated per request).
// Returns an empty string, or what failed; `zeros` counts windows of 0.
inline QString checkEffectiveWindow(const Algorithm& alg, const std::vector<Request>& trace,
                                    TraceRng& rng, int* zeros = nullptr)
{
    const AlgorithmKind kind = alg.kind();
    KeyState plain;
    KeyState asked;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const Request& r = trace[i];
        const Decision want = step(alg, plain, r.t, r.cost, r.hold);
        const Reported d = stepReported(alg, asked, r.t, r.cost, r.hold);
        const std::int64_t window = d.effectiveWindowMs;
        const QString where = QStringLiteral("%1 request %2 (t=%3 cost=%4): %5 window=%6")
                                  .arg(QString::fromUtf8(algorithmInfo(kind).id.data()))
                                  .arg(i)
                                  .arg(r.t)
                                  .arg(r.cost)
                                  .arg(describe(d))
                                  .arg(window);
        if (!sameDecision(d, want) || !sameState(plain, asked) || want.effectiveWindowSeconds != -1)
            return where + QStringLiteral(" asking for the window changed the decision or state");
        if (window < 0 || d.effectiveWindowSeconds != delaySeconds(window))
            return where + QStringLiteral(" negative window, or not its seconds rounded up");
        if (zeros && window == 0)
            ++*zeros;
        if (kind == AlgorithmKind::GuavaWarmup)
            continue;
        KeyState client = asked;
        const auto admits = [&](std::int64_t t) {
            return alg.peek(client, DecideInput{t, 1, r.hold}).allowed;
        };
        std::int64_t used = 0;
        while (used <= d.remaining && admits(r.t)) {
            step(alg, client, r.t, 1, r.hold);
            ++used;
        }
        if (window == 0 ? used <= d.remaining : used != d.remaining)
            return where + QStringLiteral(" the client got %1 through at once").arg(used);
        if (window == 0)
            continue;
        if (window > 1 && admits(r.t + window - 1))
            return where + QStringLiteral(" admitted 1 ms before the window ends");
        if (window > 2 && admits(r.t + rng.between(1, window - 2)))
            return where + QStringLiteral(" admitted at a sampled time inside the window");
        if (!admits(r.t + window))
            return where + QStringLiteral(" not admitted when the window ends");
    }
    return {};
}

// The parameter sets the random checks run: tiny windows (W < N, so T = W / N is fractional),
// N = 1, bursts above and below N, and realistic windows.
inline std::vector<LimitParams> randomCheckParams()
{
    const auto make = [](std::int64_t n, std::int64_t w, std::int64_t b) {
        return limitParams(n, w, b);
    };
    return {make(1, 1, 0), make(3, 10, 0),    make(5, 1000, 0), make(7, 100, 12), make(10, 1000, 3),
            make(4, 7, 9), make(12, 1500, 0), make(2, 3, 5),    make(6, 60, 1)};
}

// Runs the trace through the algorithm and the naive reference side by side; an empty string if
// every decision (allowed, limit, remaining, reset, retry-after, delay) is equal.
template <typename Reference>
QString compareWithReference(const Algorithm& alg, Reference& ref,
                             const std::vector<Request>& trace)
{
    KeyState state;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const Request& r = trace[i];
        const Decision got = step(alg, state, r.t, r.cost, r.hold);
        Decision want;
        if constexpr (requires { ref.decide(r.t, r.cost, r.hold); })
            want = ref.decide(r.t, r.cost, r.hold);
        else
            want = ref.decide(r.t, r.cost);
        if (!sameDecision(got, want)) {
            return QStringLiteral(
                       "N=%1 W=%2 B=%3 request %4 (t=%5 cost=%6 hold=%7): got %8, reference %9")
                .arg(alg.params().limit)
                .arg(alg.params().windowMs)
                .arg(alg.params().burst)
                .arg(i)
                .arg(r.t)
                .arg(r.cost)
                .arg(r.hold)
                .arg(describe(got), describe(want));
        }
    }
    return {};
}

// The random checks every algorithm suite runs over randomCheckParams(): seeds counted up from
// firstSeed, one per trace; traces of `count` requests starting a few windows before 0.
struct RandomChecks {
    int firstSeed = 1;
    int count = 2000;
    std::int64_t holdWindows = 0; // concurrency: hold times up to holdWindows * W
    bool logRejected = false;     // sliding log: the log-rejected variant

    // Three traces per parameter set against the reference, from seed 1.
    static RandomChecks reference() { return {}; }
    // One trace per parameter set (3 % backward clock steps) for the decision rules, from 1000.
    static RandomChecks rules() { return {1000, 3000, 0, false}; }
};

// Alg and its naive Ref side by side on three traces per parameter set; an empty string if every
// decision was equal, else the first difference.
template <typename Alg, typename Ref>
QString matchesReferenceOnRandomTraces(const RandomChecks& c = RandomChecks::reference())
{
    int seed = c.firstSeed;
    for (LimitParams p : randomCheckParams()) {
        p.logRejected = c.logRejected;
        for (int round = 0; round < 3; ++round) {
            TraceRng rng(static_cast<std::uint64_t>(seed++));
            const auto trace = randomTrace(
                rng, p, TraceShape{c.count, -3 * p.windowMs, 0, c.holdWindows * p.windowMs});
            const Alg alg(p);
            Ref ref(p);
            if (QString error = compareWithReference(alg, ref, trace); !error.isEmpty())
                return error;
        }
    }
    return {};
}

// checkDecisionRules on one trace per parameter set; `rejects` gets how many rejected requests
// the rules were checked on (callers assert it is large: the rule was exercised, not skipped).
template <typename Alg>
QString decisionRulesOnRandomTraces(int& rejects, const RandomChecks& c = RandomChecks::rules())
{
    int seed = c.firstSeed;
    rejects = 0;
    for (LimitParams p : randomCheckParams()) {
        p.logRejected = c.logRejected;
        TraceRng rng(static_cast<std::uint64_t>(seed++));
        const auto trace = randomTrace(
            rng, p, TraceShape{c.count, -2 * p.windowMs, 3, c.holdWindows * p.windowMs});
        int seen = 0;
        if (QString error = checkDecisionRules(Alg(p), trace, rng, &seen); !error.isEmpty())
            return error;
        rejects += seen;
    }
    return {};
}

} // namespace ratelab::test
