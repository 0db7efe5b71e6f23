import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { playerPopup, popupIdField } from './common.ts';

/**
 * GET /popups/detail: one live popup by id, as the /buildDialog/<id> page shows it (deep links from popups and
 * pushes), visitors included; it does not count a show. Unknown, not yet started, ended or turned off: NOT_FOUND.
 */
export const popupsDetail = defineCall({
  service: 'popups',
  method: 'GET',
  path: '/popups/detail',
  auth: 'optional',
  request: z.object({ id: popupIdField }),
  response: z.object({ popup: playerPopup }),
});
