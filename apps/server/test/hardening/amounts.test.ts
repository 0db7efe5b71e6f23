import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, newKey } from '../wallet/support.ts';

const EVM = '0x1111111111111111111111111111111111111111';
/** 24 digits, and 2^63 minor units of a 2-decimal coin: both beyond what a Postgres bigint holds once scaled. */
const HUGE = ['999999999999999999999999', '92233720368547758.08', '1000000000001'];

/** Money calls with an amount, each with a body valid but for the amount. */
const MONEY_CALLS: [string, (amount: string) => Record<string, unknown>][] = [
  ['offchain_transfer', (amount) => ({ to_user_id: 100002, coin: 'WH', amount })],
  ['offchain_swap', (amount) => ({ from_coin: 'WH', to_coin: 'USDT', amount })],
  ['transfer_from_offchain_to_onchain', (amount) => ({ coin: 'USDT', amount, chain: 'devnet-evm', to_address: EVM })],
  [
    'onchain_swap',
    (amount) => ({ chain: 'devnet-evm', address: EVM, from_coin: 'USDT', to_coin: 'XGT', amount, slippage_bps: 50 }),
  ],
];

describe.each(DB_KINDS)("amounts past every coin's business maximum (%s)", (kind) => {
  const t = useTestApp(kind);
  const transfers = async () =>
    (await rows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ledger_transfers`))[0]?.n;

  it('gives every coin a maximum that fits a bigint in minor units', async () => {
    const { ALL_COINS, maxMinorOf } = await import('../../src/ledger/coins.ts');
    for (const coin of ALL_COINS) expect(maxMinorOf(coin) < 2n ** 62n, coin).toBe(true);
    const ton = await call(t.app, 'transfer_from_offchain_to_onchain', {
      coin: 'TON',
      amount: '2000000000',
      chain: 'devnet-ton',
      to_address: 'UQAXQH-lFETZ9KncaE4qs0XVTAYMMC2AGSKPNKhvt_Do45ym',
    });
    expect(ton.status).toBe(400);
    expect(ton.data.amount).toBeDefined();
  });

  it.each(MONEY_CALLS)('%s refuses them with a field error, no quote and no money moved', async (name, body) => {
    const before = await transfers();
    for (const amount of HUGE) {
      const answer = await call(t.app, name, body(amount), { key: newKey() });
      expect(answer.status, `${name} ${amount}`).toBe(400);
      expect(answer.data.amount, `${name} ${amount}`).toBeDefined();
    }
    expect(await transfers()).toBe(before);
  });
});
