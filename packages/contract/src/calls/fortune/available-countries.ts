import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { fortuneCurrency } from './common.ts';

/** GET /fortune/available_countries: the markets an operator opened Fortune in, and whether the caller's is one. */
export const fortuneAvailableCountries = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/available_countries',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    markets: z.array(fortuneCurrency),
    current: z.string(),
    available: z.boolean(),
  }),
});
