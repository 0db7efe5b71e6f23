import { parseTonAddress } from '@arcadia/contract/ton-address';
import { bytesToBase64 } from '@arcadia/contract/ton-boc';
import { tonQuoteMessage, v4TransferBoc } from '@arcadia/contract/ton-wallet-v4';
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it, vi } from 'vitest';
import { devSigner } from '../../src/chain/signatures.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { settle } from '../../src/services/wallet/offchain.ts';
import { walletDeps } from '../../src/services/wallet/routes.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, newKey } from './support.ts';

/** TON moves as real wallet v4r2 external messages (chain/ton-transfer.ts, contract ton-wallet-v4.ts). */
const key = new Uint8Array(32).fill(21);
const otherKey = new Uint8Array(32).fill(22);
const ton = devSigner.tonAddress(key);
const other = devSigner.tonAddress(otherKey);

describe.each(DB_KINDS)('TON moves in the wallet v4r2 format, on %s', (kind) => {
  const t = useTestApp(kind);
  let pool = '';

  const balance = async (address: string, coin: string) => {
    const asset = await call(t.app, 'onchain_asset', { chain: 'devnet-ton', address });
    return asset.data.balances.find((b: { coin_name: string }) => b.coin_name === coin).amount as string;
  };
  const fund = async (coin: string, amount: string) => {
    const body = { coin, amount, chain: 'devnet-ton', to_address: ton };
    const q = await call(t.app, 'transfer_from_offchain_to_onchain', body);
    const w = await call(
      t.app,
      'transfer_from_offchain_to_onchain',
      { ...body, quote_id: q.data.quote_id },
      { key: newKey() },
    );
    expect(w.code).toBe(0);
    const deps = walletDeps(t.app);
    for (let i = 0; i < 2; i++) await settle(deps);
  };
  const send = (body: object, quoteId: string, signature: string) =>
    call(t.app, 'onchain_transfer', { ...body, quote_id: quoteId, signature }, { key: newKey() });

  it('lands a TON transfer signed the v4 way, once: a replay, a tampered or expired message do not', async () => {
    const chains = await call(t.app, 'get_chain_list', {});
    pool = chains.data.chains.find((c: { chain_id: string }) => c.chain_id === 'devnet-ton').pool;
    expect(pool).toMatch(/^UQ/);
    await fund('TON', '2');
    const body = { chain: 'devnet-ton', from_address: ton, to_address: other, coin: 'TON', amount: '0.5' };
    const quote = await call(t.app, 'onchain_transfer', body);
    expect(quote.data.nonce).toBe(0);

    // Refused, nothing moves: the old text signature, another quote's id, a tampered amount, an expired
    // valid_until, a message by another key, the StateInit left out of the first message.
    const refused = async (signature: string, pattern: RegExp) => {
      const answer = await send(body, quote.data.quote_id, signature);
      expect(answer.status, String(pattern)).toBe(400);
      expect(answer.data.signature?.[0], String(pattern)).toMatch(pattern);
    };
    await refused(devSigner.signTon(key, quote.data.sign_message), /Not a wallet v4r2 external message/);
    await refused(devSigner.tonMove(key, { ...quote.data, quote_id: 'q_000000000000000000000000' }, pool), /body/);
    const more = { ...quote.data, sign_message: quote.data.sign_message.replace('"amount":"0.5"', '"amount":"1.5"') };
    await refused(devSigner.tonMove(key, more, pool), /amount/);
    await refused(
      devSigner.tonMove(key, quote.data, pool, { validUntil: Math.floor(Date.now() / 1000) - 1 }),
      /expired/,
    );
    await refused(devSigner.tonMove(otherKey, quote.data, pool), /StateInit|addressed/);
    await refused(devSigner.tonMove(key, quote.data, pool, { withInit: false }), /not deployed/);
    // A signature moved onto a message for more: the signature no longer matches.
    const honest = devSigner.tonMove(key, quote.data, pool);
    const sig = Buffer.from(honest, 'base64');
    const forgedBoc = v4TransferBoc({
      publicKey: ed25519.getPublicKey(key),
      sign: () => new Uint8Array(64),
      seqno: 0,
      validUntil: Math.floor(Date.now() / 1000) + 300,
      message: tonQuoteMessage(JSON.parse(more.sign_message), quote.data.quote_id, pool, parseTonAddress),
    });
    await refused(bytesToBase64(forgedBoc), /signature/);
    expect(sig.length).toBeGreaterThan(100);
    expect(await balance(ton, 'TON')).toBe('2');

    const sentKey = newKey();
    const signed = { ...body, quote_id: quote.data.quote_id, signature: honest };
    const sent = await call(t.app, 'onchain_transfer', signed, { key: sentKey });
    expect(sent.code).toBe(0);
    expect(sent.data.tx).toMatchObject({ direction: 'out', amount: '0.5' });
    expect(await balance(ton, 'TON')).toBe('1.4995');
    expect(await balance(other, 'TON')).toBe('0.5');
    // A lost answer asked again with the same key gets the first answer, also once the message's valid_until passed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3_600_000);
    const retried = await call(t.app, 'onchain_transfer', signed, { key: sentKey }).finally(() => vi.useRealTimers());
    expect(retried.code).toBe(0);
    expect(retried.data).toEqual(sent.data);
    expect(await balance(ton, 'TON')).toBe('1.4995');

    // Replays: the same message with the same quote (used), and against a fresh quote (seqno now 1).
    const again = await send(body, quote.data.quote_id, honest);
    expect(again.code).not.toBe(0);
    const fresh = await call(t.app, 'onchain_transfer', body);
    expect(fresh.data.nonce).toBe(1);
    const replay = await send(body, fresh.data.quote_id, honest);
    expect(replay.status).toBe(400);
    expect(replay.data.signature[0]).toMatch(/body|seqno/);
    const replayOwnQuote = await send(
      body,
      fresh.data.quote_id,
      devSigner.tonMove(key, { ...fresh.data, nonce: 0 }, pool, { withInit: true }),
    );
    expect(replayOwnQuote.data.signature[0]).toMatch(/seqno/);
    expect(await balance(ton, 'TON')).toBe('1.4995');
    expect(await balance(other, 'TON')).toBe('0.5');

    // The deployed wallet's next message needs no StateInit: the devnet knows its key.
    const next = await send(body, fresh.data.quote_id, devSigner.tonMove(key, fresh.data, pool));
    expect(next.code).toBe(0);
    expect(await balance(ton, 'TON')).toBe('0.999');
    expect(await balance(other, 'TON')).toBe('1');
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('sends USDT as a jetton transfer and swaps through the pool', async () => {
    await fund('USDT', '10');
    const body = { chain: 'devnet-ton', from_address: ton, to_address: other, coin: 'USDT', amount: '2.5' };
    const quote = await call(t.app, 'onchain_transfer', body);
    // A TON transfer of 2.5 to the receiver is not the jetton transfer the quote asks for.
    const asTon = {
      ...quote.data,
      sign_message: quote.data.sign_message.replace('"coin":"USDT"', '"coin":"TON"'),
    };
    const wrong = await send(body, quote.data.quote_id, devSigner.tonMove(key, asTon, pool));
    expect(wrong.data.signature[0]).toMatch(/destination/);
    const sent = await send(body, quote.data.quote_id, devSigner.tonMove(key, quote.data, pool));
    expect(sent.code).toBe(0);
    expect(await balance(other, 'USDT')).toBe('2.5');

    const swapBody = { chain: 'devnet-ton', address: ton, from_coin: 'USDT', to_coin: 'TON', amount: '1' };
    const swapQuote = await call(t.app, 'onchain_swap', swapBody);
    const swapped = await call(
      t.app,
      'onchain_swap',
      { ...swapBody, quote_id: swapQuote.data.quote_id, signature: devSigner.tonMove(key, swapQuote.data, pool) },
      { key: newKey() },
    );
    expect(swapped.code).toBe(0);
    expect(await balance(ton, 'USDT')).toBe(String(10 - 2.5 - 0.0025 - 1));
  });
});
