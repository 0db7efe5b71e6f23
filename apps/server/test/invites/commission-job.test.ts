import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one } from '../../src/ledger/sql.ts';
import { commissionOf as computeCommission } from '../../src/services/fortune-invites/commission.ts';
import { runCommissionJob, settleableDays, settleDay, settleIds } from '../../src/services/fortune-invites/index.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import {
  call,
  commissionOf,
  commissionTransfers,
  expectLedgerOk,
  invitee,
  inviter,
  makeAgent,
  payoutAccount,
  play,
  USDT,
  usdt,
} from './support.ts';

describe('commission arithmetic', () => {
  it('rounds each part down once, on the day sum', () => {
    // 1,334.567894 USDT x 3 % x 25 % = 10.009259205 USDT -> 10.009259
    expect(
      computeCommission({ role: 'agent', directWager: 1_334_567_894n, subWager: 0n, monthVolume: USDT(10_000) }),
    ).toMatchObject({ tier: 2, rateBps: 2_500, direct: 10_009_259n, override: 0n, amount: 10_009_259n });
    // A player's rate is 10 % and no override, whatever the volume.
    expect(
      computeCommission({ role: 'player', directWager: 333_333_333n, subWager: USDT(1_000), monthVolume: USDT(9e6) }),
    ).toMatchObject({ tier: 0, rateBps: 1_000, overrideBps: 0, direct: 999_999n, override: 0n });
    // Tier edges: 9,999.999999 is tier 1, 10,000 tier 2, 1,000,000 the top.
    expect(
      computeCommission({ role: 'agent', directWager: 0n, subWager: 0n, monthVolume: USDT(10_000) - 1n }).tier,
    ).toBe(1);
    expect(
      computeCommission({ role: 'agent', directWager: 0n, subWager: 0n, monthVolume: USDT(1_000_000) }).rateBps,
    ).toBe(4_000);
  });

  it('settles each closed day once its grace has passed, within the lookback', () => {
    expect(settleableDays(new Date('2026-03-11T00:05:00Z')).at(-1)).toBe('2026-03-09');
    expect(settleableDays(new Date('2026-03-11T00:10:00Z')).at(-1)).toBe('2026-03-10');
    expect(settleableDays(new Date('2026-03-11T00:10:00Z'))).toHaveLength(7);
    expect(settleableDays(new Date('2026-03-11T00:10:00Z'))[0]).toBe('2026-03-04');
  });
});

