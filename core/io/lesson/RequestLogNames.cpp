// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/RequestLogNames.h"

#include "core/sim/model/RequestLogAccess.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <deque>
#include <map>
#include <set>

namespace ratelab {
namespace {

ResolvedName measuredInteger(std::int64_t v)
{
    return ResolvedName{ClaimValue::ofInteger(v), true};
}

ResolvedName measuredReal(double v)
{
    return ResolvedName{ClaimValue::ofReal(v), true};
}

double ratio(std::int64_t a, std::int64_t b)
{
    return b > 0 ? static_cast<double>(a) / static_cast<double>(b) : 0.0;
}

} // namespace

RequestLogNames::RequestLogNames(const Scenario& scenario, const RunResult& result)
    : m_scenario(scenario)
    , m_result(result)
{
    for (std::size_t g = 0; g < scenario.clients.size(); ++g)
        for (int m = 0; m < scenario.clients[g].count; ++m)
            m_groupOfClient.push_back(g);
}

bool RequestLogNames::knows(const std::string& figure)
{
    static const std::set<std::string> kNames{
        "first_attempts",     "retry_traffic",      "client",
        "same_arrivals",      "differs_from",       "estimate_error",
        "early_warnings",     "early_warning_keys", "early_warning_legitimate_keys",
        "p99_legitimate_rate"};
    return kNames.count(figure) > 0;
}

std::vector<RequestRecord> RequestLogNames::recordsOf(std::size_t lane) const
{
    std::vector<RequestRecord> out;
    forEachRequest(m_result, [&](const RequestRecord& r, std::int64_t) {
        if (r.lane == static_cast<std::int32_t>(lane))
            out.push_back(r);
    });
    return out;
}

std::optional<ResolvedName> RequestLogNames::resolve(std::size_t lane, const ClaimName& name,
                                                     std::string& problem) const
{
    if (m_groupOfClient.size() != m_result.clientNames.size()) {
        problem = name.text + ": the run's clients do not match its scenario's";
        return std::nullopt;
    }
    const std::string& figure = name.segments[1];
    // The engine counts every client's decisions itself; only a run read back without them
    // needs the log.
    if (figure == "client" && hasClientCounts(lane))
        return clientFigure(lane, name, problem);
    if (m_result.requestLogTruncated) {
        problem = name.text
                  + " reads the request log, which this run truncated (raise "
                    "request_log_limit)";
        return std::nullopt;
    }
    if (figure == "client")
        return clientFigure(lane, name, problem);
    if (figure == "same_arrivals" || figure == "differs_from")
        return compare(lane, name, problem);
    if (name.segments.size() != 2) {
        problem = name.text + ": write LANE." + figure;
        return std::nullopt;
    }
    if (figure == "first_attempts" || figure == "retry_traffic") {
        std::int64_t first = 0;
        std::int64_t retries = 0;
        for (const RequestRecord& r : recordsOf(lane))
            (r.attempt == 0 ? first : retries) += 1;
        return figure == "first_attempts" ? measuredInteger(first)
                                          : measuredReal(ratio(retries, first));
    }
    if (figure == "estimate_error") {
        if (m_result.summaries[lane].algorithm != AlgorithmKind::SlidingCounter) {
            problem = name.text + ": estimate_error is a sliding counter's figure";
            return std::nullopt;
        }
        return measuredReal(estimateError(lane));
    }
    if (figure == "p99_legitimate_rate")
        return measuredReal(p99LegitimateRate(lane));
    if (m_result.summaries[lane].rules.size() > 1) {
        // The log names each row's speaking rule only by its key: one limit cannot judge them.
        problem = name.text + ": " + figure
                  + " measures a lane of one rule against its limit; this lane is a policy of "
                  + std::to_string(m_result.summaries[lane].rules.size()) + " rules";
        return std::nullopt;
    }
    return earlyWarnings(lane, figure);
}

std::optional<std::size_t> RequestLogNames::laneNamed(const std::string& name,
                                                      std::string& problem) const
{
    for (std::size_t l = 0; l < m_result.summaries.size(); ++l)
        if (m_result.summaries[l].lane == name)
            return l;
    problem = "no lane named " + name;
    return std::nullopt;
}

std::optional<ResolvedName> RequestLogNames::clientFigure(std::size_t lane, const ClaimName& name,
                                                          std::string& problem) const
{
    const auto& segs = name.segments;
    if (segs.size() != 4) {
        problem = name.text
                  + ": write LANE.client[NAME].retries (or requests, first_attempts, "
                    "admitted, rejected, retry_traffic, dropped, held, max_wait_ms, shed, "
                    "goodput, timed_out, closed_1008, messages, messages_unsent)";
        return std::nullopt;
    }
    std::optional<std::size_t> group;
    for (std::size_t g = 0; g < m_scenario.clients.size(); ++g)
        if (m_scenario.clients[g].name == segs[2])
            group = g;
    std::size_t index = 0;
    const auto [ptr, ec] = std::from_chars(segs[2].data(), segs[2].data() + segs[2].size(), index);
    if (!group && ec == std::errc() && ptr == segs[2].data() + segs[2].size()
        && index < m_scenario.clients.size())
        group = index;
    if (!group) {
        problem = "no client named " + segs[2] + " in " + name.text;
        return std::nullopt;
    }
    std::int64_t requests = 0;
    std::int64_t first = 0;
    std::int64_t admitted = 0;
    ClientCounts own; // what the client's own limiter did: only the engine counts it
    const std::string& what = segs[3];
    const bool ownFigure = what == "dropped" || what == "held" || what == "max_wait_ms"
                           || what == "shed" || what == "goodput" || what == "timed_out"
                           || what == "closed_1008" || what == "messages"
                           || what == "messages_unsent";
    if (ownFigure && !hasClientCounts(lane)) {
        problem = name.text + ": this run was read back without the engine's per-client counts";
        return std::nullopt;
    }
    if (hasClientCounts(lane)) {
        const std::vector<ClientCounts>& counts = m_result.summaries[lane].clients;
        for (std::size_t c = 0; c < counts.size(); ++c) {
            if (m_groupOfClient[c] != *group)
                continue;
            requests += counts[c].requests;
            first += counts[c].firstAttempts;
            admitted += counts[c].allowed;
            own.dropped += counts[c].dropped;
            own.held += counts[c].held;
            own.maxWaitMs = std::max(own.maxWaitMs, counts[c].maxWaitMs);
            own.shed += counts[c].shed;
            own.goodput += counts[c].goodput;
            own.timedOut += counts[c].timedOut;
            own.closed1008 += counts[c].closed1008;
            own.messages += counts[c].messages;
            own.messagesUnsent += counts[c].messagesUnsent;
        }
    } else {
        for (const RequestRecord& r : recordsOf(lane)) {
            if (m_groupOfClient[static_cast<std::size_t>(r.client)] != *group)
                continue;
            ++requests;
            first += r.attempt == 0 ? 1 : 0;
            admitted += r.decision.allowed ? 1 : 0;
        }
    }
    if (what == "requests")
        return measuredInteger(requests);
    if (what == "first_attempts")
        return measuredInteger(first);
    if (what == "retries")
        return measuredInteger(requests - first);
    if (what == "admitted")
        return measuredInteger(admitted);
    if (what == "rejected")
        return measuredInteger(requests - admitted);
    if (what == "retry_traffic")
        return measuredReal(ratio(requests - first, first));
    if (what == "dropped")
        return measuredInteger(own.dropped);
    if (what == "held")
        return measuredInteger(own.held);
    if (what == "max_wait_ms")
        return measuredInteger(own.maxWaitMs);
    if (what == "shed")
        return measuredInteger(own.shed);
    if (what == "goodput")
        return measuredInteger(own.goodput);
    if (what == "timed_out")
        return measuredInteger(own.timedOut);
    if (what == "closed_1008")
        return measuredInteger(own.closed1008);
    if (what == "messages")
        return measuredInteger(own.messages);
    if (what == "messages_unsent")
        return measuredInteger(own.messagesUnsent);
    problem = "no client figure named " + what + " in " + name.text;
    return std::nullopt;
}

std::optional<ResolvedName> RequestLogNames::compare(std::size_t lane, const ClaimName& name,
                                                     std::string& problem) const
{
    if (name.segments.size() != 3) {
        problem = name.text + ": write LANE." + name.segments[1] + "[OTHER LANE]";
        return std::nullopt;
    }
    const auto other = laneNamed(name.segments[2], problem);
    if (!other)
        return std::nullopt;
    const std::vector<RequestRecord> mine = recordsOf(lane);
    const std::vector<RequestRecord> theirs = recordsOf(*other);
    std::vector<const RequestRecord*> a;
    std::vector<const RequestRecord*> b;
    for (const RequestRecord& r : mine)
        if (r.attempt == 0)
            a.push_back(&r);
    for (const RequestRecord& r : theirs)
        if (r.attempt == 0)
            b.push_back(&r);
    bool same = a.size() == b.size();
    std::int64_t differ = 0;
    for (std::size_t i = 0; same && i < a.size(); ++i) {
        same = a[i]->time == b[i]->time && a[i]->client == b[i]->client && a[i]->cost == b[i]->cost;
        differ += a[i]->decision.allowed != b[i]->decision.allowed ? 1 : 0;
    }
    if (name.segments[1] == "same_arrivals")
        return ResolvedName{ClaimValue::ofBoolean(same), true};
    if (!same) {
        problem = name.text + ": the two lanes did not see the same first attempts";
        return std::nullopt;
    }
    return measuredReal(ratio(differ, static_cast<std::int64_t>(a.size())));
}

double RequestLogNames::estimateError(std::size_t lane) const
{
    // The estimate as the contract defines it, from the lane's own admissions, against the exact
    // count a sliding log of the same admissions holds at that instant.
    const std::int64_t w = m_result.summaries[lane].windowMs;
    struct KeyState {
        std::map<std::int64_t, std::int64_t> perWindow;
        std::deque<std::pair<std::int64_t, std::int64_t>> admitted; // (ms, cost)
        std::int64_t inWindow = 0;
    };
    std::map<std::int32_t, KeyState> keys;
    double sum = 0.0;
    std::int64_t n = 0;
    for (const RequestRecord& r : recordsOf(lane)) {
        KeyState& k = keys[r.key];
        const std::int64_t t = r.clockMs;
        while (!k.admitted.empty() && t - k.admitted.front().first >= w) {
            k.inWindow -= k.admitted.front().second;
            k.admitted.pop_front();
        }
        const std::int64_t index = floorDiv(t, w);
        const std::int64_t prev = k.perWindow.count(index - 1) ? k.perWindow[index - 1] : 0;
        const std::int64_t curr = k.perWindow.count(index) ? k.perWindow[index] : 0;
        const std::int64_t estimate = prev * (w - (t - index * w)) / w + curr;
        if (k.inWindow > 0) {
            sum += std::abs(static_cast<double>(estimate - k.inWindow))
                   / static_cast<double>(k.inWindow);
            ++n;
        }
        if (r.decision.allowed) {
            k.perWindow[index] += r.cost;
            k.admitted.emplace_back(t, r.cost);
            k.inWindow += r.cost;
        }
    }
    return n > 0 ? sum / static_cast<double>(n) : 0.0;
}

ResolvedName RequestLogNames::earlyWarnings(std::size_t lane, const std::string& figure) const
{
    // The seeds' alert: a key past 50 % of its limit within the first 20 % of its window.
    const LaneSummary& s = m_result.summaries[lane];
    std::map<std::pair<std::int32_t, std::int64_t>, std::int64_t> early; // (key, window) -> cost
    std::set<std::pair<std::int32_t, std::int64_t>> fired;
    std::set<std::int32_t> keys;
    std::set<std::int32_t> legitimateKeys;
    for (const RequestRecord& r : recordsOf(lane)) {
        const std::int64_t index = floorDiv(r.clockMs, s.windowMs);
        if (!r.decision.allowed || 5 * (r.clockMs - index * s.windowMs) >= s.windowMs)
            continue;
        std::int64_t& used = early[{r.key, index}];
        used += r.cost;
        if (2 * used > s.limit && fired.insert({r.key, index}).second) {
            keys.insert(r.key);
            if (m_scenario.clients[m_groupOfClient[static_cast<std::size_t>(r.client)]].legitimate)
                legitimateKeys.insert(r.key);
        }
    }
    if (figure == "early_warnings")
        return measuredInteger(static_cast<std::int64_t>(fired.size()));
    if (figure == "early_warning_keys")
        return measuredInteger(static_cast<std::int64_t>(keys.size()));
    return measuredInteger(static_cast<std::int64_t>(legitimateKeys.size()));
}

double RequestLogNames::p99LegitimateRate(std::size_t lane) const
{
    // Every legitimate client's first attempts per lane window, empty windows included.
    const std::int64_t w = m_result.summaries[lane].windowMs;
    const std::int64_t windows = std::max<std::int64_t>(1, (m_result.durationMs + w - 1) / w);
    std::map<std::int32_t, std::vector<std::int64_t>> perClient;
    for (std::size_t c = 0; c < m_groupOfClient.size(); ++c)
        if (m_scenario.clients[m_groupOfClient[c]].legitimate)
            perClient[static_cast<std::int32_t>(c)].assign(static_cast<std::size_t>(windows), 0);
    for (const RequestRecord& r : recordsOf(lane)) {
        auto it = perClient.find(r.client);
        const std::int64_t index = r.time / 1000 / w;
        if (r.attempt == 0 && it != perClient.end() && index < windows)
            it->second[static_cast<std::size_t>(index)] += 1;
    }
    std::vector<std::int64_t> all;
    for (const auto& [client, counts] : perClient)
        all.insert(all.end(), counts.begin(), counts.end());
    if (all.empty())
        return 0.0;
    std::sort(all.begin(), all.end());
    const auto rank = static_cast<std::size_t>(std::ceil(0.99 * static_cast<double>(all.size())));
    return static_cast<double>(all[std::max<std::size_t>(rank, 1) - 1]);
}

} // namespace ratelab
