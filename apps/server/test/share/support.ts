import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { one, rows } from '../../src/ledger/sql.ts';
import { lastDevOtp } from '../../src/lib/sms.ts';
import type { ShareDeps } from '../../src/services/share/service.ts';
import { shareSettingsFrom } from '../../src/services/share/settings.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';
import { randomIp, randomPhone } from '../user/support.ts';

// Many calls per player: lift the per-user limit wherever these tests run.
process.env.RATE_USER_PER_MINUTE = '100000';
process.env.RATE_LOGIN_PER_IP = '100000';
process.env.RATE_OTP_PER_IP = '100000';

export interface Player {
  id: number;
  key: string;
  phone: string;
  did: string;
}

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
  data: any;
}

export interface CallOptions {
  body?: object;
  query?: Record<string, string | number>;
  ip?: string;
  did?: string;
}

/** A call as the web client makes it, to /svc/<service><path>. */
export async function call(t: TestApp, p: Player | undefined, url: string, o: CallOptions = {}): Promise<Answer> {
  const extra: Record<string, string> = { 'Country-Code': 'vn' };
  const did = o.did ?? p?.did;
  if (did) extra['D-Id'] = did;
  const response = await t.app.inject({
    method: o.body ? 'POST' : 'GET',
    url,
    headers: signedHeaders({ ...(p ? { userId: p.id, secretKey: p.key } : {}), extra }),
    remoteAddress: o.ip ?? randomIp(),
    ...(o.body ? { payload: o.body } : {}),
    ...(o.query ? { query: Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

export const shareCall = (t: TestApp, p: Player, path: string, o?: CallOptions) => call(t, p, `/svc/share${path}`, o);

/** A new player registered by phone + code through the user service, with an invite code when given. */
export async function register(
  t: TestApp,
  o: { phone?: string; inviteCode?: string; did?: string } = {},
): Promise<Player> {
  const phone = o.phone ?? randomPhone();
  const did = o.did ?? `dev-${randomBytes(8).toString('hex')}`;
  const sent = await call(t, undefined, '/svc/user/user/send_otp_via_phone', { body: { phone } });
  expect(sent.code, JSON.stringify(sent)).toBe(0);
  const otp = lastDevOtp(phone);
  const answer = await call(t, undefined, '/svc/user/user/register_or_login_by_phone', {
    body: { phone, otp_code: otp, ...(o.inviteCode ? { invite_code: o.inviteCode } : {}) },
    did,
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  expect(answer.data.is_new).toBe(true);
  return { id: answer.data.user_id, key: answer.data.user_secret_key, phone, did };
}

/** A player and their share code (made by reading the invite centre). */
export async function inviter(t: TestApp, o: { phone?: string } = {}): Promise<Player & { code: string }> {
  const p = await register(t, o);
  const mine = await shareCall(t, p, '/share/my_share');
  expect(mine.code, JSON.stringify(mine)).toBe(0);
  return { ...p, code: mine.data.code };
}

let txn = 0;
/** The qualifying event: a paid task completion (as the task service records one). */
export async function completeTask(t: TestApp, userId: number) {
  const step = await one<{ id: number; offer_id: number }>(
    t.database.db,
    sql`select s.id, s.offer_id from task_offer_steps s
        where not exists (select 1 from task_completions c where c.user_id = ${userId} and c.step_id = s.id and c.status = 'paid')
        order by s.id limit 1`,
  );
  if (!step) throw new Error('no task step seeded');
  txn += 1;
  await t.database.db.execute(
    sql`insert into task_completions (click_id, user_id, offer_id, step_id, network, network_txn_id, status)
        values (${`share-${userId}-${txn}`}, ${userId}, ${step.offer_id}, ${step.id}, 'test', ${`share-${Date.now()}-${txn}`}, 'paid')`,
  );
}

export function depsOf(t: TestApp, over: Partial<ShareDeps['settings']> = {}, now?: () => Date): ShareDeps {
  return {
    db: t.database.db,
    settings: { ...shareSettingsFrom(t.app.config.settings), ...over },
    origin: 'http://localhost',
    ...(now ? { now } : {}),
  };
}

export async function inviteRow(t: TestApp, inviteeId: number) {
  return one<{ inviter_id: string; source: string; status: string; refused_reason: string | null }>(
    t.database.db,
    sql`select inviter_id::text, source, status, refused_reason from share_invites where invitee_id = ${inviteeId}`,
  );
}

/** The share transfers the ledger holds for an invitee: kind and amount. */
export async function transfersFor(t: TestApp, inviteeId: number) {
  return rows<{ kind: string; amount: string; key: string }>(
    t.database.db,
    sql`select kind, amount::text as amount, idempotency_key as key from ledger_transfers
        where reference = ${`share_invite:${inviteeId}`} order by kind`,
  );
}

export const wh = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'WH');

export async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
}
