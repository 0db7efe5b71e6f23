import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/**
 * An agent application as operators see it (docs/fortune-invites.md): the applicant, what they told us, where the
 * application stands, and the agent who invited them (their parent: an approved agent's sub-agents earn it an
 * override).
 */
export const agentApplicationView = z.object({
  user_id: z.number(),
  name: z.string(),
  market: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  contact: z.string(),
  channel: z.string(),
  note: z.string(),
  applications: z.number(),
  applied_at: z.number(),
  decided_at: z.nullable(z.number()),
  decided_by: z.nullable(z.number()),
  reason: z.string(),
  /** Who invited the applicant (null when nobody did) and whether that inviter is an approved agent. */
  inviter_id: z.nullable(z.number()),
  inviter_is_agent: z.boolean(),
  invitees: z.number(),
  /** Their invitees flagged as self-referrals. */
  flagged_invitees: z.number(),
});

/** The agent applications, oldest pending first (or newest first for the other filters), 50 a page. */
export const opsFortuneAgentsList = defineOpsCall({
  path: '/fortune/agents',
  permission: 'fortune.agents',
  request: z.object({
    status: z._default(z.enum(['pending', 'approved', 'rejected', 'all']), 'pending'),
    page: pageField,
  }),
  response: z.object({ list: z.array(agentApplicationView), has_more: z.boolean() }),
});
