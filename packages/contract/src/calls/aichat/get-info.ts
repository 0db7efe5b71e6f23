import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { aiAgent } from './get-products.ts';

/** POST /api/aiagent/get_info (aiagent_id): one agent with its welcome text and suggested questions. */
export const getInfo = defineCall({
  service: 'aichat',
  method: 'POST',
  path: '/api/aiagent/get_info',
  auth: 'optional',
  request: z.object({
    aiagent_id: z.coerce.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX)),
    lang: z.optional(z.string().check(z.maxLength(16))),
  }),
  response: z.extend(aiAgent, { welcome: z.string(), questions: z.array(z.string()) }),
});
