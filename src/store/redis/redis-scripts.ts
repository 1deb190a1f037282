/**
 * The Lua scripts of the Redis counters. Each runs atomically in Redis, so a decision that reads
 * and writes several keys (admit into every window or none; fold a value into a baseline) cannot
 * interleave with another replica's. Numbers that must survive the trip are formatted with
 * `%.17g`: Redis turns a Lua number into an integer when it is returned and into 14 digits when it
 * is stored, and a baseline rounded there would drift from the in-process one.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A script and its SHA-1, run with EVALSHA (EVAL when Redis has not seen it, e.g. after a restart). */
export interface LuaScript {
  source: string;
  sha: string;
}

const script = (source: string): LuaScript => ({ source, sha: createHash('sha1').update(source).digest('hex') });

/** Runs `s` over `keys` and `args`. */
export async function runScript(client: Redis, s: LuaScript, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
  try {
    return await client.evalsha(s.sha, keys.length, ...keys, ...args);
  } catch (err) {
    if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
    return client.eval(s.source, keys.length, ...keys, ...args);
  }
}

/**
 * take: KEYS = window keys; ARGV = now, member, then windowMs and max per window.
 * Returns {admitted (1|0), full (0-based, -1), count per window..., oldest-that-must-leave score per window ('' if not full)...}.
 * A window is a sorted set of admitted events scored by time; an event is admitted into all or none.
 */
export const TAKE = script(`
local now = tonumber(ARGV[1])
local member = ARGV[2]
local n = #KEYS
local counts = {}
local leaving = {}
local full = -1
for i = 1, n do
  local w = tonumber(ARGV[1 + 2 * i])
  local max = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', string.format('%.17g', now - w))
  local c = redis.call('ZCARD', KEYS[i])
  counts[i] = c
  leaving[i] = ''
  if c >= max then
    if full < 0 then full = i - 1 end
    local e = redis.call('ZRANGE', KEYS[i], c - max, c - max, 'WITHSCORES')
    leaving[i] = e[2]
  end
end
if full < 0 then
  for i = 1, n do
    redis.call('ZADD', KEYS[i], ARGV[1], member)
    redis.call('PEXPIRE', KEYS[i], math.ceil(tonumber(ARGV[1 + 2 * i])))
  end
end
local out = { full < 0 and 1 or 0, full }
for i = 1, n do out[#out + 1] = counts[i] end
for i = 1, n do out[#out + 1] = leaving[i] end
return out
`);

/**
 * ewma: KEYS[1] = the baseline's hash; ARGV = value, now, halfLifeMs, ttlMs.
 * Returns {mean, samples} before the value, as strings. Same arithmetic as InMemoryCounters.ewma.
 */
export const EWMA = script(`
local value = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local halfLife = tonumber(ARGV[3])
local f = function(x) return string.format('%.17g', x) end
local h = redis.call('HMGET', KEYS[1], 'sum', 'weight', 'first', 'samples', 'at')
if not h[4] then
  redis.call('HSET', KEYS[1], 'sum', '0', 'weight', '0', 'first', f(value), 'samples', '1', 'at', f(now))
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
  return { '0', '0' }
end
local sum, weight, first, samples, at = tonumber(h[1]), tonumber(h[2]), tonumber(h[3]), tonumber(h[4]), tonumber(h[5])
local dt = now - at
if dt < 0 then dt = 0 end
local keep = math.pow(0.5, dt / halfLife)
local gap = 1 - keep
if samples == 1 then
  sum = gap * first
  weight = gap
end
local mean = first
if weight > 0 then mean = sum / weight end
redis.call('HSET', KEYS[1], 'sum', f(keep * sum + gap * value), 'weight', f(keep * weight + gap), 'samples', tostring(samples + 1), 'at', f(now))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return { f(mean), tostring(samples) }
`);

/**
 * remember: KEYS[1] = the list; ARGV = entry time, item ("<at>|<json>"), retentionMs, maxEntries.
 * Drops entries older than the retention (relative to this one), appends, keeps the newest max.
 */
export const REMEMBER = script(`
local cutoff = tonumber(ARGV[1]) - tonumber(ARGV[3])
local items = redis.call('LRANGE', KEYS[1], 0, -1)
local kept = {}
for _, it in ipairs(items) do
  local t = tonumber(string.match(it, '^([^|]+)|'))
  if t and t > cutoff then kept[#kept + 1] = it end
end
if #kept ~= #items then
  redis.call('DEL', KEYS[1])
  if #kept > 0 then redis.call('RPUSH', KEYS[1], unpack(kept)) end
end
redis.call('RPUSH', KEYS[1], ARGV[2])
redis.call('LTRIM', KEYS[1], -tonumber(ARGV[4]), -1)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`);

/** renew: KEYS[1] = a lock; ARGV = token, leaseMs. Extends the lease only while the token holds it. */
export const RENEW = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`);

/** release: KEYS[1] = a lock; ARGV[1] = token. Deletes it only while the token holds it. */
export const RELEASE = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);
