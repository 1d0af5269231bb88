import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from './errors.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What the plugin passes to `child`: the route's options with the route itself under routeInfo. */
type StoreOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * Counts a hit for `key` in a fixed window, in the database, so every API process counts the same
 * hits. Expired rows are swept now and then.
 */
async function countHit(db: Database, key: string, windowMs: number) {
  const result = await db.execute(sql`
    INSERT INTO rate_limit_hits (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
      reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN excluded.reset_at ELSE rate_limit_hits.reset_at END
    RETURNING hits, (extract(epoch FROM reset_at - now()) * 1000)::int AS ttl`);
  if (Math.random() < 0.01) await db.execute(sql`DELETE FROM rate_limit_hits WHERE reset_at < now()`);
  const row = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows[0]!;
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

function databaseStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // Typed as the plugin declares it; at run time `child` receives the merged params with routeInfo.
    constructor(private readonly options: object = {}) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const route = (this.options as StoreOptions).routeInfo;
      const prefix = route?.url ? `${route.method}:${route.url}:` : 'global:';
      countHit(db, `${prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new DatabaseRateLimitStore(options);
    }
  };
}

const tooMany = (after: string) => new AppError(429, { error: `Too many requests. Please try again in ${after}.` });

/** Rate limiting is available to every route; each route sets its own `config.rateLimit`. */
export async function registerRateLimit(app: FastifyInstance, db: Database) {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: (_request, context) => tooMany(context.after),
  });
}

/** A per-route limit by client address, for `config.rateLimit`. */
export const perAddress = (max: number, timeWindow: string) => ({ max, timeWindow });

/**
 * A second limit, keyed by what the request is about (the account's e-mail, a path id) rather than
 * where it comes from, checked once the body is parsed. Use as the route's preHandler.
 */
export function perAccount(
  db: Database,
  name: string,
  max: number,
  windowMinutes: number,
  key: (request: FastifyRequest) => string | undefined,
) {
  return async (request: FastifyRequest) => {
    const subject = key(request);
    if (subject) await throttle(db, `${name}:${subject}`, max, windowMinutes);
  };
}

/** Counts a hit for `key`; more than `max` in the window is a 429 saying when to try again. */
export async function throttle(db: Database, key: string, max: number, windowMinutes: number) {
  const { current, ttl } = await countHit(db, key, windowMinutes * 60_000);
  if (current > max) throw tooMany(`${Math.ceil(ttl / 60_000)} minute(s)`);
}
