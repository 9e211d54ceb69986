// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/LogGenerator.h"

#include "core/io/trace/LogTime.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace ratelab {

namespace {

constexpr std::int64_t kHourMs = 3'600'000;
constexpr std::int64_t kDayMs = 24 * kHourMs;

// Visits over the day: lowest at 03:00, highest at 15:00 (UTC, the log's clock).
double diurnal(std::int64_t ms)
{
    const double hour = static_cast<double>(((ms % kDayMs) + kDayMs) % kDayMs) / kHourMs;
    return 0.15 + 0.85 * (1.0 - std::cos(2.0 * std::numbers::pi * (hour - 3.0) / 24.0)) / 2.0;
}

double officeHours(std::int64_t ms)
{
    const std::int64_t hour = ((ms % kDayMs) + kDayMs) % kDayMs / kHourMs;
    return hour >= 8 && hour < 18 ? 1.0 : 0.02;
}

void appendInt(std::string& out, std::int64_t v)
{
    out += std::to_string(v);
}

std::string dotted(int a, int b, int c, int d)
{
    return std::to_string(a) + "." + std::to_string(b) + "." + std::to_string(c) + "."
           + std::to_string(d);
}

constexpr std::array<const char*, 3> kBrowsers{
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15",
    "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0"};

} // namespace

