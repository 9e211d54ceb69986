-- SPDX-FileCopyrightText: 2026 The RateLab authors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- RateLab sliding window counter limiter (the Lua twin of core/sim/algorithms/SlidingCounter;
-- contract: docs/algorithms.md, "Sliding window counter"). Atomic: one EVALSHA per request.
--
-- Two fixed windows aligned to time 0: the current one (index a, count b) and the previous one
-- (count c). The estimate weighs the previous count by the part of it still inside the sliding
-- window: est = floor(c * (W - elapsed) / W) + b, elapsed = t - a * W. Allow iff est + cost <= N;
-- an allowed request adds cost to b.
--
-- KEYS[1]  hash {w = current window index a, n = its count b}
-- KEYS[2]  string: the previous window's count c
--          Both keys must live in one Redis Cluster slot: give them one hash tag, e.g.
--          rl:{user123}:cur and rl:{user123}:prev (otherwise Cluster answers CROSSSLOT).
-- ARGV[1]  t: the limiter's clock in integer ms (ignored when ARGV[2] is '1')
-- ARGV[2]  '1' = read the clock from redis.call('TIME') (one clock for every instance), else '0'
-- ARGV[3]  N, the limit (>= 1)        ARGV[4]  W, the window in ms (>= 1)
-- ARGV[5]  B, unused here (send 0)    ARGV[6]  cost (>= 0)
-- ARGV[7]  optional TTL idiom: '1' = set on create, else refresh on every call (below)
-- ARGV[8]  optional TTL in ms (> 0); absent or 0: max(2 W, 2 (reset - t))
-- Returns  {allowed (1|0), remaining, reset_ms (absolute), retry_after_ms}
--   reset = (a + 2) W if b > 0, (a + 1) W if only c > 0, else t; retry_after = the smallest wait
--   after which the same request is admitted (reset - t if cost > N).
--
-- TTL: by default both keys get max(2 W, 2 (reset - t)) ms on every call (the seeds' rule 9 at
-- least); by then both windows have rolled out. Set on create, the keys behave as the seeds'
-- per-window keys: a window's key gets the TTL once, when the window starts, and as the previous
-- window it keeps that lifetime, so a TTL under 2 W loses the previous count early. Exact while t + 4 W < 2^53 and N * W < 2^53 (the product
-- c * (W - elapsed) is computed exactly, never as a fractional weight).

local function int_arg(i, name, min)
  local v = tonumber(ARGV[i])
  if v == nil or v ~= math.floor(v) or v < min then
    error({err = 'ERR ratelab sliding_counter: ARGV[' .. i .. '] (' .. name
                 .. ') must be an integer >= ' .. min .. ', got ' .. tostring(ARGV[i])})
  end
  return v
end

-- floor(a / b) for integers, b > 0, exact while |a| + 2 b < 2^53: the double quotient may round
-- to the neighbouring integer, so the estimate is corrected against exact products.
local function floor_div(a, b)
  local q = math.floor(a / b)
  if q * b > a then
    q = q - 1
  elseif (q + 1) * b <= a then
    q = q + 1
  end
  return q
end

local function clock_ms()
  if ARGV[2] == '1' then
    local now = redis.call('TIME')
    return tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
  end
  return int_arg(1, 't', -2^53)
end

local cur_key, prev_key = KEYS[1], KEYS[2]
local t = clock_ms()
local n = int_arg(3, 'N', 1)
local w = int_arg(4, 'W', 1)
local cost = int_arg(6, 'cost', 0)
local set_on_create = ARGV[7] == '1'
local ttl_ms = ARGV[8] and int_arg(8, 'ttl_ms', 0) or 0

local idx = floor_div(t, w)
local stored = redis.call('HMGET', cur_key, 'w', 'n')
local a, b, c
if stored[1] then
  a, b = tonumber(stored[1]), tonumber(stored[2])
  c = tonumber(redis.call('GET', prev_key)) or 0
else
  a, b, c = idx, 0, 0
end
-- Roll forward; a clock that steps back (idx < a) keeps the stored windows.
local created = not stored[1]
local rolled = 0
if idx == a + 1 then
  a, b, c, rolled = idx, 0, b, 1
elseif idx > a + 1 then
  a, b, c, rolled = idx, 0, 0, 2
end

-- The estimate a request at time u would see, given the (updated) stored windows.
local function estimate_at(u)
  local i = floor_div(u, w)
  if i < a then
    return b + c
  elseif i == a then
    return floor_div(c * (w - (u - a * w)), w) + b
  elseif i == a + 1 then
    return floor_div(b * (w - (u - i * w)), w)
  end
  return 0
end

local est = estimate_at(t)
local allowed = cost <= n - est
if allowed then
  b = b + cost
end

local reset = t
if b > 0 then
  reset = (a + 2) * w
elseif c > 0 then
  reset = (a + 1) * w
end

local retry_after = 0
if not allowed then
  retry_after = reset - t
  if cost <= n then
    -- The estimate never rises without traffic and is 0 at reset: bisect the first admitting ms.
    local lo, hi = 1, reset - t
    while lo < hi do
      local mid = floor_div(lo + hi, 2)
      if estimate_at(t + mid) + cost <= n then
        hi = mid
      else
        lo = mid + 1
      end
    end
    retry_after = lo
  end
end

local ttl = ttl_ms > 0 and ttl_ms or math.max(2 * w, 2 * (reset - t))
if not set_on_create then
  redis.call('HSET', cur_key, 'w', a, 'n', b)
  redis.call('PEXPIRE', cur_key, ttl)
  redis.call('SET', prev_key, c, 'PX', ttl)
else
  if rolled == 1 then
    -- The old current window becomes the previous one with the lifetime it already had.
    local left = redis.call('PTTL', cur_key)
    if left > 0 then
      redis.call('SET', prev_key, c, 'PX', left)
    else
      redis.call('SET', prev_key, c)
    end
  elseif rolled == 2 or created then
    redis.call('DEL', prev_key)
  end
  redis.call('HSET', cur_key, 'w', a, 'n', b)
  if rolled > 0 or created then
    redis.call('PEXPIRE', cur_key, ttl)
  end
end

return {allowed and 1 or 0, math.max(0, n - est - (allowed and cost or 0)), reset, retry_after}
