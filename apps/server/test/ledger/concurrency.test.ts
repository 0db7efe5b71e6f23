import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, newKey } from '../wallet/support.ts';

// 250 calls from one player inside a minute: lift the per-user limit for this file only.
process.env.RATE_USER_PER_MINUTE = '100000';

describe.each(DB_KINDS)('ledger under concurrency on %s', (kind) => {
  const t = useTestApp(kind);

  it('200 concurrent debits from an account that can pay for 100 move exactly 100', async () => {
    const payer = 100003;
    const payee = 100002;
    // Exactly 100 KC, by an issuance transfer (KC has 2 decimals: 100 KC = 10000 minor units).
    await transfer(
      t.app.db,
      [{ debit: { system: 'issuance' }, credit: { userId: payer }, coin: 'KC', amount: 10_000n, kind: 'issuance' }],
      {
        reference: 'test',
      },
    );
    const payeeBefore = await balanceOf(t.app.db, { userId: payee }, 'KC');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call(
          t.app,
          'offchain_transfer',
          { to_user_id: payee, coin: 'KC', amount: '1' },
          { userId: payer, key: newKey() },
        ),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(100);
    expect(codes.filter((c) => c === 2001)).toHaveLength(100);
    expect(await balanceOf(t.app.db, { userId: payer }, 'KC')).toBe(0n);
    expect(await balanceOf(t.app.db, { userId: payee }, 'KC')).toBe(payeeBefore + 10_000n);
    expect((await checkLedger(t.app.db)).problems).toEqual([]);
  });

  it('the same idempotency key sent 50 times at once moves money once', async () => {
    const key = newKey();
    const before = await balanceOf(t.app.db, { userId: 100001 }, 'WH');
    const body = { to_user_id: 100002, coin: 'WH', amount: '7.5' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(t.app, 'offchain_transfer', body, { key })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(50).fill(0));
    expect(new Set(answers.map((a) => a.data.transfer_id)).size).toBe(1);
    expect(await balanceOf(t.app.db, { userId: 100001 }, 'WH')).toBe(before - 75_000n);
    expect((await checkLedger(t.app.db)).problems).toEqual([]);
  });

  it('a service credit with one idempotency key, retried 20 times at once, credits once', async () => {
    const before = await balanceOf(t.app.db, { userId: 100002 }, 'KTHER');
    const reward = () =>
      transfer(
        t.app.db,
        [
          {
            debit: { system: 'issuance' },
            credit: { userId: 100002 },
            coin: 'KTHER',
            amount: 1_500_000n,
            kind: 'reward',
          },
        ],
        { reference: 'task:42', idempotencyKey: 'task-reward:100002:42' },
      );
    const ids = await Promise.all(Array.from({ length: 20 }, reward));
    expect(new Set(ids.map((i) => i.join(','))).size).toBe(1);
    expect(await balanceOf(t.app.db, { userId: 100002 }, 'KTHER')).toBe(before + 1_500_000n);
  });

  it('50 concurrent executions of one swap quote under 50 keys execute it once', async () => {
    const body = { from_coin: 'HAPPY', to_coin: 'KTHER', amount: '10' };
    const quote = await call(t.app, 'offchain_swap', body);
    const before = await balanceOf(t.app.db, { userId: 100001 }, 'HAPPY');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, 'offchain_swap', { ...body, quote_id: quote.data.quote_id }, { key: newKey() }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4090)).toHaveLength(49);
    expect(await balanceOf(t.app.db, { userId: 100001 }, 'HAPPY')).toBe(before - 1000n);
  });
});
