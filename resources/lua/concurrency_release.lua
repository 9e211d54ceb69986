-- SPDX-FileCopyrightText: 2026 The RateLab authors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- RateLab concurrency limiter, release side: gives back the slot a finished request took with
-- concurrency_acquire.lua (contract: docs/algorithms.md, "Concurrency limit"). Atomic.
--
-- KEYS[1]  sorted set of leases (score = lease end in ms, member = lease id), as for acquire
-- KEYS[2]  hash: lease id -> cost, as for acquire (same hash tag as KEYS[1] in Redis Cluster)
-- ARGV[1]  lease id, as given to concurrency_acquire.lua
-- Returns  1 if the lease was held and is now released, 0 if it was not held (never admitted,
--          already released, or already ended by its hold time: releasing twice is harmless).

local id = ARGV[1]
if id == nil or id == '' then
  error({err = 'ERR ratelab concurrency_release: ARGV[1] (lease id) is missing'})
end
local removed = redis.call('ZREM', KEYS[1], id)
redis.call('HDEL', KEYS[2], id)
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('DEL', KEYS[2])
end
return removed
