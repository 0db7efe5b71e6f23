import { parseTonAddress } from '@arcadia/contract/ton-address';
import { TonCellError } from '@arcadia/contract/ton-boc';
import { checkV4Transfer, parseV4Transfer, TonWalletError, tonQuoteMessage } from '@arcadia/contract/ton-wallet-v4';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sql } from 'drizzle-orm';
import { type Exec, one } from '../ledger/sql.ts';

/**
 * The TON devnet's check of a signed move: the client sends a real wallet v4r2 external message (BoC, base64)
 * as `signature`, and the devnet checks it as the wallet contract and the chain would (contract:
 * packages/contract/src/ton-wallet-v4.ts): addressed to the sender's wallet, signed by the wallet's key over
 * the signing-body hash, subwallet 698983191, valid_until in the future, seqno = the address's next nonce,
 * send mode 3, and one internal message exactly as the quote asks (destination, amount, coin, quote id).
 *
 * The wallet's key: from the StateInit the first message (seqno 0) carries, which must derive the sender's
 * address; afterwards from the wallet's deploying message, which the devnet keeps in chain_txs (a real chain
 * keeps it in the deployed wallet's data). A message may carry the StateInit at any seqno (a real chain
 * ignores it for a deployed wallet); its key must then be the known one.
 */
export interface TonMoveCheck {
  from: string;
  /** The quote's nonce (its seqno). */
  nonce: number;
  /** The quote's sign_message (canonical JSON). */
  signMessage: string;
  quoteId: string;
  pool: string;
  /** The external message BoC, base64 or base64url. */
  boc: string;
  /** Unix seconds. */
  now: number;
}

/** The wallet's key from its deploying message (nonce 0), or null when it has not sent one in this format. */
export async function deployedTonKey(db: Exec, from: string): Promise<Uint8Array | null> {
  const row = await one<{ signature: string | null }>(
    db,
    sql`select signature from chain_txs where chain = 'devnet-ton' and from_addr = ${from} and nonce = 0
        and kind <> 'bridge_in' order by created_at limit 1`,
  );
  if (!row?.signature) return null;
  try {
    return parseV4Transfer(row.signature).initPublicKey;
  } catch {
    return null;
  }
}

/** Null when the message is acceptable, else the reason (a field error on `signature`). */
export async function checkTonMove(db: Exec, c: TonMoveCheck): Promise<string | null> {
  let parsed: ReturnType<typeof parseV4Transfer>;
  try {
    parsed = parseV4Transfer(c.boc);
  } catch (error) {
    if (error instanceof TonCellError || error instanceof TonWalletError)
      return `Not a wallet v4r2 external message: ${error.message}`;
    throw error;
  }
  let sign: Record<string, string | number>;
  try {
    sign = JSON.parse(c.signMessage) as Record<string, string | number>;
  } catch {
    return 'The quote has no TON terms';
  }
  const expected = tonQuoteMessage(sign, c.quoteId, c.pool, parseTonAddress);
  const result = checkV4Transfer(parsed, {
    wallet: parseTonAddress(c.from),
    knownPublicKey: await deployedTonKey(db, c.from),
    seqno: c.nonce,
    now: c.now,
    message: expected,
    verify: (signature, hash, publicKey) => {
      try {
        return ed25519.verify(signature, hash, publicKey);
      } catch {
        return false;
      }
    },
  });
  return typeof result === 'string' ? result : null;
}
