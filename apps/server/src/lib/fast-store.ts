import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';

/**
 * Shared fast state (DESIGN.md sections 2 and 9): nonces, rate-limit counters, short caches.
 * In-process by default; Redis when REDIS_URL is set, so several server processes share it.
 * Keys are namespaced by the caller (e.g. `nonce:`, `rl:`); every entry has a time to live.
 */
export interface FastStore {
  readonly kind: 'memory' | 'redis';
  /** Stores the key only if it is absent; true when this call stored it (first use of a nonce). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds one to a counter whose window starts at its first hit and lasts ttlMs; answers the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** True when the store answers now (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/** A Map with lazy expiry and a periodic sweep; good for one process. */
export class MemoryStore implements FastStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(sweepMs = 60_000) {
    this.sweeper = setInterval(() => this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return true;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const entry = this.live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    this.entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? Date.now() + ttlMs });
    return count;
  }

  async get(key: string): Promise<string | undefined> {
    return this.live(key)?.value;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}

/**
 * Redis-backed store: SET NX PX for first use, INCR + PEXPIRE NX for windows. It fails fast: a command waits at
 * most a second (queued while the connection comes up, one retry after a reconnect), and every failure answers 503 UNAVAILABLE in the
 * envelope. There is no in-process fallback: nonces and rate limits counted per process would let a replay or a
 * flood through a multi-process deployment, so refusing is the safe answer.
 */
export class RedisStore implements FastStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, prefix = 'arcadia:') {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // Connection errors are reported through the commands that fail (503); no unhandled error events.
    this.redis.on('error', () => {});
    this.prefix = prefix;
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw new AppError('UNAVAILABLE', 'The fast store (Redis) is unreachable.');
    }
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const answer = await this.run(() =>
      this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX'),
    );
    return answer === 'OK';
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const full = this.prefix + key;
    const results = await this.run(() =>
      this.redis
        .multi()
        .incr(full)
        .pexpire(full, Math.max(1, Math.ceil(ttlMs)), 'NX')
        .exec(),
    );
    const count = results?.[0]?.[1];
    if (typeof count !== 'number') throw new AppError('UNAVAILABLE', 'The fast store (Redis) did not count.');
    return count;
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.run(() => this.redis.get(this.prefix + key))) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.run(() => this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs))));
  }

  async delete(key: string): Promise<void> {
    await this.run(() => this.redis.del(this.prefix + key));
  }

  async ping(): Promise<boolean> {
    return this.redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    );
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Redis when a URL is given, else in-process. */
function openFastStore(redisUrl: string | undefined, prefix?: string): FastStore {
  return redisUrl ? new RedisStore(redisUrl, prefix) : new MemoryStore();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared fast state: nonces, rate limits, caches (in-process, or Redis when REDIS_URL is set). */
    fastStore: FastStore;
  }
}

/**
 * Decorates `app.fastStore` and closes it with the app. Test apps get their own key prefix, so parallel
 * test files sharing one Redis never see each other's nonces or counters. REDIS_PREFIX (default `arcadia:`) sets
 * it for a deployment: every process of one deployment must share it, and deployments sharing a Redis must not.
 */
export function registerFastStore(app: import('fastify').FastifyInstance) {
  const prefix = app.config.env === 'test' ? `arcadia:t:${randomUUID()}:` : app.config.settings.REDIS_PREFIX;
  const store = openFastStore(app.config.redisUrl, prefix);
  app.decorate('fastStore', store);
  app.addHook('onClose', () => store.close());
}
