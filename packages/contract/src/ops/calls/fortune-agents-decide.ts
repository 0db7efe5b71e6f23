import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { agentApplicationView } from './fortune-agents-list.ts';
import { idField } from './shared.ts';

/**
 * Approves or rejects a pending agent application (pending -> approved | rejected); a rejection needs a reason,
 * which the applicant sees. Audited with before and after in the decision's transaction. NOT_FOUND when the player
 * never applied; CONFLICT (`reason: 'decided'`) when the application is not pending any more.
 */
export const opsFortuneAgentsDecide = defineOpsCall({
  path: '/fortune/agents/decide',
  permission: 'fortune.agents',
  request: z.object({
    user_id: idField,
    approve: z.boolean(),
    reason: z._default(
      z.string().check(z.trim(), z.maxLength(300), z.regex(/^[^\p{Cc}<>]*$/u, 'must be plain text')),
      '',
    ),
  }),
  response: z.object({ application: agentApplicationView }),
});
