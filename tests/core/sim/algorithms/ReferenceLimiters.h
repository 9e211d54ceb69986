// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Deliberately naive, obviously correct twins of the seven limiters, written from
// docs/algorithms.md without sharing a line with core/sim: they keep every request ever made
// and recompute from it, and the buckets use exact rationals in milliseconds instead of scaled
// integers. Waits are found by a binary search over d of the "admitted at t + d" predicate
// (monotone in d: no level rises without traffic). For a clock that never steps back.
#include "core/sim/algorithms/AlgorithmKind.h"
#include "core/sim/algorithms/Decision.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace ratelab::reference {

__extension__ typedef __int128 Big;

inline Big gcdOf(Big a, Big b)
{
    a = a < 0 ? -a : a;
    b = b < 0 ? -b : b;
    while (b != 0) {
        const Big r = a % b;
        a = b;
        b = r;
    }
    return a == 0 ? 1 : a;
}

// An exact fraction with a positive denominator, always reduced.
struct Rational {
    Big num = 0;
    Big den = 1;

    static Rational of(Big n, Big d = 1)
    {
        if (d < 0) {
            n = -n;
            d = -d;
        }
        const Big g = gcdOf(n, d);
        return {n / g, d / g};
    }
    friend Rational operator+(Rational x, Rational y)
    {
        return of(x.num * y.den + y.num * x.den, x.den * y.den);
    }
    friend Rational operator-(Rational x, Rational y)
    {
        return of(x.num * y.den - y.num * x.den, x.den * y.den);
    }
    friend Rational operator*(Rational x, Rational y) { return of(x.num * y.num, x.den * y.den); }
    friend Rational operator/(Rational x, Rational y) { return of(x.num * y.den, x.den * y.num); }
    friend bool operator<(Rational x, Rational y) { return x.num * y.den < y.num * x.den; }
    friend bool operator<=(Rational x, Rational y) { return !(y < x); }
    std::int64_t floor() const
    {
        Big q = num / den;
        if (q * den > num)
            --q;
        return static_cast<std::int64_t>(q);
    }
    std::int64_t ceil() const { return -of(-num, den).floor(); }
};

inline Rational maxOf(Rational x, Rational y)
{
    return x < y ? y : x;
}
inline Rational minOf(Rational x, Rational y)
{
    return x < y ? x : y;
}

// Mathematical floor(a / b) for b > 0, by the definition: the largest q with q * b <= a.
inline std::int64_t floorOf(Big a, Big b)
{
    Big q = a / b;
    if (q * b > a)
        --q;
    return static_cast<std::int64_t>(q);
}

