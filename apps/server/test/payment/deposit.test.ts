import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDevnet } from '../../src/chain/devnet.ts';
import { devSigner, isEvmAddress, isTonAddress } from '../../src/chain/signatures.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, inTransaction } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { scanDeposits } from '../../src/services/payment/deposit-service.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

/** Crypto deposits: an address per player and chain; a confirmed transfer to it credited once, in the same coin. */

const PLAYER = 100001;
const OTHER = 100002;
const devnet = createDevnet();

async function deposit(t: TestApp, channel: string, userId = PLAYER) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/svc/payment/payment/deposit',
    headers: signedHeaders({ userId, extra: { 'Country-Code': 'vn' } }),
    payload: { channel },
  });
  return { status: response.statusCode, body: response.json() };
}

/** An outside wallet with `usdt` minor units of USDT on the devnet's EVM chain. */
async function outsideWallet(t: TestApp, usdt: bigint) {
  const key = secp256k1.utils.randomSecretKey();
  const address = devSigner.evmAddress(key);
  await inTransaction(t.database.db, async (tx) => {
    const hash = await devnet.bridgeOut(tx, 'devnet-evm', address, 'USDT', usdt);
    await devnet.creditBridge(tx, hash);
  });
  return { key, address };
}

/** Sends USDT from the outside wallet, signed as a browser wallet signs it. */
async function send(t: TestApp, from: { key: Uint8Array; address: string }, to: string, amount: bigint) {
  const nonce = await devnet.nonceOf(t.database.db, 'devnet-evm', from.address);
  const message = JSON.stringify({
    amount: String(amount),
    chain: 'devnet-evm',
    coin: 'USDT',
    from: from.address,
    nonce,
    to,
  });
  return inTransaction(t.database.db, (tx) =>
    devnet.submit(tx, {
      chain: 'devnet-evm',
      kind: 'transfer',
      from: from.address,
      to,
      coin: 'USDT',
      amount,
      fee: 0n,
      feeCoin: null,
      nonce,
      message,
      signature: devSigner.signEvm(from.key, message),
    }),
  );
}

async function confirm(t: TestApp, blocks: number) {
  for (let i = 0; i < blocks; i++) await devnet.advance(t.database.db);
}

describe.each(DB_KINDS)('payments: crypto deposits (%s)', (kind) => {
  const t = useTestApp(kind);

  it('gives each player one address per chain, valid for the chain, and refuses channels that are not crypto', async () => {
    const usdt = (await deposit(t, 'usdt_bep20')).body.data;
    expect(usdt).toMatchObject({ chain: 'devnet-evm', coin: 'USDT', confirmations_required: 3 });
    expect(isEvmAddress(usdt.address)).toBe(true);
    expect((await deposit(t, 'bsc')).body.data.address).toBe(usdt.address);
    expect((await deposit(t, 'usdt_bep20', OTHER)).body.data.address).not.toBe(usdt.address);
    const ton = (await deposit(t, 'ton')).body.data;
    expect(isTonAddress(ton.address)).toBe(true);
    const bad = await deposit(t, 'momo');
    expect(bad.status).toBe(400);
    expect(bad.body.data.channel).toBeDefined();
  });

  it('credits a deposit once it has its confirmations, once, though many scans run at once', async () => {
    const address = (await deposit(t, 'usdt_bep20')).body.data.address as string;
    const before = await balanceOf(t.database.db, { userId: PLAYER }, 'USDT');
    const outside = await outsideWallet(t, 10_000_000n);
    const sent = await send(t, outside, address, 2_500_000n);

    // Seen but not confirmed: listed as confirming, nothing credited.
    await scanDeposits(t.database.db);
    const seen = (await deposit(t, 'usdt_bep20')).body.data.deposits.find(
      (d: { tx_hash: string }) => d.tx_hash === sent.hash,
    );
    expect(seen).toMatchObject({ amount: '2.5', status: 'confirming' });
    expect(await balanceOf(t.database.db, { userId: PLAYER }, 'USDT')).toBe(before);

    await confirm(t, 3);
    const credited = await Promise.all(Array.from({ length: 20 }, () => scanDeposits(t.database.db)));
    expect(credited.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    await scanDeposits(t.database.db);
    expect(await balanceOf(t.database.db, { userId: PLAYER }, 'USDT')).toBe(before + 2_500_000n);
    const listed = (await deposit(t, 'usdt_bep20')).body.data.deposits.find(
      (d: { tx_hash: string }) => d.tx_hash === sent.hash,
    );
    expect(listed).toMatchObject({ status: 'credited', confirmations: 3 });
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payment_deposits where tx_hash = ${sent.hash}`,
    );
    expect(Number(row?.n)).toBe(1);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('ignores transfers to addresses that are not deposit addresses', async () => {
    const outside = await outsideWallet(t, 1_000_000n);
    const elsewhere = devSigner.evmAddress(secp256k1.utils.randomSecretKey());
    await send(t, outside, elsewhere, 500_000n);
    await confirm(t, 3);
    const count = sql`select count(*)::int as n from payment_deposits where chain = 'devnet-evm'`;
    const [row] = await rows<{ n: number }>(t.database.db, count);
    await scanDeposits(t.database.db);
    const [after] = await rows<{ n: number }>(t.database.db, count);
    expect(after?.n).toBe(row?.n);
  });
});
