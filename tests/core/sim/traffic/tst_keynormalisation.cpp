// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Keys as the seeds demand: every normalisation rule, method groups, endpoint categories, the
// API-key hash (FIPS 180-4 test vectors), IPv4 ranges with CGNAT, and rule matches on them.
#include "core/sim/traffic/ClientTable.h"
#include "core/sim/traffic/EndpointCategories.h"
#include "core/sim/traffic/Ipv4Range.h"
#include "core/sim/traffic/KeyTemplate.h"
#include "core/sim/traffic/RequestPath.h"
#include "core/sim/traffic/RuleMatching.h"
#include "core/sim/traffic/Sha256.h"

#include <QTest>

using namespace ratelab;

namespace {

Client clientAt(const std::string& endpoint, const std::string& method = "GET",
                const std::string& ip = "", const std::string& apiKey = "")
{
    Client c;
    c.identity.endpoint = endpoint;
    c.identity.method = method;
    c.identity.ip = ip;
    c.identity.apiKey = apiKey;
    c.facts = keyFactsOf(c.identity, {});
    return c;
}

} // namespace

class TestKeyNormalisation : public QObject {
    Q_OBJECT

private slots:
    void pathsAreNormalised()
    {
        QCOMPARE(normalisedPath("/api/v1/users"), std::string("/api/v1/users"));
        QCOMPARE(normalisedPath("/api/v1/users/"), std::string("/api/v1/users"));
        QCOMPARE(normalisedPath("/API/V1/USERS"), std::string("/api/v1/users"));
        QCOMPARE(normalisedPath("/api/v1/users?page=2"), std::string("/api/v1/users"));
        QCOMPARE(normalisedPath("/Api/V1/Users//?page=1#top"), std::string("/api/v1/users"));
        QCOMPARE(normalisedPath("/"), std::string("/"));
        QCOMPARE(normalisedPath(""), std::string("/"));
        QCOMPARE(normalisedPath("/?q=1"), std::string("/"));
    }

    void methodsShareTheirGroup()
    {
        QCOMPARE(methodGroup("GET"), std::string_view("read"));
        QCOMPARE(methodGroup("head"), std::string_view("read"));
        for (const char* m : {"POST", "PUT", "PATCH", "DELETE", "delete"})
            QCOMPARE(methodGroup(m), std::string_view("write"));
        QCOMPARE(methodGroup("OPTIONS"), std::string_view("other"));
    }

    void globs()
    {
        QVERIFY(pathMatches("/login", "/login"));
        QVERIFY(!pathMatches("/login", "/login2"));
        QVERIFY(pathMatches("*/login", "/login"));
        QVERIFY(pathMatches("*/login", "/api/v1/login"));
        QVERIFY(pathMatches("/api/*/export", "/api/v1/x/export"));
        QVERIFY(!pathMatches("/api/*/export", "/api/export"));
        QVERIFY(pathMatches("*", "/anything"));
    }

    void categories()
    {
        QCOMPARE(endpointCategory({}, "/api/v1/login", "POST"), std::string("auth"));
        QCOMPARE(endpointCategory({}, "/oauth/token", "POST"), std::string("auth"));
        QCOMPARE(endpointCategory({}, "/api/search", "GET"), std::string("expensive"));
        QCOMPARE(endpointCategory({}, "/api/reports/42", "GET"), std::string("expensive"));
        QCOMPARE(endpointCategory({}, "/api/users", "GET"), std::string("read"));
        QCOMPARE(endpointCategory({}, "/api/users", "PATCH"), std::string("write"));
        QCOMPARE(endpointCategory({}, "/api/users", "OPTIONS"), std::string("read"));
        const std::vector<EndpointCategory> own{{"ai", "/api/ai/*"}, {"cheap", "*/search"}};
        QCOMPARE(endpointCategory(own, "/api/ai/report", "POST"), std::string("ai"));
        QCOMPARE(endpointCategory(own, "/api/search", "GET"), std::string("cheap"));
    }

