import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { amount, coinCode, quoteFields, quoteId } from './common.ts';

/**
 * POST /wallet/offchain_swap, quote then execute (see common.ts): swap in-app coins at a quoted rate.
 * `amount` is what the player pays in `from_coin`; the fee is taken in `from_coin` on top of nothing:
 * amount_in = amount, amount_out = (amount - fee) * rate, rounded down to `to_coin`'s decimals.
 */
export const offchainSwap = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/offchain_swap',
  auth: 'required',
  idempotent: true,
  request: z.object({ from_coin: coinCode, to_coin: coinCode, amount, quote_id: quoteId }),
  response: z.object({
    executed: z.boolean(),
    ...quoteFields,
    from_coin: coinCode,
    to_coin: coinCode,
    amount_in: z.string(),
    amount_out: z.string(),
    /** to_coin per 1 from_coin. */
    rate: z.string(),
    /** Set once executed. */
    transfer_id: z.nullable(z.string()),
  }),
});
