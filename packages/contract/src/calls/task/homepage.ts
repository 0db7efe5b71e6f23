import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { taskCard, taskRequest } from './common.ts';

export const HOME_TABS = ['hot', 'new', 'rpg', 'casual', 'puzzle', 'strategy', 'apps', 'web3'] as const;

/**
 * POST /game_tab/homepage (tablist): the home page's game tabs with their first cards, in the caller's market.
 * Without `tablist` every tab; tab names follow the `language` header. hot = most played, new = newest, the others
 * are categories (apps and web3 by product type).
 */
export const taskHomepage = defineCall({
  service: 'task',
  method: 'POST',
  path: '/game_tab/homepage',
  auth: 'optional',
  request: taskRequest({
    tablist: z.optional(z.array(z.enum(HOME_TABS)).check(z.minLength(1), z.maxLength(HOME_TABS.length))),
  }),
  response: z.object({
    tabs: z.array(z.object({ id: z.string(), name: z.string(), cards: z.array(taskCard) })),
  }),
});
