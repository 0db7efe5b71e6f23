import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { inbetPosition } from './common.ts';

/** GET /inbet/my_positions: the caller's positions, newest first, 20 a page, each settled one with its proof. */
export const inbetMyPositions = defineCall({
  service: 'inbet',
  method: 'GET',
  path: '/inbet/my_positions',
  auth: 'required',
  request: z.object({ page: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000)), 1) }),
  response: z.object({ positions: z.array(inbetPosition), page: z.number(), has_more: z.boolean() }),
});
