-- SPDX-FileCopyrightText: 2026 The RateLab authors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- RateLab concurrency limiter, acquire side (the Lua twin of
-- core/sim/algorithms/ConcurrencyLimit; contract: docs/algorithms.md, "Concurrency limit").
-- Atomic: one EVALSHA per request start; concurrency_release.lua gives the slot back when the
-- request finishes.
--
-- At most N cost units in flight. Each admitted request takes a lease that ends at t + hold:
-- release it early with concurrency_release.lua when the request finishes; a lease that is
-- never released (a crashed caller) ends by itself at t + hold, so hold is the longest a
-- request may run. Allow iff inflight + cost <= N, inflight = costs of the unexpired leases.
--
-- KEYS[1]  sorted set: score = lease end in ms, member = lease id
-- KEYS[2]  hash: lease id -> cost
--          Both keys must live in one Redis Cluster slot: give them one hash tag, e.g.
--          rl:{user123}:leases and rl:{user123}:costs (otherwise Cluster answers CROSSSLOT).
-- ARGV[1]  t: the limiter's clock in integer ms (ignored when ARGV[2] is '1')
-- ARGV[2]  '1' = read the clock from redis.call('TIME') (one clock for every instance), else '0'
-- ARGV[3]  N, the most cost units in flight (>= 1)
-- ARGV[4]  W, only sets the minimum key TTL (2 W; send 0 for none)   ARGV[5]  B, unused (0)
-- ARGV[6]  cost (>= 1)   ARGV[7]  hold: the lease length in ms (>= 0; 0 takes no lease)
-- ARGV[8]  lease id: unique among this key's leases (a request id); an id already held is an error
-- Returns  {allowed (1|0), remaining, reset_ms (absolute), retry_after_ms}
--   remaining = N - inflight after this request; reset = the latest lease end (t if none);
--   retry_after = the wait until enough leases end (reset - t if cost > N). Releasing early
--   frees a slot sooner than retry_after promises.
--
-- TTL: both keys get max(2 W, 2 (reset - t)) ms, so they outlive every lease they hold.
-- Exact while t + 2 hold < 2^53.

local function int_arg(i, name, min)
  local v = tonumber(ARGV[i])
  if v == nil or v ~= math.floor(v) or v < min then
    error({err = 'ERR ratelab concurrency_acquire: ARGV[' .. i .. '] (' .. name
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

local leases_key, costs_key = KEYS[1], KEYS[2]
local t = clock_ms()
local n = int_arg(3, 'N', 1)
local w = int_arg(4, 'W', 0)
local cost = int_arg(6, 'cost', 1)
local hold = int_arg(7, 'hold', 0)
local id = ARGV[8]
if id == nil or id == '' then
  error({err = 'ERR ratelab concurrency_acquire: ARGV[8] (lease id) is missing'})
end

-- Leases that ended at or before t are over.
local ended = redis.call('ZRANGEBYSCORE', leases_key, '-inf', t)
if #ended > 0 then
  redis.call('ZREMRANGEBYSCORE', leases_key, '-inf', t)
  for i = 1, #ended, 1000 do
    redis.call('HDEL', costs_key, unpack(ended, i, math.min(i + 999, #ended)))
  end
end

if redis.call('EXISTS', leases_key) == 0 then
  redis.call('DEL', costs_key)  -- the leases were evicted without their costs
end
local inflight = 0
local costs = redis.call('HVALS', costs_key)
for i = 1, #costs do
  inflight = inflight + tonumber(costs[i])
end

local allowed = cost <= n - inflight
-- A request with no hold time frees its slot at once, so it leaves no lease behind.
if allowed and hold > 0 then
  if redis.call('HEXISTS', costs_key, id) == 1 then
    error({err = 'ERR ratelab concurrency_acquire: lease id ' .. id .. ' is already held'})
  end
  redis.call('ZADD', leases_key, t + hold, id)
  redis.call('HSET', costs_key, id, cost)
  inflight = inflight + cost
end

local latest = redis.call('ZRANGE', leases_key, -1, -1, 'WITHSCORES')
local reset = t
if #latest > 0 then
  reset = math.max(t, tonumber(latest[2]))
end

local retry_after = 0
if not allowed then
  retry_after = reset - t
  if cost <= n then
    -- Walk the leases by end time until enough cost is freed: inflight - freed + cost <= N.
    local excess, freed, from = inflight + cost - n, 0, 0
    local found = nil
    while found == nil do
      local batch = redis.call('ZRANGE', leases_key, from, from + 127, 'WITHSCORES')
      if #batch == 0 then
        break
      end
      for i = 1, #batch, 2 do
        freed = freed + (tonumber(redis.call('HGET', costs_key, batch[i])) or 0)
        if freed >= excess then
          found = tonumber(batch[i + 1])
          break
        end
      end
      from = from + 128
    end
    if found ~= nil then
      retry_after = found - t
    end
  end
end

if #latest > 0 then
  local ttl = math.max(1, 2 * w, 2 * (reset - t))
  redis.call('PEXPIRE', leases_key, ttl)
  redis.call('PEXPIRE', costs_key, ttl)
else
  redis.call('DEL', costs_key)
end

return {allowed and 1 or 0, math.max(0, n - inflight), reset, retry_after}
