import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { gameAccountField, gameIdField, mchIdField, skuField, TOPUP_COINS, topupOrder } from './common.ts';

/**
 * POST /task/topup/order: buys a package for the player's game account. Needs an Idempotency-Key (a repeat answers
 * the same order). The price is held from the player's balance in `coin` (INSUFFICIENT_BALANCE otherwise) and the
 * order answers `paid`; the merchant's delivery then captures the hold (`delivered`) or its failure releases it
 * (`failed`). A game account the merchant's rule refuses is a field error on `account_id`.
 */
export const topupOrderCreate = defineCall({
  service: 'task',
  method: 'POST',
  path: '/task/topup/order',
  auth: 'required',
  idempotent: true,
  request: z.object({
    game_id: gameIdField,
    mch_id: mchIdField,
    sku: skuField,
    account_id: gameAccountField,
    coin: z.enum(TOPUP_COINS),
  }),
  response: z.object({ order: topupOrder }),
});
