import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { pvpClientSeedField, pvpEntry, pvpStakeField } from './common.ts';

/**
 * POST /pvp/join: holds `stake` (one of the tiers, field error otherwise) from the game balance and either pairs the
 * caller with the oldest waiting player of the same market and stake (`status` matched, `match_id` set) or waits.
 * `client_seed` (1-64 characters) is the caller's part of the match's randomness. FORBIDDEN when banned; CONFLICT
 * when already waiting; INSUFFICIENT_BALANCE. Needs an Idempotency-Key: a repeat answers the first join, held once.
 */
export const pvpJoin = defineCall({
  service: 'pvp',
  method: 'POST',
  path: '/pvp/join',
  auth: 'required',
  idempotent: true,
  request: z.object({ stake: pvpStakeField, client_seed: pvpClientSeedField }),
  response: pvpEntry,
});
