import { ErrorCode } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { checkin, checkinRewardsFrom, checkinStatus } from '../../src/services/task/checkin-service.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

const call = async (t: TestApp, path: string, user?: number) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `/svc/task${path}`,
    headers: signedHeaders(user ? { userId: user } : {}),
    payload: {},
  });
  return { status: r.statusCode, body: r.json() };
};
const kc = (t: TestApp, user: number) => balanceOf(t.database.db, { userId: user }, 'KC');
const DAY = 86_400_000;

describe.each(DB_KINDS)('daily check-in (%s)', (kind) => {
  const t = useTestApp(kind);

  it('checks in once a day and pays the day through the ledger, also when 50 race', async () => {
    const before = await call(t, '/task/checkin_status', 100001);
    expect(before.body.data).toMatchObject({ today: false, day: 1 });
    expect(before.body.data.days.map((d: { kc: string }) => d.kc)).toEqual(['10', '10', '20', '20', '30', '30', '70']);
    const start = await kc(t, 100002);
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(t, '/task/checkin', 100002)));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(answers.filter((a) => a.body.data.already === false)).toHaveLength(1);
    expect((await kc(t, 100002)) - start).toBe(1000n);
    const after = await call(t, '/task/checkin_status', 100002);
    expect(after.body.data).toMatchObject({ today: true, streak: 1, day: 1 });
    expect(after.body.data.days[0].claimed).toBe(true);
    expect((await call(t, '/task/checkin')).body.code).toBe(ErrorCode.SESSION_INVALID);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('consecutive days raise the streak through the 7-day cycle; a missed day starts again', async () => {
    const user = 100003;
    const base = Date.UTC(2030, 0, 1, 12);
    const deps = (day: number) => ({
      db: t.database.db,
      rewards: checkinRewardsFrom(parseSettings({}).settings),
      now: () => base + day * DAY,
    });
    const paid: string[] = [];
    for (let day = 0; day < 8; day++) paid.push((await checkin(deps(day), user)).paid);
    expect(paid).toEqual(['10', '10', '20', '20', '30', '30', '70', '10']);
    const state = await checkinStatus(deps(7), user);
    expect(state).toMatchObject({ today: true, streak: 8, day: 1 });
    // Day 9 skipped: day 10 starts the cycle again.
    const again = await checkin(deps(9), user);
    expect(again).toMatchObject({ streak: 1, day: 1, paid: '10', already: false });
    expect((await checkinStatus(deps(11), user)).streak).toBe(0);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('reward schedule from configuration; a malformed one stops the start', () => {
    expect(checkinRewardsFrom(parseSettings({ CHECKIN_REWARDS_KC: '1,2,3,4,5,6,7' }).settings)[6]).toBe(700n);
    expect(checkinRewardsFrom(parseSettings({}).settings)[6]).toBe(7000n);
    expect(parseSettings({ CHECKIN_REWARDS_KC: '1,2' }).errors).toEqual([
      'CHECKIN_REWARDS_KC: must be seven whole amounts (got "1,2")',
    ]);
  });
});
