import { user } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { loadTgConfig } from '../tg/bots.ts';
import { loadSocialConfig } from './config.ts';
import * as service from './service.ts';
import { botApiMembers } from './telegram-members.ts';

/**
 * The user service's social-media calls (spec section 7: POST /api/social_media/...): account linking (OAuth 2 with
 * PKCE, Telegram initData), the follow list and follow checks. Thin routes; the logic is in service.ts.
 */
export async function socialRoutes(app: FastifyInstance) {
  const config = loadSocialConfig(app.config.settings, app.config.seedDemo);
  const deps: service.SocialDeps = {
    db: app.db,
    config,
    tg: loadTgConfig(app.config.settings),
    members: botApiMembers(config.tgApiBase),
  };
  registerCall(app, user.socialGetToken, (input, req) => service.getToken(deps, req.userId, input));
  registerCall(app, user.socialTelegramReport, (input, req) => service.reportTelegramAuth(deps, req.userId, input));
  registerCall(app, user.socialNeedAuthorize, (input, req) =>
    service.needAuthorize(deps, req.userId, input.media_type),
  );
  registerCall(app, user.socialGetFollowList, async () => service.followList(config));
  registerCall(app, user.socialGetFollowing, (_input, req) => service.following(deps, req.userId));
  registerCall(app, user.socialCheckFollowStatus, (input, req) => service.checkFollow(deps, req.userId, input.id));
}
