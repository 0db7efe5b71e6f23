import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { channelIdField } from './common.ts';

/**
 * POST /payment/deposit: the player's deposit address for a crypto channel (ton, the USDT networks, bsc) and the
 * deposits seen at it: confirming (with how many confirmations of how many) and credited. A deposit is credited to
 * the in-app wallet, in the same coin, once it has its confirmations, and only once.
 */
export const paymentDeposit = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/deposit',
  auth: 'required',
  request: z.object({ channel: channelIdField }),
  response: z.object({
    channel: channelIdField,
    chain: z.string(),
    coin: z.string(),
    address: z.string(),
    confirmations_required: z.number(),
    deposits: z.array(
      z.object({
        tx_hash: z.string(),
        amount: z.string(),
        confirmations: z.number(),
        status: z.enum(['confirming', 'credited']),
        at: z.number(),
      }),
    ),
  }),
});
