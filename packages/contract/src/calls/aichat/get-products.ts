import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

export const aiAgent = z.object({
  aiagent_id: z.number(),
  name: z.string(),
  intro: z.string(),
  avatar: z.string(),
});

/** POST /api/aiagent/get_products: the AI agents (products) the help centre offers. */
export const getProducts = defineCall({
  service: 'aichat',
  method: 'POST',
  path: '/api/aiagent/get_products',
  auth: 'optional',
  request: z.object({ lang: z.optional(z.string().check(z.maxLength(16))) }),
  response: z.object({ list: z.array(aiAgent) }),
});
