import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { deletionView } from './common.ts';

/**
 * POST /account/delete_request: asks for the account to be deleted after the cooling-off (ACCOUNT_DELETE_COOLING_DAYS,
 * 14 by default). `confirm` must repeat the player's account id (field error otherwise). Refused with CONFLICT while
 * money is left: `reason` balance (with `balances`, each coin worth more than dust) or pending_withdrawal. A repeat
 * while one is pending answers the pending request. The sweep then anonymises the account once (docs/account.md).
 */
export const accountDeleteRequest = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/account/delete_request',
  auth: 'required',
  request: z.object({ confirm: z.string().check(z.trim(), z.maxLength(20)) }),
  response: z.object({ deletion: deletionView }),
});