describe.each(DB_KINDS)('the daily commission job (%s)', (kind) => {
  const t = useTestApp(kind);

  /**
   * A tree with every case: agent A (month volume past tier 2) with two invitees, one on A's own device; A's
   * sub-agent S with one invitee; player P with two invitees, one sharing P's payout account.
   */
  async function tree(day: string, earlierInMonth: string) {
    const a = await inviter(t, 'Agent Anh');
    await makeAgent(t, a.id);
    const a1 = await invitee(t, a.code);
    const a2 = await invitee(t, a.code);
    const a3 = await invitee(t, a.code, { did: a.did });
    const s = await invitee(t, a.code);
    await makeAgent(t, s.id);
    const sCode = (await call(t, s, '/pwa_invite_url')).data.link.code;
    const s1 = await invitee(t, sCode);
    const p = await inviter(t, 'Player Phuong');
    const p1 = await invitee(t, p.code);
    const p2 = await invitee(t, p.code);
    await payoutAccount(t, p.id, `9704${p.id}`);
    await payoutAccount(t, p2.id, `9704${p.id}`);

    await play(t, a1.id, day, 1_234_567_891n, 2_000_000_000n);
    await play(t, a2.id, day, 100_000_003n);
    await play(t, a2.id, earlierInMonth, USDT(8_700));
    await play(t, a3.id, day, USDT(500));
    await play(t, s1.id, day, USDT(2_000));
    await play(t, p1.id, day, 333_333_333n);
    await play(t, p2.id, day, USDT(1_000));
    return { a, s, p, a3, p2 };
  }

  it('pays the hand-computed commission to the minor unit, and nothing for self-referrals', async () => {
    const day = '2026-03-10';
    const { a, s, p, a3, p2 } = await tree(day, '2026-03-02');
    const before = { a: await usdt(t, a.id), s: await usdt(t, s.id), p: await usdt(t, p.id) };
    const ids = await settleIds(t.database.db);

    const result = await settleDay(t.database.db, ids, day, new Date('2026-03-11T00:30:00Z'));

    // A: month 1,234.567891 + 100.000003 + 8,700 = 10,034.567894 (tier 2, 25 %); a3 is on A's device.
    //    direct = floor(1,334,567,894 x 300 x 2,500 / 10^8) = floor(10,009,259.205) = 10,009,259
    //    override on S's team = floor(2,000,000,000 x 300 x 1,000 / 10^8) = 6,000,000
    expect(await commissionOf(t, a.id, day)).toMatchObject({
      role: 'agent',
      rate_bps: 2_500,
      direct: '10009259',
      override: '6000000',
      amount: '16009259',
    });
    // S: 2,000 USDT at tier 1 (20 %): floor(2,000,000,000 x 300 x 2,000 / 10^8) = 12,000,000
    expect(await commissionOf(t, s.id, day)).toMatchObject({ role: 'agent', rate_bps: 2_000, amount: '12000000' });
    // P, a player (10 %): floor(333,333,333 x 300 x 1,000 / 10^8) = floor(999,999.999) = 999,999; p2 shares P's
    // payout account and is left out.
    expect(await commissionOf(t, p.id, day)).toMatchObject({ role: 'player', rate_bps: 1_000, amount: '999999' });

    expect(result).toMatchObject({ settled: 3, paid: 16_009_259n + 12_000_000n + 999_999n, failed: [] });
    expect(await usdt(t, a.id)).toBe(before.a + 16_009_259n);
    expect(await usdt(t, s.id)).toBe(before.s + 12_000_000n);
    expect(await usdt(t, p.id)).toBe(before.p + 999_999n);
    expect((await commissionTransfers(t, day)).map((x) => x.key)).toEqual(
      [a.id, p.id, s.id].sort().map((id) => `fortune_invite_commission:${id}:${day}:0`),
    );

    const flags = await one<{ a3: string; p2: string }>(
      t.database.db,
      sql`select (select flag_reason from fortune_invitees where user_id = ${a3.id}) as a3,
                 (select flag_reason from fortune_invitees where user_id = ${p2.id}) as p2`,
    );
    expect(flags).toEqual({ a3: 'same_device', p2: 'same_payout_account' });
    expect(result.flagged).toBe(1);
    await expectLedgerOk(t);
  });

  it('run twice, and twice at once, pays once', async () => {
    const day = '2026-04-10';
    const { a, s, p } = await tree(day, '2026-04-02');
    const ids = await settleIds(t.database.db);
    const now = new Date('2026-04-11T00:30:00Z');

    const [first, second] = await Promise.all([
      runCommissionJob(t.database.db, ids, now),
      runCommissionJob(t.database.db, ids, now),
    ]);
    const third = await runCommissionJob(t.database.db, ids, now);
    const paid = (runs: typeof first) => runs.filter((d) => d.day === day).reduce((sum, d) => sum + d.paid, 0n);

    expect(paid(first) + paid(second)).toBe(16_009_259n + 12_000_000n + 999_999n);
    expect(paid(third)).toBe(0n);
    const transfers = await commissionTransfers(t, day);
    expect(transfers).toHaveLength(3);
    expect(transfers.reduce((sum, x) => sum + x.amount, 0n)).toBe(29_009_258n);
    for (const id of [a.id, s.id, p.id]) expect(await commissionOf(t, id, day)).toBeDefined();
    const settled = await one<{ total: string; inviters: number }>(
      t.database.db,
      sql`select total::text as total, inviters from fortune_invite_days where day = ${day}`,
    );
    expect(settled).toEqual({ total: '29009258', inviters: 3 });
    await expectLedgerOk(t);
  });

  it('after a crash half way, a rerun pays the rest once', async () => {
    const day = '2026-05-12';
    const { a, s, p } = await tree(day, '2026-05-03');
    const ids = await settleIds(t.database.db);
    const now = new Date('2026-05-13T01:00:00Z');
    const balances = async () => Promise.all([a.id, s.id, p.id].map((id) => usdt(t, id)));
    const start = await balances();

    // The process dies once the first inviter is paid.
    let settledBeforeCrash = 0;
    await expect(
      settleDay(t.database.db, ids, day, now, {
        after: async () => {
          settledBeforeCrash += 1;
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect(settledBeforeCrash).toBe(1);
    expect(await commissionTransfers(t, day)).toHaveLength(1);

    // Next run: one inviter's transaction fails half way through (after its payment, before commit).
    const failing = [a.id, s.id, p.id].sort((x, y) => x - y)[2] as number;
    const partial = await settleDay(t.database.db, ids, day, now, {
      inside: async (_tx, userId) => {
        if (userId === failing) throw new Error('lost connection');
      },
    });
    expect(partial.failed).toEqual([failing]);
    expect(partial.settled).toBe(1);
    expect(await commissionOf(t, failing, day)).toBeUndefined();
    expect(await one(t.database.db, sql`select 1 as x from fortune_invite_days where day = ${day}`)).toBeUndefined();

    const rest = await settleDay(t.database.db, ids, day, now);
    expect(rest.settled).toBe(1);
    expect(await settleDay(t.database.db, ids, day, now)).toMatchObject({ settled: 0, paid: 0n });

    const end = await balances();
    expect(end.map((b, i) => b - (start[i] as bigint))).toEqual([16_009_259n, 12_000_000n, 999_999n]);
    expect(await commissionTransfers(t, day)).toHaveLength(3);
    await expectLedgerOk(t);
  });

  it('earns from the day an agent is approved; before that, the player rate', async () => {
    const day = '2026-06-15';
    const a = await inviter(t);
    const a1 = await invitee(t, a.code);
    await play(t, a1.id, day, USDT(1_000));
    await play(t, a1.id, '2026-06-16', USDT(1_000));
    await makeAgent(t, a.id, new Date('2026-06-16T08:00:00Z'));
    const ids = await settleIds(t.database.db);
    await settleDay(t.database.db, ids, day, new Date('2026-06-17T00:30:00Z'));
    await settleDay(t.database.db, ids, '2026-06-16', new Date('2026-06-17T00:30:00Z'));
    // 1,000 x 3 % x 10 %, then x 20 %.
    expect(await commissionOf(t, a.id, day)).toMatchObject({ role: 'player', amount: '3000000' });
    expect(await commissionOf(t, a.id, '2026-06-16')).toMatchObject({ role: 'agent', amount: '6000000' });
    await expectLedgerOk(t);
  });
});
