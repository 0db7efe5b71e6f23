import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { devSigner } from '../../src/chain/signatures.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { bindMessage } from '../../src/services/wallet/keys.ts';
import { settle } from '../../src/services/wallet/offchain.ts';
import { walletDeps } from '../../src/services/wallet/routes.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { balanceOf, call, newKey } from './support.ts';

describe.each(DB_KINDS)('wallet service on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers balances with str_amount, logos, USDT values and the default coin', async () => {
    const res = await call(t.app, 'get_wallet_info', { str_amount: true });
    expect(res.code).toBe(0);
    expect(res.data.default_coin).toBe('WH');
    const wh = res.data.balances.find((b: { coin_name: string }) => b.coin_name === 'WH');
    expect(wh).toMatchObject({ money_all: '12500', decimals: 4, coin_logo: '/coins/wh.svg', money_frozen: '0' });
    expect(Number(res.data.total_usdt)).toBeGreaterThan(0);
    expect(res.data.balances).toHaveLength(9);
  });

  it('gives token info with a 24 h change from the price history', async () => {
    const res = await call(t.app, 'get_token_info', { coin: 'XGT' });
    expect(res.code).toBe(0);
    expect(res.data.history.length).toBeGreaterThan(10);
    expect(res.data.change_24h_pct).toMatch(/^-?\d+\.\d\d$/);
    const usdt = await call(t.app, 'get_token_info', { coin: 'USDT' });
    expect(usdt.data).toMatchObject({ usdt_price: '1', change_24h_pct: '0.00' });
  });

  it('moves in-app coins between players once per idempotency key', async () => {
    const key = newKey();
    const body = { to_user_id: 100002, coin: 'KC', amount: '10.25' };
    const first = await call(t.app, 'offchain_transfer', body, { key });
    expect(first.code).toBe(0);
    expect(first.data.balance_after).toBe('1189.75');
    const again = await call(t.app, 'offchain_transfer', body, { key });
    expect(again.data).toEqual(first.data);
    const other = await call(t.app, 'offchain_transfer', { ...body, amount: '1' }, { key });
    expect(other.code).toBe(4091);
    expect(await balanceOf(t.app, 100002, 'KC')).toBe('55.25');
    const noKey = await call(t.app, 'offchain_transfer', body);
    expect(noKey.code).toBe(4000);
    expect(noKey.data).toHaveProperty('Idempotency-Key');
  });

  it('refuses an overdraft with INSUFFICIENT_BALANCE and moves nothing', async () => {
    const before = await balanceOf(t.app, 100003, 'USDT');
    const res = await call(
      t.app,
      'offchain_transfer',
      { to_user_id: 100001, coin: 'USDT', amount: '100.000001' },
      {
        userId: 100003,
        key: newKey(),
      },
    );
    expect(res.code).toBe(2001);
    expect(await balanceOf(t.app, 100003, 'USDT')).toBe(before);
  });

  it('quotes a swap, honours the quote, and refuses an expired one', async () => {
    const body = { from_coin: 'WH', to_coin: 'USDT', amount: '100' };
    const quote = await call(t.app, 'offchain_swap', body);
    expect(quote.code).toBe(0);
    expect(quote.data.executed).toBe(false);
    expect(quote.data.fee).toBe('0.3');
    const wh = await balanceOf(t.app, 100001, 'WH');
    const usdt = await balanceOf(t.app, 100001, 'USDT');
    const done = await call(t.app, 'offchain_swap', { ...body, quote_id: quote.data.quote_id }, { key: newKey() });
    expect(done.code).toBe(0);
    expect(done.data.executed).toBe(true);
    expect(done.data.amount_out).toBe(quote.data.amount_out);
    expect(Number(await balanceOf(t.app, 100001, 'WH'))).toBe(Number(wh) - 100);
    expect(Number(await balanceOf(t.app, 100001, 'USDT'))).toBeCloseTo(Number(usdt) + Number(quote.data.amount_out), 6);
    const reuse = await call(t.app, 'offchain_swap', { ...body, quote_id: quote.data.quote_id }, { key: newKey() });
    expect(reuse.code).toBe(4090);
    const other = await call(
      t.app,
      'offchain_swap',
      { ...body, amount: '5', quote_id: quote.data.quote_id },
      { key: newKey() },
    );
    expect(other.code).toBe(4000);
    expect(other.data).toHaveProperty('quote_id');

    const late = await call(t.app, 'offchain_swap', body);
    await t.database.db.execute(
      `update wallet_quotes set expires_at = now() - interval '1 second' where id = '${late.data.quote_id}'` as never,
    );
    const expired = await call(t.app, 'offchain_swap', { ...body, quote_id: late.data.quote_id }, { key: newKey() });
    expect(expired.code).toBe(2002);
  });

  it('binds addresses with signatures, stores shares encrypted, and runs the devnet end to end', async () => {
    const userId = 100001;
    const evmKey = secp256k1.utils.randomSecretKey();
    const evm = devSigner.evmAddress(evmKey);
    const badSig = await call(t.app, 'put_frag', {
      frag: 'share-one-of-three-0123456789',
      wallet_addr: evm,
      signature: devSigner.signEvm(evmKey, 'something else'),
    });
    expect(badSig.code).toBe(4000);
    const put = await call(t.app, 'put_frag', {
      frag: 'share-one-of-three-0123456789',
      wallet_addr: evm,
      signature: devSigner.signEvm(evmKey, bindMessage('devnet-evm', evm, userId)),
    });
    expect(put.code).toBe(0);
    const stored = (await t.database.db.execute(
      'select frag_cipher from wallet_keys where user_id = 100001' as never,
    )) as unknown;
    expect(JSON.stringify(stored)).not.toContain('share-one-of-three');
    expect((await call(t.app, 'get_frag', {})).data.frag).toBe('share-one-of-three-0123456789');

    const solKey = new Uint8Array(32).fill(9);
    const sol = devSigner.solAddress(solKey);
    const solBind = await call(t.app, 'update_wallet_addr_sol', {
      wallet_addr_sol: sol,
      signature: devSigner.signSol(solKey, bindMessage('devnet-sol', sol, userId)),
    });
    expect(solBind.code).toBe(0);
    const addrs = await call(t.app, 'get_all_wallet_addr', {});
    expect(addrs.data).toMatchObject({ wallet_addr: evm, wallet_addr_sol: sol, has_frag: true, invalid: false });
    const seenByOther = await call(t.app, 'get_all_wallet_addr', { user_id: userId }, { userId: 100002 });
    expect(seenByOther.data).toMatchObject({ wallet_addr: evm, has_frag: false, has_shard: false });

    // In-app USDT to the EVM address: a hold, posted when the devnet confirms.
    const wq = await call(t.app, 'transfer_from_offchain_to_onchain', {
      coin: 'USDT',
      amount: '5',
      chain: 'devnet-evm',
      to_address: evm,
    });
    expect(wq.data).toMatchObject({ executed: false, fee: '0.01', total_debit: '5.01' });
    const w = await call(
      t.app,
      'transfer_from_offchain_to_onchain',
      { coin: 'USDT', amount: '5', chain: 'devnet-evm', to_address: evm, quote_id: wq.data.quote_id },
      { key: newKey() },
    );
    expect(w.code).toBe(0);
    expect(w.data.withdrawal.status).toBe('pending');
    const frozen = (await call(t.app, 'user_asset', { coin: 'USDT' })).data.asset.money_frozen;
    expect(frozen).toBe('5.01');
    const deps = walletDeps(t.app);
    for (let i = 0; i < 3; i++) await settle(deps);
    const hist = await call(t.app, 'transfer_history', {});
    expect(hist.data.items[0]).toMatchObject({ status: 'posted', confirmations: 3 });
    const asset = await call(t.app, 'onchain_asset', { chain: 'devnet-evm', address: evm });
    expect(asset.data.balances.find((b: { coin_name: string }) => b.coin_name === 'USDT').amount).toBe('5');
    expect(asset.data.nfts).toHaveLength(1);

    // On-chain send, signed in "the browser".
    const to = devSigner.evmAddress(secp256k1.utils.randomSecretKey());
    const q = await call(t.app, 'onchain_transfer', {
      chain: 'devnet-evm',
      from_address: evm,
      to_address: to,
      coin: 'USDT',
      amount: '1.5',
    });
    expect(q.data.sign_message).toBe(
      `{"amount":"1.5","chain":"devnet-evm","coin":"USDT","from":"${evm}","kind":"transfer","nonce":0,"to":"${to}"}`,
    );
    const unsigned = await call(
      t.app,
      'onchain_transfer',
      {
        chain: 'devnet-evm',
        from_address: evm,
        to_address: to,
        coin: 'USDT',
        amount: '1.5',
        quote_id: q.data.quote_id,
      },
      { key: newKey() },
    );
    expect(unsigned.data).toHaveProperty('signature');
    const sent = await call(
      t.app,
      'onchain_transfer',
      {
        chain: 'devnet-evm',
        from_address: evm,
        to_address: to,
        coin: 'USDT',
        amount: '1.5',
        quote_id: q.data.quote_id,
        signature: devSigner.signEvm(evmKey, q.data.sign_message),
      },
      { key: newKey() },
    );
    expect(sent.msg).toBe('ok');
    expect(sent.code).toBe(0);
    expect(sent.data.tx).toMatchObject({ status: 'pending', direction: 'out', amount: '1.5' });
    await settle(deps);
    await settle(deps);
    await settle(deps);
    const oh = await call(t.app, 'onchain_history', { chain: 'devnet-evm' });
    const tx = oh.data.items.find((i: { tx_hash: string }) => i.tx_hash === sent.data.tx.tx_hash);
    expect(tx).toMatchObject({ status: 'confirmed', confirmations: 3 });

    // NFT transfer and approval (fees in USDT on chain).
    const nftId = asset.data.nfts[0].nft_id;
    const nq = await call(t.app, 'xbnft_transfer', {
      chain: 'devnet-evm',
      from_address: evm,
      to_address: to,
      nft_id: nftId,
    });
    const nft = await call(
      t.app,
      'xbnft_transfer',
      {
        chain: 'devnet-evm',
        from_address: evm,
        to_address: to,
        nft_id: nftId,
        quote_id: nq.data.quote_id,
        signature: devSigner.signEvm(evmKey, nq.data.sign_message),
      },
      { key: newKey() },
    );
    expect(nft.code).toBe(0);
    const aq = await call(t.app, 'xbvote_approve', { chain: 'devnet-evm', address: evm, coin: 'USDT', amount: '2' });
    const ap = await call(
      t.app,
      'xbvote_approve',
      {
        chain: 'devnet-evm',
        address: evm,
        coin: 'USDT',
        amount: '2',
        quote_id: aq.data.quote_id,
        signature: devSigner.signEvm(evmKey, aq.data.sign_message),
      },
      { key: newKey() },
    );
    expect(ap.code).toBe(0);
    const vq = await call(t.app, 'xbvote_query', { chain: 'devnet-evm', address: evm, coin: 'USDT' });
    expect(vq.data.allowances[0]).toMatchObject({ coin_name: 'USDT', allowance: '2' });

    // On-chain swap USDT -> XGT.
    const sq = await call(t.app, 'onchain_swap', {
      chain: 'devnet-evm',
      address: evm,
      from_coin: 'USDT',
      to_coin: 'XGT',
      amount: '1',
    });
    const sw = await call(
      t.app,
      'onchain_swap',
      {
        chain: 'devnet-evm',
        address: evm,
        from_coin: 'USDT',
        to_coin: 'XGT',
        amount: '1',
        quote_id: sq.data.quote_id,
        signature: devSigner.signEvm(evmKey, sq.data.sign_message),
      },
      { key: newKey() },
    );
    expect(sw.code).toBe(0);
    const sh = await call(t.app, 'onchain_swap_history', {});
    expect(sh.data.items).toHaveLength(1);
    expect(sh.data.items[0].amount_out).toBe(sq.data.amount_out);

    const check = await checkLedger(t.database.db);
    expect(check.problems).toEqual([]);
  });
});
