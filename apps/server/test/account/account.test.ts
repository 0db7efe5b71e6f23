import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { createHold, holdAccounts, voidHold } from '../../src/ledger/holds.ts';
import { inTransaction } from '../../src/ledger/ledger.ts';
import { one, rows } from '../../src/ledger/sql.ts';
import { carryOut, DELETED_NAME, sweepDeletions } from '../../src/services/account/deletion.ts';
import { accountSettingsFrom } from '../../src/services/account/settings.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { anotherSession, call, expectLedgerOk, fund, newPlayer, type Player } from './support.ts';

/** The account behind the profiles (issue 22): info, sessions, deletion with its cooling-off and sweep, export. */

const BASE = '/svc/profile/account';
const DAY_MS = 24 * 3600 * 1000;
const WH = 10_000n; // one WH in minor units (4 decimals)
const settings = accountSettingsFrom(parseSettings({}).settings);

describe.each(DB_KINDS)('account (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => {
    await expectLedgerOk(t);
  });
  const player = () => newPlayer(t, 710_000);
  const requestDeletion = (p: Player, confirm = String(p.id)) =>
    call(t, p, `${BASE}/delete_request`, { body: { confirm } });

  it('shows the phone masked, every linked login, no deletion and an export available now', async () => {
    const p = await player();
    const db = t.database.db;
    await db.execute(sql`update users set password_hash = 'argon2-hash' where id = ${p.id}`);
    await db.execute(
      sql`insert into user_identities (provider, subject, user_id, email) values ('google', ${`g${p.id}`}, ${p.id}, 'linh.tran@example.com')`,
    );
    await db.execute(
      sql`insert into tg_accounts (tg_user_id, user_id, bot_name, tg_username) values (${p.id}, ${p.id}, 'bot', 'linh_tg')`,
    );
    await db.execute(
      sql`insert into social_accounts (user_id, media_type, provider_user_id, username) values (${p.id}, 'twitter', ${`x${p.id}`}, 'linh_x')`,
    );
    const info = await call(t, p, `${BASE}/info`);
    expect(info.code, JSON.stringify(info)).toBe(0);
    expect(info.data).toMatchObject({
      user_id: p.id,
      username: p.name,
      has_phone: true,
      deletion: null,
      cooling_off_days: 14,
      export_available_at: 0,
    });
    expect(info.data.phone_masked).toBe(`${p.phone.slice(0, 3)}${'*'.repeat(p.phone.length - 6)}${p.phone.slice(-3)}`);
    expect(info.data.phone_masked).not.toContain(p.phone.slice(3, -3));
    const logins = info.data.logins.map((l: { kind: string; provider: string; label: string }) => [
      l.kind,
      l.provider,
      l.label,
    ]);
    expect(logins).toEqual([
      ['phone', 'phone', info.data.phone_masked],
      ['password', 'password', ''],
      ['oidc', 'google', 'l***@example.com'],
      ['telegram', 'telegram', '@linh_tg'],
      ['social', 'twitter', '@linh_x'],
    ]);
    // Nothing of the password leaves the server.
    expect(JSON.stringify(info.data)).not.toContain('argon2');

    const noPhone = await player();
    await db.execute(sql`update users set phone_number = null where id = ${noPhone.id}`);
    expect((await call(t, noPhone, `${BASE}/info`)).data).toMatchObject({ has_phone: false, phone_masked: '' });
  });

  it('refuses visitors and bad input without a 500', async () => {
    expect((await call(t, undefined, `${BASE}/info`)).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await call(t, undefined, `${BASE}/sign_out_others`, { body: {} })).code).toBe(ErrorCode.SESSION_INVALID);
    const p = await player();
    for (const session_id of ['', 'ABCDEF0123456789', '0123', 42, 'g'.repeat(16)]) {
      const bad = await call(t, p, `${BASE}/sign_out_session`, { body: { session_id } });
      expect(bad.status, String(session_id)).toBe(400);
      expect(bad.data.session_id).toBeDefined();
    }
    const wrong = await requestDeletion(p, String(p.id + 1));
    expect(wrong.status).toBe(400);
    expect(wrong.data.confirm).toBeDefined();
    const long = await call(t, p, `${BASE}/delete_request`, { body: { confirm: '1'.repeat(40) } });
    expect(long.status).toBe(400);
    expect((await call(t, p, `${BASE}/delete_request`, { body: { confirm: 7 } })).status).toBe(400);
    expect((await call(t, p, `${BASE}/info`)).data.deletion).toBeNull();
  });

  it('lists live sessions with this one first; signs out one, then every other, never the current', async () => {
    const phone = await player();
    const laptop = await anotherSession(t, phone, 'password');
    const tablet = await anotherSession(t, phone, 'tg_web');
    const listed = await call(t, phone, `${BASE}/sessions`);
    expect(listed.code).toBe(0);
    expect(listed.data.list).toHaveLength(3);
    expect(listed.data.list[0]).toMatchObject({ current: true, login_type: 'phone_otp' });
    expect(listed.data.list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // No key or key hash travels.
    const hashes = await rows<{ key_hash: string }>(
      t.database.db,
      sql`select key_hash from sessions where user_id = ${phone.id}`,
    );
    for (const h of hashes) expect(JSON.stringify(listed.data)).not.toContain(h.key_hash);

    const tabletId = (await call(t, tablet, `${BASE}/sessions`)).data.list[0].session_id as string;
    const current = listed.data.list[0].session_id as string;
    expect(await call(t, phone, `${BASE}/sign_out_session`, { body: { session_id: current } })).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: { reason: 'current_session' },
    });
    expect((await call(t, phone, `${BASE}/sign_out_session`, { body: { session_id: '0'.repeat(16) } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // Another player cannot end this player's session.
    const stranger = await player();
    expect((await call(t, stranger, `${BASE}/sign_out_session`, { body: { session_id: tabletId } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(t, tablet, `${BASE}/info`)).code).toBe(0);
    const one = await call(t, phone, `${BASE}/sign_out_session`, { body: { session_id: tabletId } });
    expect(one).toMatchObject({ code: 0, data: { signed_out: true } });
    expect((await call(t, tablet, `${BASE}/info`)).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await call(t, laptop, `${BASE}/info`)).code).toBe(0);

    const others = await call(t, phone, `${BASE}/sign_out_others`, { body: {} });
    expect(others).toMatchObject({ code: 0, data: { signed_out: 1 } });
    expect((await call(t, laptop, `${BASE}/info`)).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await call(t, phone, `${BASE}/info`)).code).toBe(0);
    expect((await call(t, phone, `${BASE}/sessions`)).data.list).toEqual([
      expect.objectContaining({ session_id: current, current: true }),
    ]);
    // Again: nothing left to end, and the current key still works.
    expect((await call(t, phone, `${BASE}/sign_out_others`, { body: {} })).data.signed_out).toBe(0);
    expect((await call(t, phone, `${BASE}/info`)).code).toBe(0);
  });

  it('refuses a deletion while money is left or on its way, and accepts dust', async () => {
    const p = await player();
    await fund(t, p.id, 10n * WH);
    const ids = await holdAccounts(t.database.db, p.id, 'WH');
    const holdId = await inTransaction(t.database.db, (tx) =>
      createHold(
        tx,
        {
          userId: p.id,
          coin: 'WH',
          amount: 10n * WH,
          reference: 'test:withdraw',
          expiresAt: new Date(Date.now() + DAY_MS),
        },
        ids,
      ),
    );
    expect(await requestDeletion(p)).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: { reason: 'pending_withdrawal' },
    });
    await inTransaction(t.database.db, (tx) => voidHold(tx, holdId));
    expect(await requestDeletion(p)).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: { reason: 'balance', balances: [{ coin: 'WH', amount: '10' }] },
    });
    expect((await call(t, p, `${BASE}/info`)).data.deletion).toBeNull();

    // A hundredth of a KC (0.00001 USDT) is dust.
    const dusty = await player();
    await fund(t, dusty.id, 1n, 'KC');
    const made = await requestDeletion(dusty);
    expect(made.code, JSON.stringify(made)).toBe(0);
  });

  it('requests, cancels, requests again; past the cooling-off one sweep of two anonymises the account once', async () => {
    const p = await player();
    const db = t.database.db;
    const other = await anotherSession(t, p);
    await db.execute(sql`update users set password_hash = 'argon2-hash' where id = ${p.id}`);
    await db.execute(
      sql`insert into user_identities (provider, subject, user_id, email) values ('google', ${`s${p.id}`}, ${p.id}, 'a@b.co')`,
    );
    await db.execute(sql`insert into profiles (xid, user_id, name) values (${`x${p.id}`}, ${p.id}, 'Linh')`);

    const before = Date.now();
    const first = await requestDeletion(p);
    expect(first.code, JSON.stringify(first)).toBe(0);
    expect(first.data.deletion.status).toBe('pending');
    expect(first.data.deletion.purge_at - first.data.deletion.requested_at).toBe(14 * 24 * 3600);
    expect((await requestDeletion(p)).data.deletion).toEqual(first.data.deletion);
    expect((await call(t, p, `${BASE}/info`)).data.deletion).toEqual(first.data.deletion);
    expect((await call(t, p, `${BASE}/delete_cancel`, { body: {} })).data).toEqual({ cancelled: true });
    expect((await call(t, p, `${BASE}/delete_cancel`, { body: {} })).data).toEqual({ cancelled: false });
    expect((await call(t, p, `${BASE}/info`)).data.deletion).toBeNull();
    // Cancelled: the sweep leaves it alone even long after.
    const statusOf = async () =>
      (await one<{ status: string }>(db, sql`select status from account_deletions where user_id = ${p.id}`))?.status;
    await sweepDeletions(db, settings, new Date(before + 30 * DAY_MS));
    expect(await statusOf()).toBe('cancelled');

    const again = await requestDeletion(p);
    expect(again.code).toBe(0);
    const purgeAt = again.data.deletion.purge_at * 1000;
    // Not yet due.
    await sweepDeletions(db, settings, new Date(purgeAt - 60_000));
    expect(await statusOf()).toBe('pending');
    expect((await call(t, p, `${BASE}/info`)).code).toBe(0);

    // Two sweeps at once (two server processes): one carries it out, the other finds nothing to do.
    const due = new Date(purgeAt + 1000);
    const outcomes = await Promise.all([carryOut(db, settings, p.id, due), carryOut(db, settings, p.id, due)]);
    expect(outcomes.sort()).toEqual(['done', 'skipped']);
    expect(await statusOf()).toBe('done');
    await sweepDeletions(db, settings, due);
    expect(await carryOut(db, settings, p.id, due)).toBe('skipped');

    const user = await one<Record<string, unknown>>(
      db,
      sql`select username, user_login, phone_number, password_hash from users where id = ${p.id}`,
    );
    expect(user).toEqual({
      username: DELETED_NAME,
      user_login: `deleted_${p.id}`,
      phone_number: null,
      password_hash: null,
    });
    // carryOut dropped the session cache: both devices are logged out at once.
    expect((await call(t, p, `${BASE}/info`)).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await call(t, other, `${BASE}/info`)).code).toBe(ErrorCode.SESSION_INVALID);
    expect(await rows(db, sql`select 1 from user_identities where user_id = ${p.id}`)).toEqual([]);
    expect(await rows(db, sql`select 1 from profiles where user_id = ${p.id} and deleted_at is null`)).toEqual([]);
  });

  it('holds a due deletion when money arrived while it cooled off, and tries again a day later', async () => {
    const p = await player();
    const db = t.database.db;
    const made = await requestDeletion(p);
    expect(made.code).toBe(0);
    await fund(t, p.id, 5n * WH);
    const due = new Date(made.data.deletion.purge_at * 1000 + 1000);
    expect(await sweepDeletions(db, settings, due)).toBe(0);
    const info = await call(t, p, `${BASE}/info`);
    expect(info.code).toBe(0);
    expect(info.data.deletion).toMatchObject({ status: 'pending', held_reason: 'balance' });
    expect(info.data.deletion.purge_at).toBe(Math.floor(due.getTime() / 1000) + 24 * 3600);
    expect((await one<{ username: string }>(db, sql`select username from users where id = ${p.id}`))?.username).toBe(
      p.name,
    );
  });

  it("exports the player's own data and nothing of another player's, once an hour", async () => {
    const db = t.database.db;
    const alice = await player();
    const bob = await player();
    await db.execute(sql`update users set password_hash = 'argon2-secret-hash' where id = ${alice.id}`);
    await db.execute(
      sql`insert into profiles (xid, user_id, name) values (${`xa${alice.id}`}, ${alice.id}, 'Alice P')`,
    );
    await db.execute(sql`insert into profiles (xid, user_id, name) values (${`xb${bob.id}`}, ${bob.id}, 'Bob P')`);
    await fund(t, alice.id, 7n * WH);
    await fund(t, bob.id, 3n * WH);

    const exported = await call(t, alice, `${BASE}/export`, { body: {} });
    expect(exported.code, JSON.stringify(exported)).toBe(0);
    const data = exported.data;
    expect(data.user).toMatchObject({ user_id: alice.id, username: alice.name, phone: alice.phone });
    expect(data.profiles).toEqual([expect.objectContaining({ xid: `xa${alice.id}`, name: 'Alice P' })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.balances).toEqual([{ coin: 'WH', amount: '7' }]);
    expect(data.transfers).toEqual([expect.objectContaining({ coin: 'WH', amount: '7', kind: 'reward' })]);
    const text = JSON.stringify(data);
    for (const foreign of [bob.name, bob.phone, `xb${bob.id}`, 'Bob P', 'argon2-secret-hash'])
      expect(text).not.toContain(foreign);

    const soon = await call(t, alice, `${BASE}/export`, { body: {} });
    expect(soon.code).toBe(ErrorCode.RATE_LIMITED);
    expect(soon.data.retry_after).toBeGreaterThan(3500);
    expect((await call(t, alice, `${BASE}/info`)).data.export_available_at).toBeGreaterThan(Date.now() / 1000);

    // Two at once: one export.
    const both = await Promise.all([
      call(t, bob, `${BASE}/export`, { body: {} }),
      call(t, bob, `${BASE}/export`, { body: {} }),
    ]);
    expect(both.map((a) => a.code).sort()).toEqual([0, ErrorCode.RATE_LIMITED]);
  });
});

describe.each(DB_KINDS)('account deletion sweep (%s)', (kind) => {
  const t = useTestApp(kind);

  it('carries out every due request once when two sweeps run at the same time', async () => {
    const db = t.database.db;
    const players = await Promise.all([1, 2, 3].map(() => newPlayer(t, 720_000)));
    for (const p of players)
      expect((await call(t, p, `${BASE}/delete_request`, { body: { confirm: String(p.id) } })).code).toBe(0);
    const due = new Date(Date.now() + 15 * DAY_MS);
    const [a, b] = await Promise.all([sweepDeletions(db, settings, due), sweepDeletions(db, settings, due)]);
    expect((a ?? 0) + (b ?? 0)).toBe(3);
    const names = await rows<{ username: string }>(
      db,
      sql`select username from users where id in (${sql.join(
        players.map((p) => sql`${p.id}`),
        sql`, `,
      )})`,
    );
    expect(names.map((n) => n.username)).toEqual([DELETED_NAME, DELETED_NAME, DELETED_NAME]);
    expect(await sweepDeletions(db, settings, due)).toBe(0);
  });
});
