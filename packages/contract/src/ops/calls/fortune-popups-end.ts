import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { popupView } from './fortune-popups.ts';
import { idField } from './shared.ts';

/** Ends a popup now: no player is shown it again. Audited; `changed` is false when it was inactive or over. */
export const opsFortunePopupsEnd = defineOpsCall({
  path: '/fortune/popups/end',
  permission: 'fortune.campaigns',
  request: z.object({ popup_id: idField }),
  response: z.object({ popup: popupView, changed: z.boolean() }),
});
