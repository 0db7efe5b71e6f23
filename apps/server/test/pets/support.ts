import { randomBytes } from 'node:crypto';
import { DEFAULT_PET_TERMS as T } from '@arcadia/contract/games/pets';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sql } from 'drizzle-orm';
import { devSigner } from '../../src/chain/signatures.ts';
import { balanceOf, inTransaction, transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { testClock } from '../../src/lib/test-clock.ts';
import { insertPet } from '../../src/services/pet/service.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Shared by the pets' chain, terms and race-history tests: players, signed calls, pets, wallet addresses. */
export interface Player {
  id: number;
  key: string;
  /** The player's EVM wallet (bound with `bindWallet`). */
  evm?: { secret: Uint8Array; address: string };
}
let next = 0;
export const newKey = () => randomBytes(12).toString('hex');
export const HOUR = 3_600_000;

export async function newPlayer(t: TestApp, kcMinor = 0n): Promise<Player> {
  const id = 700_000 + ++next + Math.floor(Math.random() * 1000) * 1000;
  const p = { id, key: `pc${String(id).padStart(62, '0')}` };
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values (${id}, ${`Pet Keeper ${id}`}, ${`pc${id}`}, 'vn')`,
  );
  await createSession(t.database.db, id, 'test', p.key);
  if (kcMinor > 0n)
    await transfer(
      t.database.db,
      [{ debit: { system: 'issuance' }, credit: { userId: id }, coin: 'KC', amount: kcMinor, kind: 'deposit' }],
      { reference: `test:${id}`, idempotencyKey: `test-kc:${id}:${newKey()}` },
    );
  return p;
}

/** Binds a fresh EVM address to the player (as put_frag would) and gives it 1 USDT on the devnet for fees. */
export async function bindWallet(t: TestApp, p: Player): Promise<Player> {
  const secret = secp256k1.utils.randomSecretKey();
  const address = devSigner.evmAddress(secret).toLowerCase();
  await t.database.db.execute(
    sql`insert into wallet_keys (user_id, wallet_addr) values (${p.id}, ${address})
        on conflict (user_id) do update set wallet_addr = excluded.wallet_addr`,
  );
  await t.database.db.execute(
    sql`insert into chain_balances (chain, address, coin, balance) values ('devnet-evm', ${address}, 'USDT', 1000000)`,
  );
  p.evm = { secret, address };
  return p;
}

export async function call(
  t: TestApp,
  p: Player | undefined,
  path: string,
  o: { body?: object; query?: Record<string, string | number>; key?: string; base?: string } = {},
) {
  const extra: Record<string, string> = {};
  if (o.key !== undefined) extra['Idempotency-Key'] = o.key;
  const q = o.query
    ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const r = await t.app.inject({
    method: o.body ? 'POST' : 'GET',
    url: `${o.base ?? '/svc/pet/petV2'}${path}${q}`,
    headers: signedHeaders({ ...(p ? { userId: p.id, secretKey: p.key } : {}), extra }),
    ...(o.body ? { payload: o.body } : {}),
  });
  const json = r.json() as { code: number; data: unknown };
  // biome-ignore lint/suspicious/noExplicitAny: each test reads its own fields
  return { status: r.statusCode, code: json.code, data: json.data as any };
}

/** A signed xbnft_transfer of `nftId` from the player's address to `to`: quote, then sign and execute. */
export async function sendNft(t: TestApp, p: Player, nftId: string, to: string) {
  const body = { chain: 'devnet-evm', from_address: p.evm?.address ?? '', to_address: to, nft_id: nftId };
  const quote = await call(t, p, '/xbnft_transfer', { body, base: '/svc/wallet/wallet' });
  if (quote.code !== 0) return quote;
  return call(t, p, '/xbnft_transfer', {
    body: {
      ...body,
      quote_id: quote.data.quote_id,
      signature: devSigner.signEvm(p.evm?.secret as Uint8Array, quote.data.sign_message),
    },
    key: newKey(),
    base: '/svc/wallet/wallet',
  });
}

export const kcOf = (t: TestApp, p: Player) => balanceOf(t.database.db, { userId: p.id }, 'KC');

export async function givePet(
  t: TestApp,
  p: Player,
  rarity: 'common' | 'rare' | 'epic' | 'legendary' = 'rare',
  nowMs = testClock('pets').nowMs(),
) {
  return inTransaction(t.database.db, (tx) =>
    insertPet(tx, T, { ownerId: p.id, genes: '1a2b3c4d', rarity, nowMs, source: 'seed' }),
  );
}

export async function petRow(t: TestApp, petId: number) {
  const [row] = await rows<{
    owner_id: string;
    holder: string | null;
    transit_to: string | null;
    left_at: string | null;
    terms_version: number;
  }>(
    t.database.db,
    sql`select owner_id::text, holder, transit_to, left_at::text, terms_version from pets where id = ${petId}`,
  );
  return row;
}

export async function chainOwner(t: TestApp, tokenId: string) {
  const [row] = await rows<{ owner: string }>(
    t.database.db,
    sql`select owner from chain_nfts where chain = 'devnet-evm' and nft_id = ${tokenId}`,
  );
  return row?.owner;
}
