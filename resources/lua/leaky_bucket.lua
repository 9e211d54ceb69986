-- SPDX-FileCopyrightText: 2026 The RateLab authors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- RateLab leaky bucket limiter, as a meter (the Lua twin of core/sim/algorithms/LeakyBucket;
-- contract: docs/algorithms.md, "Leaky bucket"). Atomic: one EVALSHA per request.
--
-- The bucket is a queue of at most B requests drained at one request per T = W / N ms. It is
-- kept as the time the queue will be empty, in units of 1/N ms (so T is exactly W units), like
-- GCRA. With now = t * N: start = max(tat, now); tat' = start + cost * W; allow iff
-- tat' - now <= B * W. An admitted request waits delay = ceil((start - now) / N) ms before it
-- leaves the queue: the caller sleeps (or schedules) that long, which smooths a burst into an
-- even stream instead of letting it through at once.
--
-- KEYS[1]  hash {ms, units}: empty-queue time = ms * N + units (0 <= units < N). Splitting off
--          whole milliseconds keeps every operand small, so a Unix-ms clock stays exact.
-- ARGV[1]  t: the limiter's clock in integer ms (ignored when ARGV[2] is '1')
-- ARGV[2]  '1' = read the clock from redis.call('TIME') (one clock for every instance), else '0'
-- ARGV[3]  N, requests per window (>= 1)   ARGV[4]  W, the window in ms (>= 1)
-- ARGV[5]  B, the queue size (0 = N)       ARGV[6]  cost (>= 0)
-- Returns  {allowed (1|0), remaining, reset_ms (absolute), retry_after_ms, delay_ms}
--   remaining = free places; reset = when the queue is empty; retry_after as for GCRA;
--   delay_ms = the queueing delay of an admitted request (0 when rejected).
--
-- TTL: max(2 W, 2 (reset - t)) ms (the seeds' rule 9 at least); a key only expires once the
-- queue is empty. Exact while t < 2^53 and (B + cost) * W < 2^53 (plus s * N for a clock that
-- steps back by s ms).

local function int_arg(i, name, min)
  local v = tonumber(ARGV[i])
  if v == nil or v ~= math.floor(v) or v < min then
    error({err = 'ERR ratelab leaky_bucket: ARGV[' .. i .. '] (' .. name
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

local function ceil_div(a, b)
  return -floor_div(-a, b)
end

local function clock_ms()
  if ARGV[2] == '1' then
    local now = redis.call('TIME')
    return tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
  end
  return int_arg(1, 't', -2^53)
end

local key = KEYS[1]
local t = clock_ms()
local n = int_arg(3, 'N', 1)
local w = int_arg(4, 'W', 1)
local burst = int_arg(5, 'B', 0)
local cost = int_arg(6, 'cost', 0)
if burst == 0 then
  burst = n
end
local capacity = burst * w

-- queued = max(tat, now) - now in 1/N ms units. The queue is empty exactly when its whole ms < t.
local queued = 0
local stored = redis.call('HMGET', key, 'ms', 'units')
if not stored[1] then
  -- A new key has TAT = now; stored even if this request is rejected, so that a clock stepping
  -- back later sees the same schedule as the engine.
  redis.call('HSET', key, 'ms', t, 'units', 0)
  redis.call('PEXPIRE', key, 2 * w)
else
  local tat_ms, tat_units = tonumber(stored[1]), tonumber(stored[2])
  if tat_ms >= t then
    queued = (tat_ms - t) * n + tat_units
  end
end

local queued_after = queued + cost * w  -- tat' - now
local allowed = queued_after <= capacity
local retry_after, delay = 0, 0
if allowed then
  delay = ceil_div(queued, n)
  queued = queued_after
  local whole = floor_div(queued, n)
  redis.call('HSET', key, 'ms', t + whole, 'units', queued - whole * n)
else
  retry_after = ceil_div(queued_after - capacity, n)
end
local reset = t + ceil_div(queued, n)
if allowed then
  redis.call('PEXPIRE', key, math.max(2 * w, 2 * (reset - t)))
end

return {allowed and 1 or 0, math.max(0, floor_div(capacity - queued, w)), reset, retry_after,
        delay}
