import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /wallet/get_frag: the server's share, decrypted, for recovery on a new device. */
export const getFrag = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/get_frag',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    frag: z.nullable(z.string()),
    wallet_addr: z.nullable(z.string()),
    stored_at: z.nullable(z.number()),
  }),
});
