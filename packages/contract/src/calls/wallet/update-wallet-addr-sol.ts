import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { signature } from './common.ts';

/**
 * POST /wallet/update_wallet_addr_sol: bind the player's Solana-style address. `signature` is the ed25519
 * signature of the bind message {"address":<addr>,"chain":"devnet-sol","kind":"bind","user_id":"<id>"}
 * (see common.ts), proving the player holds the key.
 */
export const updateWalletAddrSol = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/update_wallet_addr_sol',
  auth: 'required',
  request: z.object({
    wallet_addr_sol: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Must be a Solana address')),
    signature,
  }),
  response: z.object({ wallet_addr_sol: z.string() }),
});
