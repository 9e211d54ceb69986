// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Realistic access logs made here, for tests, benchmarks and the bundled calibration demo (no log
// is downloaded): Combined Log Format lines of a day-and-night shop API with many users, a few
// heavy but legitimate automation clients, an office of users behind one NAT address, a scraper
// at a very high steady rate on read paths and a credential-stuffing burst on /login from a few
// addresses. The same seed gives the same bytes (core/sim/Random, one stream per actor); the
// truth table says which addresses are abusive. Lines come in completion order stamped with the
// request's start, so neighbours are out of order by up to a second, as in real logs.
#include "core/sim/Random.h"

#include <cstdint>
#include <queue>
#include <string>
#include <vector>

namespace ratelab {

struct LogGeneratorOptions {
    std::uint64_t seed = 1;
    int hours = 24;
    int users = 200;
    std::int64_t startMs = 1'709'510'400'000; // 2024-03-04T00:00:00Z, a Monday
    std::int64_t maxLines = 0;                // stop after this many lines; 0: no limit
};

struct LogTruthRow {
    std::string identity; // the address (identity "ip")
    std::string kind;     // user, nat-office, automation, scraper, credential-stuffing
    bool abusive = false;
};

class LogGenerator {
public:
    explicit LogGenerator(const LogGeneratorOptions& options);

    // Appends the next line (with its '\n') to `out`; false at the end.
    bool nextLine(std::string& out);

    // One row per address, in the order the actors were made.
    [[nodiscard]] const std::vector<LogTruthRow>& truth() const { return m_truth; }

private:
    enum class Kind { User, Automation, Scraper, Stuffer };
    struct Actor {
        Kind kind;
        std::string ip;
        std::string user; // the authenticated name when logged in
        Random rng;
        double peakPerMs;    // users: visits; others: requests
        std::int64_t fromMs; // active period
        std::int64_t toMs;
        bool office = false; // active in office hours only
        int visitLeft = 0;   // requests still to come in the current visit
        bool loggedIn = false;
        std::int64_t nextMs = 0;
    };
    struct Due {
        std::int64_t ms;
        std::size_t actor;
        bool operator>(const Due& o) const { return ms != o.ms ? ms > o.ms : actor > o.actor; }
    };

    void addActor(Kind kind, std::string ip, std::string user, double perSecond,
                  std::int64_t fromMs, std::int64_t toMs, bool office = false);
    // When the actor's next request happens after `after`, or past the end (toMs) if never.
    std::int64_t scheduleAfter(Actor& actor, std::int64_t after);
    void writeRequest(Actor& actor, std::int64_t ms, std::string& out);

    LogGeneratorOptions m_options;
    std::int64_t m_endMs;
    std::int64_t m_lines = 0;
    std::vector<Actor> m_actors;
    std::vector<LogTruthRow> m_truth;
    std::priority_queue<Due, std::vector<Due>, std::greater<>> m_due;
};

} // namespace ratelab
