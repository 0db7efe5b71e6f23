import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { inTransaction } from '../../src/ledger/ledger.ts';
import { one, rows } from '../../src/ledger/sql.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { recordPlay } from '../../src/services/fortune/wagering.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Shared by the invite tests: users of their own, calls as the web client makes them, plays, money checks. */

// The invite tests make many calls per player: lift the per-user limit wherever they run.
process.env.RATE_USER_PER_MINUTE = '100000';

export const BASE = '/svc/fortune/fortune';

export interface User {
  id: number;
  key: string;
  name: string;
  /** The D-Id this user's calls carry. */
  did: string;
}

let next = 0;

/** A user with a session and a device of their own, not a Fortune player yet (ids far from other tests'). */
export async function newUser(t: TestApp, name?: string): Promise<User> {
  const id = 700_000 + ++next;
  const user = {
    id,
    key: `iv${String(id).padStart(62, '0')}`,
    name: name ?? `Invitee ${id}`,
    did: `dev-${randomBytes(8).toString('hex')}`,
  };
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values (${id}, ${user.name}, ${`iv${id}`}, 'vn')`,
  );
  await createSession(t.database.db, id, 'test', user.key);
  return user;
}

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
  data: any;
}

export interface CallOptions {
  /** POST body; GET when absent. */
  body?: object;
  query?: Record<string, string | number>;
  ip?: string;
  /** Another device than the user's own. */
  did?: string;
}

export async function call(t: TestApp, user: User, path: string, options: CallOptions = {}): Promise<Answer> {
  const response = await t.app.inject({
    method: options.body ? 'POST' : 'GET',
    url: `${BASE}${path}`,
    headers: signedHeaders({
      userId: user.id,
      secretKey: user.key,
      extra: { 'Country-Code': 'vn', 'D-Id': options.did ?? user.did },
    }),
    remoteAddress: options.ip ?? `10.7.${Math.floor(user.id / 250) % 250}.${(user.id % 250) + 1}`,
    ...(options.body ? { payload: options.body } : {}),
    ...(options.query
      ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) }
      : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

/** Joins Fortune (through the register call), with an invite code when given. */
export async function register(t: TestApp, user: User, inviteCode?: string, options: CallOptions = {}) {
  return call(t, user, '/register', {
    ...options,
    body: { age_confirmed: true, ...(inviteCode ? { invite_code: inviteCode } : {}) },
  });
}

/** A registered player and their personal invite code. */
export async function inviter(t: TestApp, name?: string): Promise<User & { code: string }> {
  const user = await newUser(t, name);
  expect((await register(t, user)).code).toBe(0);
  const link = await call(t, user, '/pwa_invite_url');
  expect(link.code).toBe(0);
  return { ...user, code: link.data.link.code };
}

/** A new player who registers through `code`. */
export async function invitee(t: TestApp, code: string, options: CallOptions = {}): Promise<User> {
  const user = await newUser(t);
  const answer = await register(t, user, code, options);
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return user;
}

/** An approved agent as of `at` (the console's flow is tested on its own; this backdates the approval). */
export async function makeAgent(t: TestApp, userId: number, at = new Date('2026-01-01T00:00:00Z')) {
  await t.database.db.execute(
    sql`insert into fortune_agents (user_id, status, contact, channel, applied_at, decided_at)
        values (${userId}, 'approved', 'test', 'other', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
        on conflict (user_id) do update set status = 'approved', decided_at = excluded.decided_at`,
  );
}

/** A settled round of `stake` USDT minor units, recorded as the games record it, on `day` (UTC noon). */
export async function play(t: TestApp, userId: number, day: string, stake: bigint, win = 0n) {
  await inTransaction(t.database.db, (tx) => recordPlay(tx, { userId, stake, win, at: new Date(`${day}T12:00:00Z`) }));
}

/** A payout account, as the payment core saves it. */
export async function payoutAccount(t: TestApp, userId: number, number: string) {
  await t.database.db.execute(
    sql`insert into payment_accounts (user_id, market, channel, holder, number, usable_from)
        values (${userId}, 'vn', 'vn_bank', 'Holder', ${number}, now())`,
  );
}

export async function commissionOf(t: TestApp, userId: number, day: string) {
  return one<{ amount: string; direct: string; override: string; rate_bps: number; role: string }>(
    t.database.db,
    sql`select amount::text as amount, direct::text as direct, override::text as override, rate_bps, role
        from fortune_invite_commissions where user_id = ${userId} and day = ${day}`,
  );
}

/** The commission transfers the ledger holds for a day: count and sum, per inviter. */
export async function commissionTransfers(t: TestApp, day: string) {
  const found = await rows<{ key: string; amount: string }>(
    t.database.db,
    sql`select idempotency_key as key, amount::text as amount from ledger_transfers
        where kind = 'fortune_invite_commission' and reference = ${`fortune_invite:${day}`} order by idempotency_key`,
  );
  return found.map((r) => ({ key: r.key, amount: BigInt(r.amount) }));
}

export async function usdt(t: TestApp, userId: number): Promise<bigint> {
  const row = await one<{ balance: string }>(
    t.database.db,
    sql`select balance::text as balance from ledger_accounts where user_id = ${userId} and coin = 'USDT'`,
  );
  return BigInt(row?.balance ?? '0');
}

export async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
}

export const USDT = (whole: number | string) => {
  const [w = '0', f = ''] = String(whole).split('.');
  return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0'));
};
