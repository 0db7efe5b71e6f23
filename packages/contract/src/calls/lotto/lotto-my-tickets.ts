import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { lottoTicket, pageField } from './common.ts';

export const LOTTO_TICKETS_PAGE = 20;

/** GET /lotto/my_tickets: the caller's tickets, newest first, 20 a page, each with its draw's outcome. */
export const lottoMyTickets = defineCall({
  service: 'game',
  method: 'GET',
  path: '/lotto/my_tickets',
  auth: 'required',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(lottoTicket), has_more: z.boolean() }),
});
