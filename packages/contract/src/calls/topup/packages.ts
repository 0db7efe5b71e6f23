import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { gameIdField, mchIdField, topupPackage } from './common.ts';

/**
 * POST /task/topup/packages: a game's top-up packages from its merchant for the caller's market. An unknown game,
 * or a merchant that does not sell for it, answers `game` or `merchant` null and no packages (not an error).
 */
export const topupPackages = defineCall({
  service: 'task',
  method: 'POST',
  path: '/task/topup/packages',
  auth: 'optional',
  request: z.object({ game_id: gameIdField, mch_id: mchIdField }),
  response: z.object({
    game: z.nullable(z.object({ id: z.number(), name: z.string(), icon: z.string() })),
    merchant: z.nullable(
      z.object({
        id: z.string(),
        name: z.string(),
        /** What the game calls the account id, an example, and the merchant's rule (a regular expression). */
        account_label: z.string(),
        account_example: z.string(),
        account_pattern: z.string(),
      }),
    ),
    packages: z.array(topupPackage),
  }),
});
