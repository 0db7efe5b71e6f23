import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { plainText } from './common.ts';

/**
 * POST /wallet/put_shard: escrow the player's backup share, already encrypted in the browser with the
 * player's backup password; the server encrypts it again at rest. Useful when the backup file is lost:
 * the frag plus this shard (and the password) recover the wallet. Putting again replaces it.
 */
export const putShard = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/put_shard',
  auth: 'required',
  request: z.object({ shard: plainText(16, 8192) }),
  response: z.object({ stored_at: z.number() }),
});
