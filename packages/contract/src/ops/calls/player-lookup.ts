import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/** Finds a player by user id, phone (E.164) or username, with balances, sessions, devices and recent transfers. */
export const opsPlayerLookup = defineOpsCall({
  path: '/players/lookup',
  permission: 'players.read',
  request: z.object({ query: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
  response: z.object({
    player: z.nullable(
      z.object({
        user_id: z.number(),
        username: z.string(),
        phone_number: z.string(),
        country_code: z.string(),
        created_at: z.number(),
        frozen: z.boolean(),
        frozen_reason: z.string(),
        balances: z.array(z.object({ coin: z.string(), amount: z.string() })),
        sessions: z.array(z.object({ id: z.number(), created_at: z.number(), last_seen_at: z.number() })),
        devices: z.array(z.object({ device_id: z.string(), last_seen_at: z.number() })),
        transfers: z.array(
          z.object({
            id: z.number(),
            at: z.number(),
            coin: z.string(),
            amount: z.string(),
            direction: z.enum(['in', 'out']),
            kind: z.string(),
            reference: z.string(),
          }),
        ),
      }),
    ),
  }),
});
