-- SPDX-FileCopyrightText: 2026 The RateLab authors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- RateLab token bucket limiter (the Lua twin of core/sim/algorithms/TokenBucket; contract:
-- docs/algorithms.md, "Token bucket"). Atomic: one EVALSHA per request.
--
-- A bucket of B tokens refilled at N tokens per W ms; a request spends cost tokens. Tokens are
-- kept scaled by W (each elapsed ms adds N, a request needs cost * W, the capacity is B * W), so
-- every figure is an exact integer and never a fractional rate. A new key starts full.
--
-- KEYS[1]  hash {tokens = tokens * W, last = the last refill time in ms}
-- ARGV[1]  t: the limiter's clock in integer ms (ignored when ARGV[2] is '1')
-- ARGV[2]  '1' = read the clock from redis.call('TIME') (one clock for every instance), else '0'
-- ARGV[3]  N, tokens per window (>= 1)   ARGV[4]  W, the window in ms (>= 1)
-- ARGV[5]  B, the capacity (0 = N)       ARGV[6]  cost (>= 0)
-- Returns  {allowed (1|0), remaining, reset_ms (absolute), retry_after_ms}
--   remaining = floor(tokens / W); reset = when the bucket is full again;
--   retry_after = ceil((cost * W - tokens) / N), also when cost > B (that request never passes).
--
-- TTL: max(2 W, 2 (reset - t)) ms on every call: twice the window (the seeds' rule 9), or twice
-- the refill time when B > 2 N, so a key only expires once it is full (absent = full).
-- Exact while t < 2^53 and (B + cost) * W < 2^53: the refill never multiplies the idle time by
-- N beyond what fills the bucket.

local function int_arg(i, name, min)
  local v = tonumber(ARGV[i])
  if v == nil or v ~= math.floor(v) or v < min then
    error({err = 'ERR ratelab token_bucket: ARGV[' .. i .. '] (' .. name
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

local stored = redis.call('HMGET', key, 'tokens', 'last')
local tokens, last = capacity, t
if stored[1] then
  tokens, last = tonumber(stored[1]), tonumber(stored[2])
end

-- Refill; elapsed * N is only formed when it stays below the missing amount, so it is exact.
-- A clock that steps back (t < last) never refills twice.
if t > last then
  if t - last >= ceil_div(capacity - tokens, n) then
    tokens = capacity
  else
    tokens = tokens + (t - last) * n
  end
  last = t
end

local need = cost * w
local allowed = need <= tokens
local retry_after = 0
if allowed then
  tokens = tokens - need
else
  -- Counted from the refill time, which is t unless the clock stepped back.
  retry_after = last - t + ceil_div(need - tokens, n)
end
local reset = last + ceil_div(capacity - tokens, n)

-- Written on rejects too, like the engine.
redis.call('HSET', key, 'tokens', tokens, 'last', last)
redis.call('PEXPIRE', key, math.max(2 * w, 2 * (reset - t)))

return {allowed and 1 or 0, floor_div(tokens, w), reset, retry_after}
