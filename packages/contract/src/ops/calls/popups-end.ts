import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { mainPopupView } from './popups.ts';
import { idField } from './shared.ts';

/** Ends a main-brand popup now: no player is shown it again and its page answers not found. Audited. */
export const opsPopupsEnd = defineOpsCall({
  path: '/popups/end',
  permission: 'popups.manage',
  request: z.object({ popup_id: idField }),
  response: z.object({ popup: mainPopupView, changed: z.boolean() }),
});
