// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RedisKeyStore's policies: a lane of several rules decided in the simulated Redis as policy.lua
// and its rule-by-rule callers decide one on a real server (docs/distributed.md, "Policies in
// Redis"). Where a request's rules share a Cluster slot (on one Redis they always do) they are
// one script: its parts reach the server back to back in one event, so no other command comes
// between them; TIME is read once; all-or-nothing first decides every rule on a copy (policy.lua
// keeps a DUMP) and writes only when all admit. Across slots each rule is its own script on its
// own shard, one round trip after another, stopping at the first refusal unless every rule is
// charged: up-to-refusing, whatever the policy asked for, since nothing can undo a rule charged
// on another node.
#include "core/sim/placement/RedisKeyStore.h"

#include "core/sim/placement/PlacementSetup.h"
#include "core/sim/redis/ClusterSlot.h"
#include "core/sim/redis/RedisMemoryModel.h"

#include <algorithm>
#include <map>

namespace ratelab {
void RedisKeyStore::setUpPolicy()
{
    const PolicyRules& p = *m_setup.policy;
    const std::size_t n = p.rules.size();
    const std::size_t clients = n > 0 ? p.keyOf.size() / n : 0;
    // policy.lua's names (rl:{KEY}:RULE): the rule's name after the identity's hash tag.
    std::map<std::string, std::int32_t, std::less<>> ids;
    m_policyName.resize(p.keyOf.size());
    for (std::size_t i = 0; i < p.keyOf.size(); ++i) {
        const std::string& key = (*m_setup.keyNames)[static_cast<std::size_t>(p.keyOf[i])];
        std::string name = "rl:{" + key + "}:" + p.rules[i % n].name;
        const auto [it, fresh] =
            ids.emplace(std::move(name), static_cast<std::int32_t>(m_policyNames.size()));
        if (fresh)
            m_policyNames.push_back(it->first);
        m_policyName[i] = it->second;
    }
    m_policyAtomic.assign(clients, 1);
    if (m_placement.kind == PlacementKind::RedisCluster)
        for (std::size_t c = 0; c < clients; ++c) {
            int slot = -1;
            for (std::size_t r = 0; r < n && m_policyAtomic[c]; ++r) {
                if (!p.matches[c * n + r])
                    continue;
                const int s = clusterKeySlot(
                    m_policyNames[static_cast<std::size_t>(m_policyName[c * n + r])]);
                m_policyAtomic[c] = slot < 0 || s == slot ? 1 : 0;
                slot = s;
            }
        }
    for (const PolicyRule& rule : p.rules) {
        m_ruleTtlUs.push_back(keyTtlUs(*m_setup.spec, rule.windowMs));
        m_ruleShape.push_back(RedisMemoryModel::shapeFor(rule.algorithm->kind()));
    }
    m_storedNames = &m_policyNames;
}

std::int32_t RedisKeyStore::nextRule(std::int32_t client, std::int32_t rule) const
{
    const PolicyRules& p = *m_setup.policy;
    for (auto r = static_cast<std::size_t>(rule + 1); r < p.rules.size(); ++r)
        if (p.matches[p.at(client, r)])
            return static_cast<std::int32_t>(r);
    return -1;
}

StoreAnswer RedisKeyStore::decidePolicy(std::int32_t client, const DecideInput& input,
                                        std::int64_t ticket)
{
    const PolicyRules& p = *m_setup.policy;
    const SimTime now = m_engine.now();
    // Routed by the first rule's key, as a one-rule lane is by its key.
    const std::int32_t key = p.keyOf[p.at(client, 0)];
    const auto [region, instance] = routeOf(client, key);
    DecideInput in = input;
    in.nowMs = m_setup.world->clocks[static_cast<std::size_t>(instance)].nowMs(now);

    const std::int32_t first = nextRule(client, -1);
    if (first < 0) {
        // No rule matches: admitted without asking the store, as the in-process policy does.
        StoreAnswer answer;
        answer.instance = instance;
        answer.clockMs = in.nowMs;
        answer.decision.allowed = true;
        count(answer);
        return answer;
    }
    if (!m_guards[static_cast<std::size_t>(instance)].shouldCallStore(now))
        return onFailure(instance, key, in, false);

    const std::int64_t id = newOp();
    Op& op = m_ops[static_cast<std::size_t>(id)];
    // Keep the per-rule vectors' storage from the op's last use.
    std::vector<Decision> decisions = std::move(op.decisions);
    std::vector<std::uint8_t> consulted = std::move(op.consulted);
    op = Op{};
    decisions.assign(p.rules.size(), Decision{});
    consulted.assign(p.rules.size(), 0);
    op.decisions = std::move(decisions);
    op.consulted = std::move(consulted);
    op.laneTicket = ticket;
    op.key = key;
    op.instance = instance;
    op.region = region;
    op.client = client;
    op.input = in;
    op.rule = first;
    op.atomic = m_policyAtomic[static_cast<std::size_t>(client)] != 0;
    op.server =
        m_placement.storeFor(region, instance,
                             m_policyNames[static_cast<std::size_t>(
                                 m_policyName[p.at(client, static_cast<std::size_t>(first))])]);
    send(id, now);
    StoreAnswer pending;
    pending.status = StoreStatus::Pending;
    pending.instance = instance;
    return pending;
}

SimRedisReply RedisKeyStore::submitRule(std::int64_t id, std::size_t rule, SimTime now,
                                        SimTime deadline, bool wrote)
{
    Op& op = m_ops[static_cast<std::size_t>(id)];
    const PolicyRules& p = *m_setup.policy;
    op.algorithm = p.rules[rule].algorithm;
    RedisCommand c;
    c.op = RedisOp::Script;
    c.key = m_policyNames[static_cast<std::size_t>(m_policyName[p.at(op.client, rule)])];
    c.arrival = now;
    c.fromRegion = op.region;
    c.deadline = deadline;
    c.shape = m_ruleShape[rule];
    c.ttlUs = m_ruleTtlUs[rule];
    c.ttlMode = m_placement.ttlMode;
    c.script = &m_script;
    c.firstWrite = &m_scriptWrites;
    c.scriptWrote = wrote;
    m_currentOp = id;
    SimRedisReply r = m_servers[static_cast<std::size_t>(op.server)]->submit(c);
    m_currentOp = -1;
    if (r.status == RedisStatus::Ok) {
        op.decisions[rule] = r.decision;
        op.consulted[rule] = 1;
        if (rule == 0) {
            op.firstRuleState = r.value;
            op.firstRuleSeen = true;
        }
    }
    return r;
}

void RedisKeyStore::arrivePolicy(std::int64_t id, SimTime now)
{
    Op& op = m_ops[static_cast<std::size_t>(id)];
    const ChargeMode charge = m_setup.policy->charge;
    const int storeRegion =
        m_placement.regionOfStore(op.server, static_cast<int>(m_balancers.size()));
    const SimTime back = m_setup.world->topology.drawStoreDelay(op.region, storeRegion, m_delays);
    const SimTime giveUp = op.sentAt + fromMillis(m_setup.spec->timeoutMs);
    op.clockRead = false; // a new script reads TIME anew

    SimRedisReply last;
    if (!op.atomic) {
        last = submitRule(id, static_cast<std::size_t>(op.rule), now, giveUp - back, false);
    } else {
        bool wrote = false;
        // All-or-nothing decides every rule on a copy first and writes only if all admit.
        for (int pass = charge == ChargeMode::AllOrNothing ? 0 : 1; pass < 2; ++pass) {
            op.dry = pass == 0;
            op.refusedBy = -1;
            for (std::int32_t r = op.rule; r >= 0; r = nextRule(op.client, r)) {
                last = submitRule(id, static_cast<std::size_t>(r), now, giveUp - back, wrote);
                if (last.status != RedisStatus::Ok)
                    break;
                wrote = wrote || last.wrote;
                if (!last.decision.allowed && op.refusedBy < 0) {
                    op.refusedBy = r;
                    if (charge != ChargeMode::EveryRule)
                        break;
                }
            }
            if (last.status != RedisStatus::Ok || op.refusedBy >= 0)
                break;
        }
    }
    op.reply = std::move(last);
    m_engine.schedule(std::min(op.reply.completion + back, giveUp), m_handler, eventKind(StoreDone),
                      0, id);
}

void RedisKeyStore::donePolicy(std::int64_t id, SimTime now)
{
    Op& op = m_ops[static_cast<std::size_t>(id)];
    if (op.reply.status != RedisStatus::Ok)
        return reply(id, onFailure(op.instance, op.key, op.input, true), now);
    m_guards[static_cast<std::size_t>(op.instance)].onStoreSuccess(now);
    if (!op.atomic) {
        // One rule's own script came back; the next rule goes to its own shard.
        if (!op.reply.decision.allowed && op.refusedBy < 0)
            op.refusedBy = op.rule;
        const bool stop = op.refusedBy >= 0 && m_setup.policy->charge != ChargeMode::EveryRule;
        const std::int32_t next = stop ? -1 : nextRule(op.client, op.rule);
        if (next >= 0) {
            op.rule = next;
            op.server = m_placement.storeFor(
                op.region, op.instance,
                m_policyNames[static_cast<std::size_t>(
                    m_policyName[m_setup.policy->at(op.client, static_cast<std::size_t>(next))])]);
            send(id, now);
            return;
        }
    }
    const StoreAnswer answer = policyAnswer(op);
    if (op.firstRuleSeen)
        see(op.key, op.firstRuleState);
    count(answer);
    reply(id, answer, now);
}

StoreAnswer RedisKeyStore::policyAnswer(const Op& op) const
{
    PolicyVerdict v;
    if (op.refusedBy >= 0) {
        v.decision = op.decisions[static_cast<std::size_t>(op.refusedBy)];
        v.refusedBy = op.refusedBy;
        v.speaker = op.refusedBy;
    } else {
        v = admittedVerdict(op.decisions.data(), op.decisions.size(),
                            [&op](std::size_t i) { return op.consulted[i] != 0; });
    }
    StoreAnswer answer;
    answer.decision = v.decision;
    answer.refusedBy = v.refusedBy;
    answer.speaker = v.speaker;
    answer.instance = op.instance;
    answer.clockMs =
        m_placement.clock == ClockSource::StoreTime ? op.scriptClockMs : op.input.nowMs;
    return answer;
}

} // namespace ratelab
