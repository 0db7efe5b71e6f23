/**
 * Shared shapes of the wallet service (spec section 7, issue 6).
 *
 * AMOUNTS. Money travels as DECIMAL STRINGS IN COIN UNITS, never floats and never minor units:
 * "12.5" means twelve and a half coins. Input amounts match `^\d{1,24}(\.\d{1,18})?$`, are > 0 and
 * carry at most the coin's `decimals` fractional digits (more is a field error). Answers are canonical:
 * no exponent, no leading zeros, no trailing fractional zeros ("12.5", "0", "0.000001"); signed
 * movements in histories start with "-" when money left the account. The server converts to bigint
 * minor units exactly (amount * 10^decimals) and counts only in bigint.
 *
 * TIMES are unix seconds (10 digits, spec section 5 display rule). CURSORS are opaque strings:
 * pass `next_cursor` back as `cursor`; `null` means the end.
 *
 * QUOTES. Calls marked "quote then execute" take an optional `quote_id`:
 *   1. without `quote_id` they answer a quote (`executed: false`): fee, rate, amounts and `expires_at`;
 *   2. with the `quote_id` (and the same other fields) they execute it at exactly the quoted numbers if
 *      `now < expires_at`, else QUOTE_EXPIRED (2002). Executing needs an Idempotency-Key header;
 *      a repeat with the same key returns the first answer, the same key with another body answers
 *      IDEMPOTENCY_MISMATCH (4091). Short balance: INSUFFICIENT_BALANCE (2001).
 *
 * ON-CHAIN SIGNING (devnet chains of get_chain_list). A quote of an on-chain call carries
 * `sign_message`: the exact text the wallet signs. It is a canonical JSON object: keys sorted by
 * code point, no whitespace, every value a string except `nonce` (an integer, the address's
 * next nonce), e.g.
 *   {"amount":"1.5","chain":"devnet-evm","coin":"USDT","from":"0xab..","kind":"transfer","nonce":0,"to":"0xcd.."}
 * Fields by kind: transfer {amount,chain,coin,from,kind,nonce,to}; swap {amount,chain,coin,from,kind,
 * min_out,nonce,to_coin}; approve {amount,chain,coin,from,kind,nonce,spender}; nft_transfer
 * {chain,from,kind,nft_id,nonce,to}; bind (address binding, no nonce) {address,chain,kind,user_id}.
 * Use the server's `sign_message` as is; `buildSignMessage` below builds the same text.
 *   - EVM-style chains (address 0x + 40 hex): secp256k1 over keccak256 of the EIP-191 personal
 *     message ("\x19Ethereum Signed Message:\n" + byte length + message, UTF-8), i.e. `personal_sign`.
 *     Signature: hex (0x optional) of 65 bytes r(32) || s(32) || v(1), v in {0,1,27,28}.
 *   - Solana-style chains (address = base58 of the 32-byte ed25519 public key): ed25519 over the
 *     UTF-8 bytes of the message. Signature: hex (0x optional) of 64 bytes.
 *   - TON-style chains (address = a wallet v4r2 account, user-friendly base64url, see ../../ton-address.ts):
 *     moves (transfer, swap, approve, nft_transfer) are not signed as text: `signature` is a real wallet v4r2
 *     external message, BoC in base64, whose one internal message the quote determines (`tonQuoteMessage`
 *     in ../../ton-wallet-v4.ts: destination, amount in nanotons or a jetton transfer, the quote id as a text
 *     comment), with seqno = the quote's `nonce`, subwallet 698983191, a future valid_until and the wallet's
 *     StateInit when seqno is 0. Address binding (`bind`) signs the text: ed25519 over its UTF-8 bytes, and
 *     since a TON address is a hash, not a key, hex of 96 bytes public_key(32) || signature(64); accepted
 *     when the v4r2 address of that key (workchain 0) is the sender's and the signature verifies.
 *     Addresses are answered in the non-bounceable form ("UQ..."); any form of the same account is accepted.
 * Keys come from a BIP39 mnemonic: EVM m/44'/60'/0'/0/0 (BIP32), Solana m/44'/501'/0'/0' (SLIP-0010),
 * TON m/44'/607'/0' (SLIP-0010).
 */
