import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/** Runs the ledger check now and answers the system accounts' balances per coin. */
export const opsLedgerCheck = defineOpsCall({
  path: '/ledger/check',
  permission: 'ledger.read',
  request: z.object({}),
  response: z.object({
    ok: z.boolean(),
    problems: z.array(z.string()),
    system_balances: z.array(z.object({ account: z.string(), coin: z.string(), balance: z.string() })),
  }),
});
