import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { settle } from '../../src/services/wallet/offchain.ts';
import { walletDeps } from '../../src/services/wallet/routes.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { balanceOf, call, newKey } from './support.ts';

const TO = '0x3333333333333333333333333333333333333333';

describe.each(DB_KINDS)('withdrawals as two-phase holds on %s', (kind) => {
  const t = useTestApp(kind);

  async function withdraw(amount: string, key = newKey()) {
    const body = { coin: 'USDT', amount, chain: 'devnet-evm', to_address: TO };
    const quote = await call(t.app, 'transfer_from_offchain_to_onchain', body, { userId: 100003 });
    return call(
      t.app,
      'transfer_from_offchain_to_onchain',
      { ...body, quote_id: quote.data.quote_id },
      { userId: 100003, key },
    );
  }

  it('a replayed withdrawal answers the same and holds once', async () => {
    const before = await balanceOf(t.app, 100003, 'USDT');
    const key = newKey();
    const body = { coin: 'USDT', amount: '2', chain: 'devnet-evm', to_address: TO };
    const quote = await call(t.app, 'transfer_from_offchain_to_onchain', body, { userId: 100003 });
    const exec = { ...body, quote_id: quote.data.quote_id };
    const [a, b] = await Promise.all([
      call(t.app, 'transfer_from_offchain_to_onchain', exec, { userId: 100003, key }),
      call(t.app, 'transfer_from_offchain_to_onchain', exec, { userId: 100003, key }),
    ]);
    expect(a.data).toEqual(b.data);
    expect(Number(await balanceOf(t.app, 100003, 'USDT'))).toBeCloseTo(Number(before) - 2.01, 6);
    const asset = await call(t.app, 'user_asset', { coin: 'USDT' }, { userId: 100003 });
    expect(asset.data.asset.money_frozen).toBe('2.01');
  });

  it('an expired hold is voided: the player is refunded and the transfer fails', async () => {
    const deps = walletDeps(t.app);
    const before = await balanceOf(t.app, 100003, 'USDT');
    const w = await withdraw('3');
    expect(w.code).toBe(0);
    await t.app.db.execute(
      sql`update ledger_holds set expires_at = now() - interval '1 second' where status = 'pending'`,
    );
    const swept = await settle(deps);
    expect(swept.voided).toBeGreaterThanOrEqual(1);
    // Both pending holds (the one above and this one) went back.
    expect(Number(await balanceOf(t.app, 100003, 'USDT'))).toBeCloseTo(Number(before) + 2.01, 6);
    const hist = await call(t.app, 'transfer_history', {}, { userId: 100003 });
    expect(hist.data.items.map((i: { status: string }) => i.status)).toEqual(['voided', 'voided']);
    const off = await call(t.app, 'offchain_history', { coin: 'USDT', kind: 'refund' }, { userId: 100003 });
    expect(off.data.items).toHaveLength(2);
    // Confirmations after the void do not credit the address.
    for (let i = 0; i < 3; i++) await settle(deps);
    const onchain = await call(t.app, 'onchain_asset', { chain: 'devnet-evm', address: TO }, { userId: 100003 });
    expect(onchain.data.balances.find((b: { coin_name: string }) => b.coin_name === 'USDT').amount).toBe('0');
    expect((await checkLedger(t.app.db)).problems).toEqual([]);
  });

  it('a confirmed withdrawal posts to bridge and fees, and history pages with cursors', async () => {
    const deps = walletDeps(t.app);
    for (const amount of ['1', '1.5', '2.25']) expect((await withdraw(amount)).code).toBe(0);
    for (let i = 0; i < 3; i++) await settle(deps);
    const first = await call(t.app, 'transfer_history', { limit: 2 }, { userId: 100003 });
    expect(first.data.items.map((i: { amount: string }) => i.amount)).toEqual(['2.25', '1.5']);
    expect(first.data.items.every((i: { status: string }) => i.status === 'posted')).toBe(true);
    const second = await call(
      t.app,
      'transfer_history',
      { limit: 2, cursor: first.data.next_cursor },
      { userId: 100003 },
    );
    expect(second.data.items.map((i: { amount: string }) => i.amount)).toEqual(['1', '3']);
    const onchain = await call(t.app, 'onchain_asset', { chain: 'devnet-evm', address: TO }, { userId: 100003 });
    expect(onchain.data.balances.find((b: { coin_name: string }) => b.coin_name === 'USDT').amount).toBe('4.75');
    expect((await checkLedger(t.app.db)).problems).toEqual([]);
  });
});
