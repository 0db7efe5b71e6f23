import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField } from './shared.ts';

/**
 * PvP dispute decision on a match still playing (docs/pvp.md): `void` refunds both stakes, `a` or `b` awards the pot
 * (minus the fee) to that side. Audited (pvp.decide) in the transaction that settles it. CONFLICT when it is over.
 */
export const opsPvpDecide = defineOpsCall({
  path: '/pvp/decide',
  permission: 'pvp.admin',
  reauth: true,
  request: z.object({ match_id: idField, decision: z.enum(['void', 'a', 'b']) }),
  response: z.object({ match_id: z.number(), status: z.string() }),
});
