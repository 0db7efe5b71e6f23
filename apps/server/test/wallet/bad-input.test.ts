import type { CallDef } from '@arcadia/contract';
import { wallet } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, newKey } from './support.ts';

const EVM = '0x1111111111111111111111111111111111111111';
const EVM2 = '0x2222222222222222222222222222222222222222';
const SIG = `0x${'ab'.repeat(65)}`;

/** A valid body for every wallet call; each test below breaks one field of it. */
const VALID: Record<string, Record<string, unknown>> = {
  get_wallet_info: { str_amount: true },
  user_asset: { coin: 'WH' },
  total_asset_in_usdt: {},
  transfer_history: { coin: 'USDT', cursor: '5', limit: 10 },
  offchain_history: { coin: 'WH', kind: 'swap', direction: 'in', cursor: '9', limit: 10 },
  onchain_history: { chain: 'devnet-evm', address: EVM, limit: 5 },
  onchain_swap_history: { chain: 'devnet-evm', address: EVM, limit: 5 },
  offchain_swap: { from_coin: 'WH', to_coin: 'USDT', amount: '10', quote_id: 'q_0000000000000000' },
  offchain_transfer: { to_user_id: 100002, coin: 'WH', amount: '1', memo: 'hi' },
  transfer_from_offchain_to_onchain: { coin: 'USDT', amount: '1', chain: 'devnet-evm', to_address: EVM },
  onchain_transfer: {
    chain: 'devnet-evm',
    from_address: EVM,
    to_address: EVM2,
    coin: 'USDT',
    amount: '1',
    signature: SIG,
  },
  onchain_swap: { chain: 'devnet-evm', address: EVM, from_coin: 'USDT', to_coin: 'XGT', amount: '1', slippage_bps: 50 },
  onchain_asset: { chain: 'devnet-evm', address: EVM },
  get_chain_list: {},
  get_token_info: { coin: 'TON' },
  get_all_wallet_addr: { user_id: 100001 },
  update_wallet_addr_sol: { wallet_addr_sol: 'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB', signature: SIG },
  update_wallet_addr_ton: { wallet_addr_ton: 'UQAXQH-lFETZ9KncaE4qs0XVTAYMMC2AGSKPNKhvt_Do45ym', signature: SIG },
  put_frag: { frag: 'x'.repeat(20), wallet_addr: EVM, signature: SIG },
  get_frag: {},
  put_shard: { shard: 'y'.repeat(20) },
  get_shard: {},
  put_goole_drive_info: { file_id: 'abc', file_name: 'backup.json', account_email: 'a@b.c' },
  get_goole_drive_info: {},
  xbvote_approve: { chain: 'devnet-evm', address: EVM, coin: 'USDT', amount: '1' },
  xbvote_query: { chain: 'devnet-evm', address: EVM, coin: 'USDT' },
  xbnft_transfer: { chain: 'devnet-evm', from_address: EVM, to_address: EVM2, nft_id: 'pass-1' },
};

/** Wrong values a field might get: wrong type for all, and a wrong value of the right type for most. */
const WRONG: Record<string, unknown[]> = {
  amount: ['-1', '1e5', '1.2.3', '0', 12, ''],
  coin: ['DOGE', 3],
  from_coin: ['DOGE'],
  to_coin: ['DOGE'],
  chain: ['mainnet'],
  address: ['0x12', 'not an address'],
  from_address: ['0x12'],
  to_address: ['0x12'],
  wallet_addr: ['0xZZ11111111111111111111111111111111111111'],
  wallet_addr_sol: ['0OIl'],
  wallet_addr_ton: ['UQAXQH-lFETZ9KncaE4qs0XVTAYMMC2AGSKPNKhvt_Do45yA', 'EQ!'],
  signature: ['0x1234'],
  limit: [0, 101, 2.5],
  to_user_id: [-3, 1.5],
  kind: ['stolen'],
  direction: ['up'],
  slippage_bps: [-1, 9000],
  frag: ['short'],
  shard: ['short'],
  file_id: [''],
  quote_id: ['q'],
  nft_id: [''],
  cursor: ['x'.repeat(201)],
};

const calls = Object.values(wallet) as CallDef[];
const nameOf = (c: CallDef) => c.path.replace('/wallet/', '');

describe.each(DB_KINDS)('wallet calls refuse bad input on %s', (kind) => {
  const t = useTestApp(kind);

  it('has a valid sample for every wallet call, and the samples pass validation', async () => {
    expect(Object.keys(VALID).sort()).toEqual(calls.map(nameOf).sort());
    for (const c of calls) {
      const res = await call(t.app, nameOf(c), VALID[nameOf(c)], { key: newKey() });
      expect(res.status, `${nameOf(c)}: ${JSON.stringify(res.data)}`).not.toBe(500);
      if (res.code === 4000) {
        // Business checks may still refuse a sample (fake signature, unknown quote), but never on its shape.
        expect(Object.keys(res.data ?? {}), nameOf(c)).not.toContain('_');
      }
    }
  });

  it.each(calls.map((c) => [nameOf(c), c] as const))(
    '%s: each field wrong gives a field error, never a 500',
    async (name) => {
      const valid = VALID[name] ?? {};
      for (const field of Object.keys(valid)) {
        for (const bad of [{ nested: true }, ...(WRONG[field] ?? [])]) {
          const res = await call(t.app, name, { ...valid, [field]: bad }, { key: newKey() });
          expect(res.code, `${name}.${field}=${JSON.stringify(bad)}`).toBe(4000);
          expect(Object.keys(res.data ?? {}), `${name}.${field}=${JSON.stringify(bad)}`).toContain(field);
          expect(res.msg.length).toBeGreaterThan(0);
        }
      }
    },
  );

  it('a body that is not JSON, and a missing session, get envelope errors too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc/wallet/wallet/get_wallet_info',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.json().code).toBeGreaterThan(0);
    const anon = await call(t.app, 'get_wallet_info', {}, { secretKey: 'wrong-key' });
    expect(anon.code).toBe(1004);
  });

  it('semantic checks answer field errors: decimals per coin, address per chain, swap to itself', async () => {
    const tooFine = await call(
      t.app,
      'offchain_transfer',
      { to_user_id: 100002, coin: 'KC', amount: '1.001' },
      { key: newKey() },
    );
    expect(tooFine.data).toEqual({ amount: ['At most 2 decimals for KC'] });
    const sol = await call(t.app, 'transfer_from_offchain_to_onchain', {
      coin: 'USDT',
      amount: '1',
      chain: 'devnet-sol',
      to_address: EVM,
    });
    expect(Object.keys(sol.data)).toEqual(['to_address']);
    const notOnChain = await call(t.app, 'transfer_from_offchain_to_onchain', {
      coin: 'KC',
      amount: '1',
      chain: 'devnet-evm',
      to_address: EVM,
    });
    expect(Object.keys(notOnChain.data)).toEqual(['coin']);
    const self = await call(t.app, 'offchain_swap', { from_coin: 'WH', to_coin: 'WH', amount: '1' });
    expect(Object.keys(self.data)).toEqual(['to_coin']);
    const nobody = await call(
      t.app,
      'offchain_transfer',
      { to_user_id: 999999, coin: 'WH', amount: '1' },
      { key: newKey() },
    );
    expect(Object.keys(nobody.data)).toEqual(['to_user_id']);
  });
});