import * as z from 'zod/mini';

/** Coin codes from configuration (issue 6); WH is the default selected coin (spec section 9). */
export const COIN_CODES = ['KTHER', 'KC', 'HAPPY', 'XGT', 'XCT', 'XMT', 'WH', 'USDT', 'TON'] as const;
export type CoinCode = (typeof COIN_CODES)[number];
export const DEFAULT_COIN: CoinCode = 'WH';

export const AMOUNT_PATTERN = /^\d{1,24}(\.\d{1,18})?$/;
export const coinCode = z.enum(COIN_CODES);
/** A positive decimal amount in coin units, e.g. "12.5". */
export const amount = z.string().check(
  z.regex(AMOUNT_PATTERN, 'Must be a decimal number like 12.5'),
  z.refine((v) => /[1-9]/.test(v), 'Must be greater than zero'),
);
/** A decimal in answers; may be "0" and, in histories, negative. */
export const decimalOut = z.string();

export const cursorRequest = {
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))),
};
export const DEFAULT_PAGE_SIZE = 20;

/** True when the text has a control character (Postgres refuses NUL; the rest has no place in these fields). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/** Text that is stored: length bounds and no control characters. */
export const plainText = (min: number, max: number) =>
  z.string().check(
    z.minLength(min),
    z.maxLength(max),
    z.refine((v) => !hasControlCharacter(v), 'Must not contain control characters'),
  );

export const quoteId = z.optional(z.string().check(z.minLength(8), z.maxLength(64)));

export const CHAIN_IDS = ['devnet-evm', 'devnet-sol', 'devnet-ton'] as const;
export type ChainId = (typeof CHAIN_IDS)[number];
export const chainId = z.enum(CHAIN_IDS);
export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const SOL_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** TON: user-friendly (48 base64/base64url characters) or raw (<workchain>:<64 hex>); the checksum is checked by the server. */
export const TON_ADDRESS = /^([A-Za-z0-9_+/-]{48}|-?\d{1,3}:[0-9a-fA-F]{64})$/;
/** Any devnet address; the server also checks that it matches the chain. */
export const address = z
  .string()
  .check(
    z.refine((v) => EVM_ADDRESS.test(v) || SOL_ADDRESS.test(v) || TON_ADDRESS.test(v), 'Must be a wallet address'),
  );
/**
 * 64 bytes (ed25519), 65 (secp256k1 r||s||v) or 96 (TON address binding: public key || ed25519 signature), as
 * hex; or, for moves on TON chains, a wallet v4r2 external message BoC in base64 / base64url (see the header).
 */
export const signature = z
  .string()
  .check(
    z.regex(
      /^((0x)?([0-9a-fA-F]{128,130}|[0-9a-fA-F]{192})|[A-Za-z0-9+/_-]{40,8192}={0,2})$/,
      'Must be a hex signature or a base64 message',
    ),
  );

/** One coin balance (spec section 3 "Balance": coin_logo, coin_name, money_all, usdt_money_all). */
export const balance = z.object({
  coin_name: coinCode,
  coin_full_name: z.string(),
  coin_logo: z.string(),
  decimals: z.number(),
  /** Spendable balance. */
  money_all: decimalOut,
  /** Held by pending withdrawals (two-phase holds). */
  money_frozen: decimalOut,
  usdt_price: decimalOut,
  usdt_money_all: decimalOut,
});
export type Balance = z.infer<typeof balance>;

export const quoteFields = {
  quote_id: z.string(),
  /** Unix seconds; executing at or after this answers QUOTE_EXPIRED. */
  expires_at: z.number(),
  fee: decimalOut,
  fee_coin: coinCode,
};

export const onchainStatus = z.enum(['pending', 'confirmed', 'failed']);

/** Canonical JSON of a signed message (keys sorted, no whitespace); see the header. */
export function buildSignMessage(fields: Record<string, string | number>): string {
  const keys = Object.keys(fields).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(fields[k])}`).join(',')}}`;
}
