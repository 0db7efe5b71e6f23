import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { taskIdField, taskRequest } from './common.ts';

export const TASK_ACTIONS = ['view', 'click', 'open', 'install', 'share', 'copy_link', 'close'] as const;

/**
 * POST /task/action (xbOfferId, action, action_type): what the player did on a task screen (opened the store page,
 * launched the game, shared), recorded for the offer's funnel. Nothing is paid here: payment comes only from the
 * network's postback or an approved audit. Limited per player.
 */
export const taskAction = defineCall({
  service: 'task',
  method: 'POST',
  path: '/task/action',
  auth: 'required',
  request: taskRequest({
    xbOfferId: taskIdField,
    action: z.enum(TASK_ACTIONS),
    action_type: z._default(z.string().check(z.maxLength(32), z.regex(/^[a-z0-9_]*$/, 'Lower-case word')), ''),
  }),
  response: z.object({ recorded: z.literal(true) }),
});
