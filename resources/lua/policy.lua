-- SPDX-FileCopyrightText: 2026 The RateLab authors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- RateLab policy of several rules (the Lua twin of core/sim/engine/Policy; contract:
-- docs/scenario-format.md, "Policies"). Atomic: one EVALSHA decides every rule of a request.
--
-- This file is the driver. LuaScripts builds the script that runs from it: each decision twin
-- (token_bucket.lua, fixed_window.lua, ...) is inlined where the marker line below stands, as a
-- function of its own KEYS and ARGV, so a rule here is decided by exactly the code that decides
-- it alone and there is one home for every algorithm.
--
-- ARGV[1]  t: the limiter's clock in integer ms (ignored when ARGV[2] is '1')
-- ARGV[2]  '1' = read the clock once from redis.call('TIME') for every rule, else '0'
-- ARGV[3]  charge: 'all-or-nothing' | 'up-to-refusing' | 'every-rule'
-- ARGV[4]  R, the number of rules (>= 1); only the rules that match the request are sent
-- then per rule, in order: the twin's name (e.g. 'token_bucket'), k = its key count, a = its
--          argument count, then its a arguments: the twin's own ARGV from ARGV[3] on (N, W, B,
--          cost and its extras), since t and the clock switch are the policy's
-- KEYS     each rule's k keys, rule after rule. Every key must live in one Redis Cluster slot:
--          give them one hash tag, e.g. rl:{user123}:burst:tb and rl:{user123}:daily:fw
--          (otherwise Cluster answers CROSSSLOT and the rules must run one after another,
--          without atomicity: docs/distributed.md, "Policies in Redis").
-- Returns  {refused_by, speaker, allowed (1|0), remaining, reset_ms, retry_after_ms, delay_ms}
--   refused_by: the first rule (1-based, in the order sent) that refused, 0 when admitted.
--   speaker: the rule whose decision is the answer: the refusing rule; when admitted, the rule
--   with the least remaining (the first on ties), with the longest delay any rule asked for.
--
-- Charging, as in process:
--   all-or-nothing  a refusal leaves every rule's keys as they were (nginx undoes the earlier
--                   zones): each rule's keys are kept with DUMP and PTTL before it runs and put
--                   back with RESTORE (or DEL when they were absent), their expiry unchanged
--                   because a script's clock stands still while it runs;
--   up-to-refusing  the rules before the refusing one stay charged; later rules are not run;
--   every-rule      every rule runs and those that admit are charged.

local function fail(message)
  error({err = 'ERR ratelab policy: ' .. message})
end

local function int_arg(i, name, min)
  local v = tonumber(ARGV[i])
  if v == nil or v ~= math.floor(v) or v < min then
    fail('ARGV[' .. i .. '] (' .. name .. ') must be an integer >= ' .. min .. ', got '
         .. tostring(ARGV[i]))
  end
  return v
end

local twins = {}
-- @TWINS@

local function clock_ms()
  if ARGV[2] == '1' then
    local now = redis.call('TIME')
    return tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
  end
  return int_arg(1, 't', -2^53)
end

local charge = ARGV[3]
if charge ~= 'all-or-nothing' and charge ~= 'up-to-refusing' and charge ~= 'every-rule' then
  fail("ARGV[3] (charge) must be 'all-or-nothing', 'up-to-refusing' or 'every-rule', got "
       .. tostring(charge))
end
local t = tostring(clock_ms())
local rule_count = int_arg(4, 'R', 1)

-- Each rule's twin, keys and arguments, read before anything is decided.
local rules = {}
local at, next_key = 5, 1
for r = 1, rule_count do
  local name = ARGV[at]
  if twins[name] == nil then
    fail('rule ' .. r .. ': no decision twin called ' .. tostring(name))
  end
  local k = int_arg(at + 1, 'rule ' .. r .. ' key count', 1)
  local a = int_arg(at + 2, 'rule ' .. r .. ' argument count', 0)
  local keys, args = {}, {t, '0'}
  for i = 1, k do
    keys[i] = KEYS[next_key]
    next_key = next_key + 1
  end
  if keys[k] == nil then
    fail('rule ' .. r .. ' needs ' .. k .. ' keys but KEYS has only ' .. #KEYS)
  end
  for i = 1, a do
    args[2 + i] = ARGV[at + 2 + i]
  end
  if #args ~= a + 2 then
    fail('rule ' .. r .. ' needs ' .. a .. ' arguments; ARGV ends first')
  end
  rules[r] = {twin = twins[name], name = name, keys = keys, args = args}
  at = at + 3 + a
end
if next_key - 1 ~= #KEYS then
  fail('the rules use ' .. (next_key - 1) .. ' keys but KEYS has ' .. #KEYS)
end

local function decide(r)
  local rule = rules[r]
  local ok, reply = pcall(rule.twin, rule.keys, rule.args)
  if not ok then
    local message = type(reply) == 'table' and reply.err or tostring(reply)
    fail('rule ' .. r .. ' (' .. rule.name .. '): ' .. string.gsub(message, '^ERR ', ''))
  end
  return reply
end

local saved = {}
local function save(r)
  for _, key in ipairs(rules[r].keys) do
    saved[#saved + 1] = {key = key, value = redis.call('DUMP', key),
                         pttl = redis.call('PTTL', key)}
  end
end

local function restore()
  -- Newest first, so a key that two rules share ends as the first one found it.
  for i = #saved, 1, -1 do
    local s = saved[i]
    if s.value then
      redis.call('RESTORE', s.key, s.pttl > 0 and s.pttl or 0, s.value, 'REPLACE')
    else
      redis.call('DEL', s.key)
    end
  end
end

local decisions, refused_by = {}, 0
for r = 1, rule_count do
  if charge == 'all-or-nothing' then
    save(r)
  end
  decisions[r] = decide(r)
  if decisions[r][1] ~= 1 and refused_by == 0 then
    refused_by = r
    if charge ~= 'every-rule' then
      break
    end
  end
end

local function answer(speaker, d, delay)
  return {refused_by, speaker, d[1], d[2], d[3], d[4], delay}
end

if refused_by > 0 then
  if charge == 'all-or-nothing' then
    restore()
  end
  return answer(refused_by, decisions[refused_by], decisions[refused_by][5] or 0)
end
local speaker, delay = 1, 0
for r = 1, rule_count do
  local d = decisions[r]
  delay = math.max(delay, d[5] or 0)
  if d[2] < decisions[speaker][2] then
    speaker = r
  end
end
return answer(speaker, decisions[speaker], delay)
