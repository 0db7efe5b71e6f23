import * as z from 'zod/mini';
import { giftCodeField } from '../../calls/giftcode/code.ts';
import { defineOpsCall } from '../define.ts';
import { opsGiftCodeView } from './gift-codes.ts';

/**
 * Ends a code now: no more claims. A red packet's unclaimed rest goes back to its creator in the same
 * transaction. Audited; `changed` is false when it had ended already.
 */
export const opsGiftCodesEnd = defineOpsCall({
  path: '/gift-codes/end',
  permission: 'giftcodes.manage',
  request: z.object({ code: giftCodeField }),
  response: z.object({ gift_code: opsGiftCodeView, changed: z.boolean() }),
});
