-- SPDX-FileCopyrightText: 2026 The RateLab authors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- RateLab fixed window limiter (the Lua twin of core/sim/algorithms/FixedWindow; contract:
-- docs/algorithms.md, "Fixed window"). Atomic: one EVALSHA per request.
--
-- Allow iff count(floor(t / W)) + cost <= N; an allowed request adds cost. Windows are aligned
-- to time 0, so every key resets at the same instants.
--
-- KEYS[1]  hash {w = window index, n = cost admitted in that window}
-- ARGV[1]  t: the limiter's clock in integer ms (ignored when ARGV[2] is '1')
-- ARGV[2]  '1' = read the clock from redis.call('TIME') (one clock for every instance), else '0'
-- ARGV[3]  N, the limit (>= 1)        ARGV[4]  W, the window in ms (>= 1)
-- ARGV[5]  B, unused here (send 0)    ARGV[6]  cost (>= 0)
-- ARGV[7]  optional TTL idiom: '1' = set on create (only the call that creates the key sets its
--          TTL, the seeds' "INCR, then EXPIRE if the result is 1"), else refresh on every call
-- ARGV[8]  optional TTL in ms (> 0); absent or 0: max(2 W, 2 (reset - t))
-- Returns  {allowed (1|0), remaining, reset_ms (absolute, same clock as t), retry_after_ms}
--
-- By default the key's TTL is set to max(2 W, 2 (reset - t)) ms on every call (a TTL of twice the
-- window, the seeds' rule 9): the key can only expire once its window is over, when "absent" and
-- "stored" decide the same. Set on create, the one hash keeps the TTL of its first write while
-- the windows move on, so it can expire in the middle of a window and lose that window's count.
-- Exact (Lua numbers are doubles) while t + 2 W < 2^53.

local function int_arg(i, name, min)
  local v = tonumber(ARGV[i])
  if v == nil or v ~= math.floor(v) or v < min then
    error({err = 'ERR ratelab fixed_window: ARGV[' .. i .. '] (' .. name
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

local key = KEYS[1]
local t = clock_ms()
local n = int_arg(3, 'N', 1)
local w = int_arg(4, 'W', 1)
local cost = int_arg(6, 'cost', 0)
local set_on_create = ARGV[7] == '1'
local ttl_ms = ARGV[8] and int_arg(8, 'ttl_ms', 0) or 0

local idx = floor_div(t, w)
local stored = redis.call('HMGET', key, 'w', 'n')
local count = 0
if stored[1] and tonumber(stored[1]) == idx then
  count = tonumber(stored[2])
end

-- Compared as cost <= N - count, like the engine, so a huge cost cannot lose precision.
local allowed = cost <= n - count
if allowed then
  count = count + cost
end
local reset = (idx + 1) * w
local retry_after = 0
if not allowed then
  retry_after = reset - t
end

-- Written on every call: a clock that steps back into an earlier window starts it at 0.
local created = not stored[1]
redis.call('HSET', key, 'w', idx, 'n', count)
if created or not set_on_create then
  redis.call('PEXPIRE', key, ttl_ms > 0 and ttl_ms or math.max(2 * w, 2 * (reset - t)))
end

return {allowed and 1 or 0, math.max(0, n - count), reset, retry_after}
