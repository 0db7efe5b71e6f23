import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { channelIdField } from './common.ts';

export const payoutAccount = z.object({
  id: z.number(),
  channel: channelIdField,
  holder: z.string(),
  /** Shown masked: the last 4 characters. */
  number_masked: z.string(),
  created_at: z.number(),
  /** Withdrawals to new or changed accounts wait 24 hours (seconds since the epoch when they may start). */
  usable_from: z.number(),
});

/** POST /payment/accounts: the player's saved payout accounts (e-wallet phone numbers, bank accounts, addresses). */
export const paymentAccounts = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/accounts',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(payoutAccount) }),
});

/**
 * POST /payment/account_save: adds a payout account, validated for the market and channel (e-wallets: a phone
 * number of the market's dialing code; banks: 6-20 digits; crypto: a wallet address). Any change blocks
 * withdrawals to that account for 24 hours.
 */
export const paymentAccountSave = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/account_save',
  auth: 'required',
  request: z.object({
    channel: channelIdField,
    holder: z.string().check(z.trim(), z.minLength(2), z.maxLength(80), z.regex(/^[^\p{Cc}]+$/u, 'must be a name')),
    number: z.string().check(z.trim(), z.minLength(4), z.maxLength(100)),
  }),
  response: payoutAccount,
});