    void sha256Vectors()
    {
        QCOMPARE(sha256Hex(""),
                 std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(sha256Hex("abc"),
                 std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                 std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
        QCOMPARE(sha256Hex(std::string(1000, 'a')).substr(0, 16), std::string("41edece42d63e8d9"));
    }

    void keyTemplatesHashAndNormalise()
    {
        const Client c = clientAt("/API/Users/?page=3", "head", "", "abc");
        QCOMPARE(KeyTemplate("rl:{category}:key:{api_key_hash}", "k").render(c),
                 std::string("rl:read:key:ba7816bf"));
        QCOMPARE(KeyTemplate("{api_key_hash:12}", "k").render(c), std::string("ba7816bf8f01"));
        QCOMPARE(KeyTemplate("{method_group}:{path}", "k").render(c),
                 std::string("read:/api/users"));
        QVERIFY(KeyTemplate::check("{api_key_hash:3}").has_value());
        QVERIFY(KeyTemplate::check("{api_key_hash:65}").has_value());
        QVERIFY(KeyTemplate::check("{user:8}").has_value());
        QVERIFY(!KeyTemplate::check("{api_key_hash:64}").has_value());
    }

    void ipv4Ranges()
    {
        const auto cgnat = parseIpv4Range("cgnat");
        QVERIFY(cgnat);
        QVERIFY(ipInRange("100.64.0.0", *cgnat));
        QVERIFY(ipInRange("100.127.255.255", *cgnat));
        QVERIFY(!ipInRange("100.128.0.0", *cgnat));
        QVERIFY(!ipInRange("100.63.255.255", *cgnat));
        QVERIFY(!ipInRange("not-an-ip", *cgnat));
        QVERIFY(!parseIpv4("256.1.1.1"));
        QVERIFY(!parseIpv4("1.2.3"));
        QVERIFY(!parseIpv4("1.2.3.4.5"));
        QVERIFY(!parseIpv4Range("10.0.0.0/33"));
        QVERIFY(parseIpv4Range("0.0.0.0/0")->contains(0xffffffffu));
        QVERIFY(ipInRange("10.1.2.3", *parseIpv4Range("10.0.0.0/8")));
    }

    void matchesReadTheFacts()
    {
        const Client office = clientAt("/Login/", "post", "100.70.1.2");
        RuleMatch m;
        m.category = "auth";
        QVERIFY(ruleMatches(m, office));
        m.methodGroup = "write";
        QVERIFY(ruleMatches(m, office));
        m.ip = "cgnat";
        QVERIFY(ruleMatches(m, office));
        m.ip = "!cgnat";
        QVERIFY(!ruleMatches(m, office));
        RuleMatch literal;
        literal.endpoint = "/login";
        QVERIFY(!ruleMatches(literal, office)); // the literal match is bypassed by case and slash
        RuleMatch normalised;
        normalised.path = "/login";
        QVERIFY(ruleMatches(normalised, office));
        RuleMatch bad;
        bad.path = "/Login/";
        QCOMPARE(matchProblem(bad)->field, std::string("path"));
        QCOMPARE(matchProblem(bad)->what,
                 std::string("\"/Login/\" can never match a normalised path; write it as "
                             "\"/login\""));
        bad = {};
        bad.ip = "!100.64/10";
        QCOMPARE(matchProblem(bad)->field, std::string("ip"));
        bad = {};
        bad.methodGroup = "Read";
        QCOMPARE(matchProblem(bad)->field, std::string("method_group"));
    }

    void groupsCarryMethodAndTier()
    {
        Scenario s;
        ClientSpec g;
        g.name = "w";
        g.count = 2;
        g.identity.method = "POST";
        g.identity.tier = "pro";
        s.clients.push_back(g);
        const ClientTable table(s);
        QCOMPARE(table[1].identity.method, std::string("POST"));
        QCOMPARE(table[1].identity.tier, std::string("pro"));
        QCOMPARE(table[1].facts.methodGroup, std::string("write"));
    }
};

QTEST_APPLESS_MAIN(TestKeyNormalisation)
#include "tst_keynormalisation.moc"