LogGenerator::LogGenerator(const LogGeneratorOptions& options)
    : m_options(options)
    , m_endMs(options.startMs + options.hours * kHourMs)
{
    const std::int64_t start = options.startMs;
    auto truth = [this](const std::string& ip, const char* kind, bool abusive) {
        m_truth.push_back({ip, kind, abusive});
    };
    // Users: a visit every 20 minutes at the afternoon peak, each of a few requests.
    for (int i = 0; i < options.users; ++i) {
        const std::string ip = dotted(10, 1 + i / 62500, i / 250 % 250, 1 + i % 250);
        addActor(Kind::User, ip, "user" + std::to_string(i + 1), 1.0 / 1200.0, start, m_endMs);
        truth(ip, "user", false);
    }
    // An office of 25 people behind one address, busy in office hours: legitimate.
    const std::string nat = "198.51.100.7";
    for (int i = 0; i < 25; ++i)
        addActor(Kind::User, nat, "office" + std::to_string(i + 1), 1.0 / 600.0, start, m_endMs,
                 true);
    truth(nat, "nat-office", false);
    // Automation: steady and heavy, legitimate integrations polling and syncing orders.
    for (int i = 0; i < 3; ++i) {
        const std::string ip = dotted(192, 0, 2, 10 + i);
        addActor(Kind::Automation, ip, "svc-sync" + std::to_string(i + 1), 1.0, start, m_endMs);
        truth(ip, "automation", false);
    }
    // A scraper walking the catalogue at a very high steady rate.
    addActor(Kind::Scraper, "203.0.113.66", "-", 5.0, start, m_endMs);
    truth("203.0.113.66", "scraper", true);
    // Credential stuffing: ten minutes of POST /login from four addresses, 60% into the log.
    const std::int64_t burstFrom = start + options.hours * kHourMs * 6 / 10;
    const std::int64_t burstTo = std::min(m_endMs, burstFrom + 10 * 60'000);
    for (int i = 0; i < 4; ++i) {
        const std::string ip = dotted(198, 18, 7, 21 + i);
        addActor(Kind::Stuffer, ip, "-", 10.0, burstFrom, burstTo);
        truth(ip, "credential-stuffing", true);
    }
}

void LogGenerator::addActor(Kind kind, std::string ip, std::string user, double perSecond,
                            std::int64_t fromMs, std::int64_t toMs, bool office)
{
    const std::size_t index = m_actors.size();
    Actor actor{kind,
                std::move(ip),
                std::move(user),
                Random(m_options.seed).split(index + 1),
                perSecond / 1000.0,
                fromMs,
                toMs,
                office};
    actor.nextMs = scheduleAfter(actor, fromMs);
    m_actors.push_back(std::move(actor));
    if (m_actors.back().nextMs < m_actors.back().toMs)
        m_due.push({m_actors.back().nextMs, index});
}

std::int64_t LogGenerator::scheduleAfter(Actor& actor, std::int64_t after)
{
    switch (actor.kind) {
    case Kind::User: {
        if (actor.visitLeft > 0) // the next page or call of this visit, a few seconds on
            return after + actor.rng.uniformInt(300, 4000);
        // Poisson visits thinned by the time of day.
        double t = static_cast<double>(after);
        while (t < static_cast<double>(actor.toMs)) {
            t += actor.rng.exponential(1.0 / actor.peakPerMs);
            const auto ms = static_cast<std::int64_t>(t);
            const double level = actor.office ? officeHours(ms) : diurnal(ms);
            if (actor.rng.uniform01() < level) {
                actor.visitLeft = static_cast<int>(actor.rng.uniformInt(2, 8));
                actor.loggedIn = actor.rng.bernoulli(0.5);
                return ms;
            }
        }
        return actor.toMs;
    }
    case Kind::Automation:
    case Kind::Scraper: { // steady, a little jitter
        const double gap = 1.0 / actor.peakPerMs;
        return after + static_cast<std::int64_t>(gap * (0.8 + 0.4 * actor.rng.uniform01())) + 1;
    }
    case Kind::Stuffer:
        return after + static_cast<std::int64_t>(actor.rng.exponential(1.0 / actor.peakPerMs)) + 1;
    }
    return actor.toMs;
}

void LogGenerator::writeRequest(Actor& actor, std::int64_t ms, std::string& out)
{
    Random& r = actor.rng;
    const char* method = "GET";
    std::string path;
    int status = 200;
    std::string user = "-";
    std::string referer = "-";
    const char* agent = kBrowsers[r.uniformBelow(kBrowsers.size())];
    switch (actor.kind) {
    case Kind::User: {
        --actor.visitLeft;
        if (actor.loggedIn)
            user = actor.user;
        const double pick = r.uniform01();
        referer = "https://shop.example/";
        if (pick < 0.05) {
            method = "POST";
            path = "/login";
            status = r.bernoulli(0.1) ? 401 : 200;
        } else if (pick < 0.15) {
            method = "POST";
            path = "/api/v1/cart/items";
            status = 201;
        } else if (pick < 0.2) {
            path = "/search?q=item" + std::to_string(r.uniformBelow(500));
        } else if (pick < 0.5) {
            path = "/api/v1/products/" + std::to_string(r.uniformBelow(5000));
        } else if (pick < 0.6) {
            path = "/";
        } else {
            path = "/api/v1/cart";
        }
        break;
    }
    case Kind::Automation:
        user = actor.user;
        agent = "order-sync/2.4 (+https://partner.example)";
        if (r.bernoulli(0.2)) {
            method = "POST";
            path = "/api/v1/orders/sync";
        } else {
            path = "/api/v1/orders?since=" + std::to_string(ms / 1000 - 60);
        }
        break;
    case Kind::Scraper:
        agent = "Mozilla/5.0 (compatible; PriceBot/1.0)";
        path = "/api/v1/products/" + std::to_string(r.uniformBelow(50'000))
               + (r.bernoulli(0.3) ? "?page=" + std::to_string(r.uniformBelow(100)) : "");
        status = r.bernoulli(0.1) ? 404 : 200;
        break;
    case Kind::Stuffer:
        agent = "python-requests/2.31.0";
        method = "POST";
        path = r.bernoulli(0.5) ? "/login" : "/Login/";
        status = r.bernoulli(0.995) ? 401 : 200;
        break;
    }
    // Stamped with the start, written at the end: up to 0.8 s earlier than the line's order.
    const std::int64_t started = std::max(m_options.startMs, ms - r.uniformInt(0, 800));
    out += actor.ip;
    out += " - ";
    out += user;
    out += " [";
    appendClfTime(out, started, 0);
    out += "] \"";
    out += method;
    out += ' ';
    out += path;
    out += " HTTP/1.1\" ";
    appendInt(out, status);
    out += ' ';
    appendInt(out, status == 201 ? 0 : 200 + static_cast<std::int64_t>(r.uniformBelow(20'000)));
    out += " \"";
    out += referer;
    out += "\" \"";
    out += agent;
    out += "\"\n";
}

bool LogGenerator::nextLine(std::string& out)
{
    if (m_due.empty() || (m_options.maxLines > 0 && m_lines >= m_options.maxLines))
        return false;
    const Due due = m_due.top();
    m_due.pop();
    Actor& actor = m_actors[due.actor];
    writeRequest(actor, due.ms, out);
    ++m_lines;
    actor.nextMs = scheduleAfter(actor, due.ms);
    if (actor.nextMs < actor.toMs)
        m_due.push({actor.nextMs, due.actor});
    return true;
}

} // namespace ratelab
