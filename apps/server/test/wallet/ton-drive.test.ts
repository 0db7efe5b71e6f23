import { formatTonAddress, parseTonAddress } from '@arcadia/contract/ton-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetChains } from '../../src/chain/devnet-config.ts';
import { devSigner } from '../../src/chain/signatures.ts';
import { loadConfig } from '../../src/config.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { contentSecurityPolicy } from '../../src/plugins/security-headers.ts';
import { bindMessage } from '../../src/services/wallet/keys.ts';
import { settle } from '../../src/services/wallet/offchain.ts';
import { walletDeps } from '../../src/services/wallet/routes.ts';
import { createTestApp, DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { call, newKey } from './support.ts';

const tonKey = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const ton = devSigner.tonAddress(tonKey);
const other = devSigner.tonAddress(otherKey);
/** TON moves are wallet v4r2 external messages (chain/ton-transfer.ts; more in ton-v4.test.ts). */
const tonPool = devnetChains({ DEVNET_BLOCK_MS: 0 }).find((c) => c.id === 'devnet-ton')?.pool ?? '';

describe.each(DB_KINDS)('TON on the devnet, on %s', (kind) => {
  const t = useTestApp(kind);

  it('offers a TON chain with TON as its fee coin', async () => {
    const res = await call(t.app, 'get_chain_list', {});
    const chain = res.data.chains.find((c: { chain_id: string }) => c.chain_id === 'devnet-ton');
    expect(chain).toMatchObject({ kind: 'ton', fee_coin: 'TON', coins: ['TON', 'USDT'] });
    expect(ton).toMatch(/^UQ[A-Za-z0-9_-]{46}$/);
  });

  it('binds a TON address only with a signature by the key of that address', async () => {
    const userId = 100001;
    const bounceable = formatTonAddress(parseTonAddress(ton), { bounceable: true });
    const message = bindMessage('devnet-ton', ton, userId);
    const wrongKey = await call(t.app, 'update_wallet_addr_ton', {
      wallet_addr_ton: ton,
      signature: devSigner.signTon(otherKey, message),
    });
    expect(wrongKey.code).toBe(4000);
    expect(wrongKey.data).toHaveProperty('signature');
    const wrongMessage = await call(t.app, 'update_wallet_addr_ton', {
      wallet_addr_ton: ton,
      signature: devSigner.signTon(tonKey, bindMessage('devnet-ton', ton, 100002)),
    });
    expect(wrongMessage.data).toHaveProperty('signature');
    const solStyle = await call(t.app, 'update_wallet_addr_ton', {
      wallet_addr_ton: ton,
      signature: devSigner.signSol(tonKey, message),
    });
    expect(solStyle.data).toHaveProperty('signature');
    const badChecksum = await call(t.app, 'update_wallet_addr_ton', {
      wallet_addr_ton: `${ton.slice(0, 47)}${ton.endsWith('A') ? 'B' : 'A'}`,
      signature: devSigner.signTon(tonKey, message),
    });
    expect(badChecksum.code).toBe(4000);
    expect(badChecksum.data).toHaveProperty('wallet_addr_ton');
    const testnet = await call(t.app, 'update_wallet_addr_ton', {
      wallet_addr_ton: formatTonAddress(parseTonAddress(ton), { testOnly: true }),
      signature: devSigner.signTon(tonKey, message),
    });
    expect(testnet.data).toHaveProperty('wallet_addr_ton');

    // The bounceable form names the same account: bound and answered in the non-bounceable form.
    const bound = await call(t.app, 'update_wallet_addr_ton', {
      wallet_addr_ton: bounceable,
      signature: devSigner.signTon(tonKey, message),
    });
    expect(bound.code).toBe(0);
    expect(bound.data.wallet_addr_ton).toBe(ton);
    const addrs = await call(t.app, 'get_all_wallet_addr', {});
    expect(addrs.data.wallet_addr_ton).toBe(ton);
  });

  it('moves TON to the address, sends it signed with the TON key, and confirms', async () => {
    const q = await call(t.app, 'transfer_from_offchain_to_onchain', {
      coin: 'TON',
      amount: '2',
      chain: 'devnet-ton',
      to_address: ton,
    });
    expect(q.code).toBe(0);
    const w = await call(
      t.app,
      'transfer_from_offchain_to_onchain',
      { coin: 'TON', amount: '2', chain: 'devnet-ton', to_address: ton, quote_id: q.data.quote_id },
      { key: newKey() },
    );
    expect(w.code).toBe(0);
    const deps = walletDeps(t.app);
    for (let i = 0; i < 2; i++) await settle(deps);
    const asset = await call(t.app, 'onchain_asset', { chain: 'devnet-ton', address: ton });
    expect(asset.data.balances.find((b: { coin_name: string }) => b.coin_name === 'TON').amount).toBe('2');

    const body = { chain: 'devnet-ton', from_address: ton, to_address: other, coin: 'TON', amount: '0.5' };
    const quote = await call(t.app, 'onchain_transfer', body);
    expect(quote.data.sign_message).toBe(
      `{"amount":"0.5","chain":"devnet-ton","coin":"TON","from":"${ton}","kind":"transfer","nonce":0,"to":"${other}"}`,
    );
    expect(quote.data).toMatchObject({ fee: '0.0005', fee_coin: 'TON' });
    const forged = await call(
      t.app,
      'onchain_transfer',
      { ...body, quote_id: quote.data.quote_id, signature: devSigner.tonMove(otherKey, quote.data, tonPool) },
      { key: newKey() },
    );
    expect(forged.code).toBe(4000);
    expect(forged.data).toHaveProperty('signature');
    const sent = await call(
      t.app,
      'onchain_transfer',
      { ...body, quote_id: quote.data.quote_id, signature: devSigner.tonMove(tonKey, quote.data, tonPool) },
      { key: newKey() },
    );
    expect(sent.code).toBe(0);
    expect(sent.data.tx).toMatchObject({ status: 'pending', direction: 'out', amount: '0.5' });
    await settle(deps);
    await settle(deps);
    const history = await call(t.app, 'onchain_history', { chain: 'devnet-ton' });
    const tx = history.data.items.find((i: { tx_hash: string }) => i.tx_hash === sent.data.tx.tx_hash);
    expect(tx).toMatchObject({ status: 'confirmed', to: other, from: ton });
    const after = await call(t.app, 'onchain_asset', { chain: 'devnet-ton', address: ton });
    expect(after.data.balances.find((b: { coin_name: string }) => b.coin_name === 'TON').amount).toBe('1.4995');
    // The receiver's balance is found under any form of its address.
    const raw = `0:${Buffer.from(parseTonAddress(other).hash).toString('hex')}`;
    const theirs = await call(t.app, 'onchain_asset', { chain: 'devnet-ton', address: raw });
    expect(theirs.data.address).toBe(other);
    expect(theirs.data.balances.find((b: { coin_name: string }) => b.coin_name === 'TON').amount).toBe('0.5');
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses a TON address on other chains and other chains’ addresses on TON', async () => {
    const onEvm = await call(t.app, 'onchain_asset', { chain: 'devnet-evm', address: ton });
    expect(onEvm.code).toBe(4000);
    const onTon = await call(t.app, 'onchain_asset', {
      chain: 'devnet-ton',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    });
    expect(onTon.code).toBe(4000);
  });

  it('records where the Drive backup is; no Google settings unless configured', async () => {
    const empty = await call(t.app, 'get_goole_drive_info', {}, { userId: 100002 });
    expect(empty.data).toEqual({ file_id: null, file_name: null, account_email: null, saved_at: null, google: null });
    const put = await call(
      t.app,
      'put_goole_drive_info',
      { file_id: '1AbCdEf', file_name: 'arcadia-wallet-backup-0a1b2c3d.json', account_email: 'budi@example.com' },
      { userId: 100002 },
    );
    expect(put.code).toBe(0);
    const got = await call(t.app, 'get_goole_drive_info', {}, { userId: 100002 });
    expect(got.data).toMatchObject({
      file_id: '1AbCdEf',
      file_name: 'arcadia-wallet-backup-0a1b2c3d.json',
      account_email: 'budi@example.com',
    });
    expect(got.data.saved_at).toBeGreaterThan(1_700_000_000);
    const notMine = await call(t.app, 'get_goole_drive_info', {}, { userId: 100003 });
    expect(notMine.data.file_id).toBeNull();
  });
});

describe('Google Drive configuration', () => {
  let t: TestApp;
  const env = {
    NODE_ENV: 'test',
    GOOGLE_DRIVE_CLIENT_ID: '123-abc.apps.googleusercontent.com',
    GOOGLE_GIS_URL: 'http://127.0.0.1:9/gsi/client',
    GOOGLE_DRIVE_API_URL: 'http://127.0.0.1:9/',
  };
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { googleDrive: loadConfig(env).googleDrive } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('serves the client id and endpoints to the app', async () => {
    const res = await call(t.app, 'get_goole_drive_info', {});
    expect(res.data.google).toEqual({
      client_id: '123-abc.apps.googleusercontent.com',
      gis_url: 'http://127.0.0.1:9/gsi/client',
      api_url: 'http://127.0.0.1:9',
    });
  });

  it('opens the CSP to Google Identity Services and the Drive API only when configured', () => {
    const off = contentSecurityPolicy(undefined);
    expect(off).not.toContain('frame-src');
    expect(off).toContain("connect-src 'self';");
    const on = contentSecurityPolicy(loadConfig({ GOOGLE_DRIVE_CLIENT_ID: 'x' }).googleDrive);
    expect(on).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(on).toContain("connect-src 'self' https://accounts.google.com/gsi/ https://www.googleapis.com;");
    expect(on).toContain('frame-src https://accounts.google.com/gsi/');
    expect(on).toContain("style-src 'self' https://accounts.google.com/gsi/style;");
  });

  it('refuses a malformed endpoint at start', () => {
    expect(() => loadConfig({ GOOGLE_DRIVE_CLIENT_ID: 'x', GOOGLE_DRIVE_API_URL: 'googleapis' })).toThrow(
      /GOOGLE_DRIVE_API_URL/,
    );
    expect(loadConfig({}).googleDrive).toBeUndefined();
  });
});
