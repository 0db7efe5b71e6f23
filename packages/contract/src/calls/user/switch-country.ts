import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { countryField } from './shared.ts';

/** POST /user/switch_country: changes the player's market. Needs a bound phone (1012 otherwise). */
export const switchCountry = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/switch_country',
  auth: 'required',
  request: z.object({ country_code: countryField }),
  response: z.object({ country_code: z.string() }),
});