// The smallest d in [1, hi] with admitted(d), by bisection; hi must satisfy it.
inline std::int64_t smallestWait(std::int64_t hi, const std::function<bool(std::int64_t)>& admitted)
{
    std::int64_t lo = 1;
    while (lo < hi) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        if (admitted(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

struct Entry {
    std::int64_t t;
    std::int64_t cost;
};

class FixedWindow {
public:
    explicit FixedWindow(LimitParams p)
        : m_p(p)
    {
    }
    Decision decide(std::int64_t t, std::int64_t cost)
    {
        const std::int64_t idx = floorOf(t, m_p.windowMs);
        const auto countIn = [&] {
            std::int64_t sum = 0;
            for (const Entry& e : m_admitted)
                sum += floorOf(e.t, m_p.windowMs) == idx ? e.cost : 0;
            return sum;
        };
        Decision d;
        d.limit = m_p.limit;
        d.allowed = countIn() + cost <= m_p.limit;
        if (d.allowed)
            m_admitted.push_back({t, cost});
        d.remaining = m_p.limit - countIn();
        d.resetMs = (idx + 1) * m_p.windowMs;
        d.retryAfterMs = d.allowed ? 0 : d.resetMs - t;
        return d;
    }

private:
    LimitParams m_p;
    std::vector<Entry> m_admitted;
};

class SlidingLog {
public:
    explicit SlidingLog(LimitParams p)
        : m_p(p)
    {
    }
    Decision decide(std::int64_t t, std::int64_t cost)
    {
        const std::int64_t n = m_p.limit;
        const std::int64_t w = m_p.windowMs;
        const auto sumAt = [&](std::int64_t at) {
            std::int64_t sum = 0;
            for (const Entry& e : m_logged)
                sum += (at - e.t < w) ? e.cost : 0;
            return sum;
        };
        Decision d;
        d.limit = n;
        d.allowed = sumAt(t) + cost <= n;
        if (d.allowed || m_p.logRejected)
            m_logged.push_back({t, cost});
        d.remaining = std::max<std::int64_t>(0, n - sumAt(t));
        std::int64_t newest = INT64_MIN;
        for (const Entry& e : m_logged)
            newest = (t - e.t < w) ? std::max(newest, e.t) : newest;
        d.resetMs = newest == INT64_MIN ? t : newest + w;
        if (!d.allowed) {
            d.retryAfterMs = cost > n ? d.resetMs - t : smallestWait(w, [&](std::int64_t x) {
                return sumAt(t + x) + cost <= n;
            });
        }
        return d;
    }

private:
    LimitParams m_p;
    std::vector<Entry> m_logged;
};

class SlidingCounter {
public:
    explicit SlidingCounter(LimitParams p)
        : m_p(p)
    {
    }
    Decision decide(std::int64_t t, std::int64_t cost)
    {
        const std::int64_t n = m_p.limit;
        const std::int64_t w = m_p.windowMs;
        const std::int64_t idx = floorOf(t, w);
        const auto countIn = [&](std::int64_t window) {
            std::int64_t sum = 0;
            for (const Entry& e : m_admitted)
                sum += floorOf(e.t, w) == window ? e.cost : 0;
            return sum;
        };
        const auto estimateAt = [&](std::int64_t at) {
            const std::int64_t i = floorOf(at, w);
            const std::int64_t elapsed = at - i * w;
            return floorOf(Big(countIn(i - 1)) * (w - elapsed), w) + countIn(i);
        };
        const std::int64_t est = estimateAt(t);
        Decision d;
        d.limit = n;
        d.allowed = est + cost <= n;
        if (d.allowed)
            m_admitted.push_back({t, cost});
        d.remaining = std::max<std::int64_t>(0, n - est - (d.allowed ? cost : 0));
        d.resetMs = countIn(idx) > 0 ? (idx + 2) * w : countIn(idx - 1) > 0 ? (idx + 1) * w : t;
        if (!d.allowed) {
            d.retryAfterMs = cost > n ? d.resetMs - t : smallestWait(2 * w, [&](std::int64_t x) {
                return estimateAt(t + x) + cost <= n;
            });
        }
        return d;
    }

private:
    LimitParams m_p;
    std::vector<Entry> m_admitted;
};

// Tokens as an exact fraction; the rate is N / W tokens per ms.
class TokenBucket {
public:
    explicit TokenBucket(LimitParams p)
        : m_p(p)
    {
    }
    Decision decide(std::int64_t t, std::int64_t cost)
    {
        const Rational cap = Rational::of(m_p.capacity());
        const Rational rate = Rational::of(m_p.limit, m_p.windowMs);
        if (!m_started) {
            m_started = true;
            m_tokens = cap;
            m_last = t;
        }
        const auto tokensAt = [&](std::int64_t at) {
            return minOf(cap, m_tokens + Rational::of(at - m_last) * rate);
        };
        m_tokens = tokensAt(t);
        m_last = t;
        Decision d;
        d.limit = m_p.limit;
        d.allowed = Rational::of(cost) <= m_tokens;
        if (d.allowed)
            m_tokens = m_tokens - Rational::of(cost);
        d.remaining = m_tokens.floor();
        d.resetMs = t + ((cap - m_tokens) / rate).ceil();
        if (!d.allowed) {
            d.retryAfterMs =
                cost > m_p.capacity()
                    ? ((Rational::of(cost) - m_tokens) / rate).ceil()
                    : smallestWait(m_p.capacity() * m_p.windowMs + 1, [&](std::int64_t x) {
                          return Rational::of(cost) <= tokensAt(t + x);
                      });
        }
        return d;
    }

private:
    LimitParams m_p;
    bool m_started = false;
    Rational m_tokens;
    std::int64_t m_last = 0;
};

// The textbook GCRA with an absolute theoretical arrival time in ms and T = W / N ms.
class Gcra {
public:
    explicit Gcra(LimitParams p)
        : m_p(p)
    {
    }
    Decision decide(std::int64_t t, std::int64_t cost)
    {
        const Rational T = Rational::of(m_p.windowMs, m_p.limit);
        const Rational tau = Rational::of(m_p.capacity()) * T;
        const Rational now = Rational::of(t);
        if (!m_started) {
            m_started = true;
            m_tat = now;
        }
        const auto admitsAt = [&](Rational at) {
            return maxOf(m_tat, at) + Rational::of(cost) * T - at <= tau;
        };
        const Rational next = maxOf(m_tat, now) + Rational::of(cost) * T;
        Decision d;
        d.limit = m_p.limit;
        d.allowed = admitsAt(now);
        if (d.allowed)
            m_tat = next;
        d.remaining = std::max<std::int64_t>(0, ((now + tau - maxOf(m_tat, now)) / T).floor());
        d.resetMs = maxOf(m_tat, now).ceil();
        if (!d.allowed) {
            d.retryAfterMs =
                cost > m_p.capacity()
                    ? (next - now - tau).ceil()
                    : smallestWait(m_p.capacity() * m_p.windowMs + 1,
                                   [&](std::int64_t x) { return admitsAt(Rational::of(t + x)); });
        }
        return d;
    }

private:
    LimitParams m_p;
    bool m_started = false;
    Rational m_tat;
};

// A literal queue: every admitted request is a job served one after another, cost * T ms each.
// It waits from arrival to the start of its service; the queue holds at most B units of work.
class LeakyBucket {
public:
    explicit LeakyBucket(LimitParams p)
        : m_p(p)
    {
    }
    Decision decide(std::int64_t t, std::int64_t cost)
    {
        const Rational T = Rational::of(m_p.windowMs, m_p.limit);
        const Rational room = Rational::of(m_p.capacity()) * T;
        const Rational now = Rational::of(t);
        const auto pendingAt = [&](Rational at) { // work not yet served at `at`, in ms
            Rational sum; // jobs are served in order, so only the newest can still be pending
            for (auto j = m_jobs.rbegin(); j != m_jobs.rend() && at < j->end; ++j)
                sum = sum + (j->end - maxOf(j->start, at));
            return sum;
        };
        const auto admitsAt = [&](Rational at) {
            return pendingAt(at) + Rational::of(cost) * T <= room;
        };
        Decision d;
        d.limit = m_p.limit;
        d.allowed = admitsAt(now);
        const Rational start = now + pendingAt(now);
        if (d.allowed) {
            m_jobs.push_back({start, start + Rational::of(cost) * T});
            d.delayMs = (start - now).ceil();
        }
        const Rational pending = pendingAt(now);
        d.remaining = std::max<std::int64_t>(0, ((room - pending) / T).floor());
        d.resetMs = (now + pending).ceil();
        if (!d.allowed) {
            d.retryAfterMs =
                cost > m_p.capacity()
                    ? (pending + Rational::of(cost) * T - room).ceil()
                    : smallestWait(m_p.capacity() * m_p.windowMs + 1,
                                   [&](std::int64_t x) { return admitsAt(Rational::of(t + x)); });
        }
        return d;
    }

private:
    struct Job {
        Rational start;
        Rational end;
    };
    LimitParams m_p;
    std::vector<Job> m_jobs;
};

class Concurrency {
public:
    explicit Concurrency(LimitParams p)
        : m_p(p)
    {
    }
    Decision decide(std::int64_t t, std::int64_t cost, std::int64_t hold)
    {
        const std::int64_t n = m_p.limit;
        const auto inflightAt = [&](std::int64_t at) {
            std::int64_t sum = 0;
            for (const Entry& lease : m_leases) // Entry::t is the release time here
                sum += lease.t > at ? lease.cost : 0;
            return sum;
        };
        Decision d;
        d.limit = n;
        d.allowed = inflightAt(t) + cost <= n;
        if (d.allowed)
            m_leases.push_back({t + hold, cost});
        d.remaining = std::max<std::int64_t>(0, n - inflightAt(t));
        std::int64_t latest = t;
        for (const Entry& lease : m_leases)
            latest = std::max(latest, lease.t);
        d.resetMs = latest;
        if (!d.allowed) {
            d.retryAfterMs =
                cost > n ? d.resetMs - t : smallestWait(latest - t, [&](std::int64_t x) {
                    return inflightAt(t + x) + cost <= n;
                });
        }
        return d;
    }

private:
    LimitParams m_p;
    std::vector<Entry> m_leases;
};

} // namespace ratelab::reference
