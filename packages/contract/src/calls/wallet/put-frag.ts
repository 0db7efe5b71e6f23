import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { plainText, signature } from './common.ts';

/**
 * POST /wallet/put_frag: store the server's share (2-of-3 Shamir) of the wallet secret and bind the EVM
 * address. The server encrypts the share at rest (AES-256-GCM) and never holds two shares of one key.
 * `signature` is the EIP-191 signature of {"address":<wallet_addr>,"chain":"devnet-evm","kind":"bind","user_id":"<id>"}.
 * Putting again replaces the share (wallet reset). Signed path in the native app (XBSL).
 */
export const putFrag = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/put_frag',
  auth: 'required',
  request: z.object({
    frag: plainText(16, 4096),
    wallet_addr: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Must be an EVM address')),
    signature,
  }),
  response: z.object({ wallet_addr: z.string(), stored_at: z.number() }),
});
