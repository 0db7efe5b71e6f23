import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** Spec section 3 "Wallet address record" plus what the wallet drawer needs to pick create vs recover. */
export const walletAddrRecord = z.object({
  user_id: z.number(),
  wallet_addr: z.nullable(z.string()),
  wallet_addr_sol: z.nullable(z.string()),
  /** TON wallet v4r2 address (non-bounceable form), bound with update_wallet_addr_ton. */
  wallet_addr_ton: z.nullable(z.string()),
  /** True when the record exists but the player reset the wallet and has not created a new one. */
  invalid: z.boolean(),
  has_frag: z.boolean(),
  has_shard: z.boolean(),
});

/** POST /wallet/get_all_wallet_addr {user_id?}: a player's public addresses (default: the caller's). */
export const getAllWalletAddr = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/get_all_wallet_addr',
  auth: 'required',
  request: z.object({ user_id: z.optional(z.number().check(z.int(), z.positive())) }),
  response: walletAddrRecord,
});
