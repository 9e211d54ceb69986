// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Client groups expand into members, and lanes build and intern their keys from templates.
#include "core/sim/engine/Simulation.h"
#include "core/sim/traffic/ClientTable.h"
#include "core/sim/traffic/KeyTemplate.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <stdexcept>
#include <string>
#include <vector>

using namespace ratelab;
using namespace ratelab::test;

class TestClientKeys : public QObject {
    Q_OBJECT
private slots:
    void groupsExpandMemberIndex()
    {
        Scenario s;
        ClientSpec bots = client("bot-{i}", constantArrival(1));
        bots.count = 3;
        bots.identity.user = "u{i}";
        bots.identity.apiKey = "k-{i}-{i}";
        bots.identity.ip = "203.0.113.7"; // all behind one NAT address
        bots.identity.tenant = "acme";
        bots.identity.endpoint = "/api/{i}";
        ClientSpec web = client("web", constantArrival(1));
        web.count = 2;
        s.clients = {bots, web, client("solo", constantArrival(1))};

        const ClientTable table(s);
        QCOMPARE(table.size(), std::size_t{6});
        std::vector<std::string> names;
        for (const Client& c : table.clients())
            names.push_back(c.name);
        QCOMPARE(names,
                 (std::vector<std::string>{"bot-0", "bot-1", "bot-2", "web[0]", "web[1]", "solo"}));
        QCOMPARE(table[2].identity.user, std::string("u2"));
        QCOMPARE(table[2].identity.apiKey, std::string("k-2-2"));
        QCOMPARE(table[1].identity.ip, std::string("203.0.113.7"));
        QCOMPARE(table[1].identity.endpoint, std::string("/api/1"));
        QCOMPARE(table[4].group, 1);
        QCOMPARE(table[4].member, 1);
        QCOMPARE(table[4].spec, &s.clients[1]);
        QCOMPARE(expandMemberIndex("{i}{i}x{i", 12), std::string("1212x{i"));
    }

    void templatesRender()
    {
        Client c;
        c.name = "alice-phone";
        c.identity = {"alice", "k1", "198.51.100.4", "acme", "/search", "GET", ""};
        QCOMPARE(KeyTemplate("rl:{endpoint}:user:{user}", "f").render(c),
                 std::string("rl:/search:user:alice"));
        QCOMPARE(KeyTemplate("{api_key}|{ip}|{tenant}|{client}", "f").render(c),
                 std::string("k1|198.51.100.4|acme|alice-phone"));
        QCOMPARE(KeyTemplate("global", "f").render(c), std::string("global"));
    }

    void templateErrorsNameTheField()
    {
        const auto message = [](const std::string& text) -> std::string {
            try {
                KeyTemplate(text, "lanes[1].key");
            } catch (const std::invalid_argument& e) {
                return e.what();
            }
            return "no error";
        };
        QCOMPARE(message("rl:{usr}"),
                 std::string("lanes[1].key: unknown placeholder {usr} "
                             "(known: {user} {api_key} {ip} {tenant} {endpoint} {client} {tier} "
                             "{path} {method_group} {category} {api_key_hash} {api_key_hash:N})"));
        QCOMPARE(message("rl:{user"), std::string("lanes[1].key: unmatched '{' at offset 3"));
        QCOMPARE(message("rl}"), std::string("lanes[1].key: unmatched '}' at offset 2"));
        QCOMPARE(message(""), std::string("lanes[1].key: must not be empty"));
    }

    void keysAreInternedAcrossLanes()
    {
        ClientSpec nat = client("nat-{i}", burstArrival(1, 0));
        nat.count = 3;
        nat.identity.user = "u{i}";
        nat.identity.ip = "203.0.113.7";
        const Scenario s =
            ScenarioBuilder()
                .duration(1000)
                .lane(lane("by-user", AlgorithmKind::FixedWindow, 10, 1000, 0, "{user}"))
                .lane(lane("by-ip", AlgorithmKind::FixedWindow, 10, 1000, 0, "{ip}"))
                .lane(lane("by-user-too", AlgorithmKind::SlidingLog, 10, 1000, 0, "{user}"))
                .client(nat)
                .build();
        const RunResult r = runScenario(s);
        // Dense ids in first-seen order, shared by lanes with the same key strings.
        QCOMPARE(r.keyNames, (std::vector<std::string>{"u0", "u1", "u2", "203.0.113.7"}));
        QCOMPARE(r.summaries[0].keys, std::int64_t{3});
        QCOMPARE(r.summaries[1].keys, std::int64_t{1}); // the NAT: three clients, one key
        QCOMPARE(r.summaries[2].keys, std::int64_t{3});
        QCOMPARE(r.clientNames, (std::vector<std::string>{"nat-0", "nat-1", "nat-2"}));
        QCOMPARE(r.series[1].trackedKey, std::string("203.0.113.7"));
        // Request log: ordered by time, then lane, then decision order (client order here).
        QCOMPARE(r.requests.size(), std::size_t{9});
        QCOMPARE(r.requests[1].lane, 0);
        QCOMPARE(r.requests[1].client, 1);
        QCOMPARE(r.requests[3].lane, 1);
        QCOMPARE(r.requests[3].client, 0);
        QCOMPARE(r.requests[3].key, 3);
        QCOMPARE(r.requests[4].key, 3);
    }
};

QTEST_APPLESS_MAIN(TestClientKeys)
#include "tst_clientkeys.moc"
