import * as z from 'zod/mini';
import { giftCodeField } from '../../calls/fortune/gift-codes.ts';
import { defineOpsCall } from '../define.ts';
import { giftCodeView } from './fortune-gift-codes.ts';

/**
 * Ends a code now: no more claims. A webcast code's unclaimed rest goes back to its streamer in the same
 * transaction. Audited; `changed` is false when it had ended already.
 */
export const opsFortuneGiftCodesEnd = defineOpsCall({
  path: '/fortune/gift-codes/end',
  permission: 'fortune.campaigns',
  request: z.object({ code: giftCodeField }),
  response: z.object({ gift_code: giftCodeView, changed: z.boolean() }),
});
