-- SPDX-FileCopyrightText: 2026 The RateLab authors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- RateLab sliding window log limiter (the Lua twin of core/sim/algorithms/SlidingLog; contract:
-- docs/algorithms.md, "Sliding window log"). Atomic: one EVALSHA per request.
--
-- Every admitted request is logged as (time, cost); an entry at s counts while t - s < W.
-- Allow iff (sum of logged costs) + cost <= N. With log_rejected = 1 every request is logged,
-- rejected or not (the seed script's ZADD-before-count variant): a client that keeps hammering
-- stays locked out.
--
-- KEYS[1]  sorted set: score = request time in ms, member = "<time>:<k>:<cost>" where k counts the
--          entries already logged in that same ms, so same-ms requests stay distinct members
-- KEYS[2]  string: the sum of the costs in KEYS[1] (rebuilt from the members if it is missing)
--          Both keys must live in one Redis Cluster slot: give them one hash tag, e.g.
--          rl:{user123}:log and rl:{user123}:sum (otherwise Cluster answers CROSSSLOT).
-- ARGV[1]  t: the limiter's clock in integer ms (ignored when ARGV[2] is '1')
-- ARGV[2]  '1' = read the clock from redis.call('TIME') (one clock for every instance), else '0'
-- ARGV[3]  N, the limit (>= 1)        ARGV[4]  W, the window in ms (>= 1)
-- ARGV[5]  B, unused here (send 0)    ARGV[6]  cost (>= 1)
-- ARGV[7]  log_rejected: '1' logs rejected requests too, '0' (default) logs admitted ones only
-- Returns  {allowed (1|0), remaining, reset_ms (absolute), retry_after_ms}
--   reset = newest entry + W (t if the log is empty); retry_after = the wait until the oldest
--   entries have left the window and freed enough for this cost (reset - t if cost > N).
--
-- TTL: both keys get max(2 W, 2 (reset - t)) = 2 W ms on every call (the seeds' rule 9); every
-- entry has left the window by then. Exact while t + 2 W < 2^53 and the logged costs sum below
-- 2^53. Work per call: O(log n) plus the expired and (on reject) the walked entries.

local function int_arg(i, name, min)
  local v = tonumber(ARGV[i])
  if v == nil or v ~= math.floor(v) or v < min then
    error({err = 'ERR ratelab sliding_log: ARGV[' .. i .. '] (' .. name
                 .. ') must be an integer >= ' .. min .. ', got ' .. tostring(ARGV[i])})
  end
  return v
end

local function clock_ms()
  if ARGV[2] == '1' then
    local now = redis.call('TIME')
    return tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
  end
  return int_arg(1, 't', -2^53)
end

local function cost_of(member)
  return tonumber(string.match(member, ':(%d+)$'))
end

local function total(members)
  local sum = 0
  for i = 1, #members do
    sum = sum + cost_of(members[i])
  end
  return sum
end

local log_key, sum_key = KEYS[1], KEYS[2]
local t = clock_ms()
local n = int_arg(3, 'N', 1)
local w = int_arg(4, 'W', 1)
local cost = int_arg(6, 'cost', 1)
local log_rejected = ARGV[7] == '1'

-- Entries at s <= t - W have left the window.
local cutoff = t - w
local sum = tonumber(redis.call('GET', sum_key))
if sum == nil then
  redis.call('ZREMRANGEBYSCORE', log_key, '-inf', cutoff)
  sum = total(redis.call('ZRANGE', log_key, 0, -1))
else
  local expired = redis.call('ZRANGEBYSCORE', log_key, '-inf', cutoff)
  if #expired > 0 then
    sum = sum - total(expired)
    redis.call('ZREMRANGEBYSCORE', log_key, '-inf', cutoff)
  end
  if redis.call('EXISTS', log_key) == 0 then
    sum = 0  -- the log was evicted without its sum
  end
end

local allowed = cost <= n - sum
if allowed or log_rejected then
  local k = redis.call('ZCOUNT', log_key, t, t)
  redis.call('ZADD', log_key, t, string.format('%.0f:%d:%.0f', t, k, cost))
  sum = sum + cost
end

local newest = redis.call('ZRANGE', log_key, -1, -1, 'WITHSCORES')
local reset = t
if #newest > 0 then
  reset = tonumber(newest[2]) + w
end

local retry_after = 0
if not allowed then
  retry_after = reset - t
  if cost <= n then
    -- Walk oldest first until the freed costs make room: sum - freed + cost <= N.
    local excess, freed, from = sum + cost - n, 0, 0
    local found = nil
    while found == nil do
      local batch = redis.call('ZRANGE', log_key, from, from + 127, 'WITHSCORES')
      if #batch == 0 then
        break
      end
      for i = 1, #batch, 2 do
        freed = freed + cost_of(batch[i])
        if freed >= excess then
          found = tonumber(batch[i + 1])
          break
        end
      end
      from = from + 128
    end
    if found ~= nil then
      retry_after = found + w - t
    end
  end
end

if redis.call('EXISTS', log_key) == 1 then
  local ttl = math.max(2 * w, 2 * (reset - t))
  redis.call('SET', sum_key, sum, 'PX', ttl)
  redis.call('PEXPIRE', log_key, ttl)
else
  redis.call('DEL', sum_key)
end

return {allowed and 1 or 0, math.max(0, n - sum), reset, retry_after}
