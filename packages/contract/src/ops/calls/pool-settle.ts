import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { poolPeriodView } from './pool-periods.ts';
import { idField } from './shared.ts';

/**
 * Settles a prize-pool period now: an open period is closed at once (the next one opens) and, with every earlier
 * unsettled period, funded from the ledger and paid. A period part-paid by a stopped run is finished. Audited;
 * `changed` is false when it was settled already. NOT_FOUND for an unknown period.
 */
export const opsPoolSettle = defineOpsCall({
  path: '/pool/settle',
  permission: 'ledger.adjust',
  // It pays money out: a fresh password and code first, as every money action.
  reauth: true,
  request: z.object({ period_id: idField }),
  response: z.object({ period: poolPeriodView, changed: z.boolean() }),
});
