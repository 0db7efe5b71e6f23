import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petIdField, petView } from './common.ts';

/** GET /petV2/info: one pet by id (anyone's; NOT_FOUND when unknown). */
export const petInfo = defineCall({
  service: 'pet',
  method: 'GET',
  path: '/petV2/info',
  auth: 'optional',
  request: z.object({ pet_id: petIdField }),
  response: z.object({ pet: petView }),
});
