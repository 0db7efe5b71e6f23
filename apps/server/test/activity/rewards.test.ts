import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transfer } from '../../src/ledger/ledger.ts';
import { REWARD_KINDS } from '../../src/services/activity/reward-kinds.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { activity, expectLedgerOk, newPlayer, type Player } from './support.ts';

const checkin = (t: TestApp, p: Player) =>
  t.app.inject({
    method: 'POST',
    url: '/svc/task/task/checkin',
    headers: signedHeaders({ userId: p.userId, secretKey: p.secretKey }),
    payload: {},
  });

const SERVICES = join(import.meta.dirname, '..', '..', 'src', 'services');

describe.each(DB_KINDS)('reward pages (%s)', (kind) => {
  const t = useTestApp(kind);

  it('lists received rewards from the ledger, newest first, paged, with totals per coin; other credits are not rewards', async () => {
    const p = await newPlayer(t);
    expect((await checkin(t, p)).json().code).toBe(0);
    expect((await activity(t, '/activity/newbie/claim', p, { step: 'bind_phone' })).body.code).toBe(0);
    // A plain transfer is money, not a reward.
    await transfer(
      t.database.db,
      [{ debit: { system: 'issuance' }, credit: { userId: p.userId }, coin: 'KC', amount: 1n, kind: 'transfer' }],
      { reference: 'rewards-test', idempotencyKey: `rewards-test:${p.userId}` },
    );
    const first = await activity(t, '/activity/rewards/received', p, { page: 1, page_size: 1 });
    expect(first.body.code).toBe(0);
    expect(first.body.data.list).toEqual([expect.objectContaining({ source: 'newbie', coin: 'KC', amount: '10' })]);
    expect(first.body.data.has_more).toBe(true);
    const second = await activity(t, '/activity/rewards/received', p, { page: 2, page_size: 1 });
    expect(second.body.data.list).toEqual([expect.objectContaining({ source: 'checkin', amount: '10' })]);
    expect(second.body.data.has_more).toBe(false);
    expect(first.body.data.totals).toEqual([{ coin: 'KC', amount: '20' }]);
    await expectLedgerOk(t);
  });

  it('shows the rewards as rewards in the wallet history too, and its reward filter finds them', async () => {
    const p = await newPlayer(t);
    expect((await checkin(t, p)).json().code).toBe(0);
    expect((await activity(t, '/activity/newbie/claim', p, { step: 'bind_phone' })).body.code).toBe(0);
    const history = async (body: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/svc/wallet/wallet/offchain_history',
          headers: signedHeaders({ userId: p.userId, secretKey: p.secretKey }),
          payload: body,
        })
      ).json().data.items as { kind: string; amount: string }[];
    expect((await history({ coin: 'KC' })).map((i) => i.kind)).toEqual(['reward', 'reward']);
    expect((await history({ coin: 'KC', kind: 'reward' })).map((i) => i.amount)).toEqual(['10', '10']);
    expect(await history({ coin: 'KC', kind: 'swap' })).toEqual([]);
  });

  it('lists pending rewards: journey steps to claim and task steps under review', async () => {
    const p = await newPlayer(t);
    await t.database.db.execute(sql`
      insert into task_audits (click_id, user_id, offer_id, step_id, content)
      select 'rewards-test-click', ${p.userId}, s.offer_id, s.id, 'screenshot sent'
      from task_offer_steps s where s.reward_kc > 0 order by s.id limit 1`);
    const pending = await activity(t, '/activity/rewards/pending', p);
    expect(pending.body.code).toBe(0);
    expect(pending.body.data.list.map((r: { source: string; action: string }) => `${r.source}:${r.action}`)).toEqual([
      'newbie:claim',
      'task:wait',
    ]);
    await activity(t, '/activity/newbie/claim', p, { step: 'bind_phone' });
    const after = await activity(t, '/activity/rewards/pending', p);
    expect(after.body.data.list.map((r: { source: string }) => r.source)).toEqual(['task']);
  });

  it('shows the catalogue to visitors with amounts from the configuration and the live task catalogue', async () => {
    const res = await activity(t, '/activity/rewards/catalogue', undefined);
    expect(res.body.code).toBe(0);
    const bySource = Object.fromEntries(
      res.body.data.list.map((e: { source: string; min: string; max: string; cadence: string }) => [
        e.source,
        `${e.min}-${e.max} ${e.cadence}`,
      ]),
    );
    expect(bySource.checkin).toBe('10-70 daily');
    expect(bySource.newbie).toBe('10-50 once');
    expect(bySource.invite).toBe('10.00-10.00 per_invite');
    expect(bySource.giftcode).toBe('0-0 per_claim');
    expect(bySource.pool).toBe('0-0 per_period');
    // The lucky-code prize of a draw that just reaches its minimum, and of a sold-out draw.
    const [low, high] = (bySource.luckycode as string).split(' ')[0]?.split('-').map(Number) ?? [];
    expect(high).toBeCloseTo(((low as number) * 2000) / 20, 1);
    expect(bySource.luckycode).toMatch(/ per_draw$/);
    expect(bySource.task).toMatch(/^\d+(\.\d+)?-\d+(\.\d+)? per_task$/);
    const [min, max] = (bySource.task as string).split(' ')[0]?.split('-').map(Number) ?? [];
    expect(min).toBeGreaterThan(0);
    expect(max).toBeGreaterThanOrEqual(min as number);
  });

  it('refuses bad paging with field errors and visitors on the player calls', async () => {
    const p = await newPlayer(t);
    const bad = await activity(t, '/activity/rewards/received', p, { page: 0, page_size: 500 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['page', 'page_size']);
    expect((await activity(t, '/activity/rewards/pending', undefined)).body.code).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('reward kinds', () => {
  it('names only kinds that some area really writes to the ledger', () => {
    const sources = readdirSync(SERVICES, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('reward-kinds.ts'))
      .map((f) => readFileSync(join(SERVICES, f), 'utf8'))
      .join('\n');
    const unused = Object.keys(REWARD_KINDS).filter((kind) => !sources.includes(`'${kind}'`));
    expect(unused).toEqual([]);
  });
});
