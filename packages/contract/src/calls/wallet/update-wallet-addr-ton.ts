import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { signature, TON_ADDRESS } from './common.ts';

/**
 * POST /wallet/update_wallet_addr_ton: bind the player's TON wallet (v4r2) address. `signature` is
 * public_key || ed25519 signature (96 bytes, hex) of the bind message
 * {"address":<non-bounceable address>,"chain":"devnet-ton","kind":"bind","user_id":"<id>"} (see common.ts);
 * the server checks that the key's v4r2 address is this address. Answers the address in non-bounceable form.
 */
export const updateWalletAddrTon = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/update_wallet_addr_ton',
  auth: 'required',
  request: z.object({
    wallet_addr_ton: z.string().check(z.regex(TON_ADDRESS, 'Must be a TON address')),
    signature,
  }),
  response: z.object({ wallet_addr_ton: z.string() }),
});
