import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/db/seed.ts';
import { one, rows } from '../../src/ledger/sql.ts';
import { settleableDays } from '../../src/services/fortune-invites/index.ts';
import { seedInvites } from '../../src/services/fortune-invites/seed.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, expectLedgerOk, type User, usdt } from './support.ts';

const LINH = 100001;
const JOAO = 100204;
const AIMAN = 100208;
const QUANG = 100202;

/** What the seed leaves, counted: rows it makes and money it moves. */
async function footprint(t: ReturnType<typeof useTestApp>) {
  const counts = await one<Record<string, string>>(
    t.database.db,
    sql`select (select count(*) from fortune_invitees)::text as invitees,
               (select count(*) from fortune_invite_links)::text as links,
               (select count(*) from fortune_agents)::text as agents,
               (select count(*) from fortune_invite_commissions)::text as commissions,
               (select coalesce(sum(amount), 0) from fortune_invite_commissions)::text as paid,
               (select count(*) from ledger_transfers where kind = 'fortune_invite_commission')::text as transfers,
               (select coalesce(sum(wagered), 0) from fortune_wager_days)::text as wagered`,
  );
  return { ...counts, linh: await usdt(t, LINH), joao: await usdt(t, JOAO) };
}

describe.each(DB_KINDS)('the invite demo seed (%s)', (kind) => {
  const t = useTestApp(kind);

  it('makes an agent with links, a team with a sub-agent, a pending application and paid days, once', async () => {
    const before = { linh: await usdt(t, LINH), joao: await usdt(t, JOAO) };
    // Noon: in the first minutes after midnight UTC yesterday is not settleable yet, and the next day's run would
    // settle it (the job waits INVITES.settleAfterMinutes after a day closes).
    const now = new Date();
    now.setUTCHours(12, 0, 0, 0);
    await seedInvites(t.database.db, now);
    const first = await footprint(t);
    await seedInvites(t.database.db, now);
    expect(await footprint(t)).toEqual(first);
    // A later start (the next day) makes nothing new either.
    await seedInvites(t.database.db, new Date(now.getTime() + 24 * 3600 * 1000));
    expect(await footprint(t)).toEqual(first);
    expect(first).toMatchObject({ invitees: '10', agents: '3' });

    const agents = await rows<{ user_id: string; status: string }>(
      t.database.db,
      sql`select user_id::text as user_id, status from fortune_agents order by user_id`,
    );
    expect(agents).toEqual([
      { user_id: String(LINH), status: 'approved' },
      { user_id: String(JOAO), status: 'approved' },
      { user_id: String(AIMAN), status: 'pending' },
    ]);
    const flagged = await rows<{ user_id: string; flag_reason: string }>(
      t.database.db,
      sql`select user_id::text as user_id, flag_reason from fortune_invitees where flag_reason <> ''`,
    );
    expect(flagged).toEqual([{ user_id: String(QUANG), flag_reason: 'same_device' }]);

    // The closed days the job could settle are settled, and every commission was paid through the ledger: the
    // inviters' balances grew by exactly what the commission rows say.
    const settled = await rows<{ day: string }>(t.database.db, sql`select day::text as day from fortune_invite_days`);
    expect(settled.map((d) => d.day).sort()).toEqual(expect.arrayContaining(settleableDays(now)));
    const paid = await rows<{ user_id: string; amount: string; override: string; days: number }>(
      t.database.db,
      sql`select user_id::text as user_id, sum(amount)::text as amount, sum(override)::text as override,
                 count(*) filter (where amount > 0)::int as days
          from fortune_invite_commissions group by user_id order by user_id`,
    );
    expect(paid.map((p) => p.user_id)).toEqual([String(LINH), String(JOAO)]);
    const [linh, joao] = paid;
    expect(linh?.days).toBeGreaterThanOrEqual(4);
    expect(BigInt(linh?.override ?? '0')).toBeGreaterThan(0n);
    expect(joao?.days).toBeGreaterThanOrEqual(2);
    expect(await usdt(t, LINH)).toBe(before.linh + BigInt(linh?.amount ?? '0'));
    expect(await usdt(t, JOAO)).toBe(before.joao + BigInt(joao?.amount ?? '0'));
    await expectLedgerOk(t);

    // Linh sees it all on her invite screen.
    const demo = DEMO_USERS[0];
    const linhUser: User = { id: LINH, key: demo.secretKey, name: demo.username, did: 'seed-test-linh' };
    const summary = await call(t, linhUser, '/invite_summary');
    expect(summary.data).toMatchObject({ role: 'agent', invitees: 8, flagged: 1, sub_agents: 1 });
    expect(Number(summary.data.rewards_total)).toBeGreaterThan(0);
    const links = await call(t, linhUser, '/agent_invite_link/list');
    expect(links.data.list.map((l: { campaign: string }) => l.campaign).sort()).toEqual([
      'Nhóm Zalo Sài Gòn',
      'Telegram Đông Nam Á',
    ]);
    const byCampaign = await call(t, linhUser, '/invite_daily_summary_by_campaign', { query: { days: 7 } });
    expect(byCampaign.data.list.length).toBeGreaterThan(0);
    const subs = await call(t, linhUser, '/invite_sub_agents_summary');
    expect(subs.data.list).toMatchObject([{ user_id: JOAO, invitees: 2 }]);
  });
});
