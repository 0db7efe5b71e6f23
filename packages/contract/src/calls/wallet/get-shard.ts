import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /wallet/get_shard: the escrowed backup share as the player stored it (still password-encrypted). */
export const getShard = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/get_shard',
  auth: 'required',
  request: z.object({}),
  response: z.object({ shard: z.nullable(z.string()), stored_at: z.nullable(z.number()) }),
});
