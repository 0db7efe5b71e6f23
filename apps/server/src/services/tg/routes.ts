import { tg } from '@arcadia/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { inviteOnRegister } from '../share/register-hook.ts';
import { loadTgConfig } from './bots.ts';
import * as service from './service.ts';

/** The messenger gateway (spec section 7): Telegram login, contact binding, invite links, desktop web login. */
export async function tgRoutes(app: FastifyInstance) {
  const config = loadTgConfig(app.config.settings);
  // Telegram logins count under the same per-IP login limit as every other login.
  const loginLimit = (request: FastifyRequest) => app.rateLimit('login-ip', clientIp(request), app.limits.loginPerIp);
  registerCall(app, tg.registerOrLogin, async (input, request) => {
    await loginLimit(request);
    return inviteOnRegister(app, request, await service.registerOrLogin(app.db, config, input, 'tg'), input);
  });
  registerCall(app, tg.xwRegisterOrLogin, async (input, request) => {
    await loginLimit(request);
    return inviteOnRegister(app, request, await service.registerOrLogin(app.db, config, input, 'tg_xw'), input);
  });
  registerCall(app, tg.authContact, (input, request) => service.authContact(app.db, config, request.userId, input));
  registerCall(app, tg.inviteUrl, async (input, request) => service.inviteUrl(config, request.userId, input));
  registerCall(app, tg.subPageByRefUrl, async (input) => service.subPageByRefUrl(input.ref_url));
  registerCall(app, tg.lbWebLoginInit, (input) => service.webLoginInit(app.db, config, input));
  registerCall(app, tg.lbWebLoginResult, (input) => service.webLoginResult(app.db, input.token));
}
