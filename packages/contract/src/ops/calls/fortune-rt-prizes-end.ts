import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { rtPrizeView } from './fortune-rt-prizes.ts';
import { idField } from './shared.ts';

/** Ends a drop now (its window closes; claims made stay paid). Audited; `changed` is false when it had ended. */
export const opsFortuneRtPrizesEnd = defineOpsCall({
  path: '/fortune/rt-prizes/end',
  permission: 'fortune.campaigns',
  request: z.object({ prize_id: idField }),
  response: z.object({ prize: rtPrizeView, changed: z.boolean() }),
});
