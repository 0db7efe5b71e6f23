import { aichat } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import * as service from './service.ts';

/** AI chat (spec section 7): aiagent get_products / get_info and the cs question list, for the help centre. */
export async function aichatRoutes(app: FastifyInstance) {
  const localeOf = (lang: string | undefined, header: string | string[] | undefined) =>
    service.requestLocale(lang, typeof header === 'string' ? header : undefined);
  registerCall(app, aichat.getProducts, (input, request) =>
    service.getProducts(app.db, localeOf(input.lang, request.headers['accept-language'])),
  );
  registerCall(app, aichat.getInfo, (input, request) =>
    service.getInfo(app.db, input.aiagent_id, localeOf(input.lang, request.headers['accept-language'])),
  );
  registerCall(app, aichat.getQlist, (input, request) =>
    service.getQlist(app.db, localeOf(input.lang, request.headers['accept-language'])),
  );
}
