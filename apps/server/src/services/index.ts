import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity/routes.ts';
import { aichatRoutes } from './aichat/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { fortuneRoutes } from './fortune/routes.ts';
import { fortuneGamesRoutes } from './fortune-games/routes.ts';
import { fortuneInvitesRoutes } from './fortune-invites/index.ts';
import { gameWalletRoutes } from './game-wallet/routes.ts';
import { giftcodeRoutes } from './giftcode/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { luckycodeRoutes } from './luckycode/routes.ts';
import { opsRoutes } from './ops/routes.ts';
import { paymentRoutes } from './payment/routes.ts';
import { poolRoutes } from './pool/routes.ts';
import { popupsRoutes } from './popups/routes.ts';
import { shareRoutes } from './share/index.ts';
import { socialRoutes } from './social/routes.ts';
import { statsRoutes } from './stats/routes.ts';
import { studioRoutes } from './studio/routes.ts';
import { taskRoutes } from './task/routes.ts';
import { tgRoutes } from './tg/routes.ts';
import { userRoutes } from './user/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/** Every service's routes; each mounts its calls under `/svc/<service>` (registerCall). */
export async function registerServices(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(feedbackRoutes);
  await app.register(aichatRoutes);
  await app.register(statsRoutes);
  await app.register(tgRoutes);
  await app.register(userRoutes);
  await app.register(socialRoutes);
  await app.register(walletRoutes);
  await app.register(opsRoutes);
  await app.register(paymentRoutes);
  await app.register(taskRoutes);
  await app.register(gameWalletRoutes);
  await app.register(fortuneRoutes);
  await app.register(fortuneGamesRoutes);
  await app.register(fortuneInvitesRoutes);
  await app.register(studioRoutes);
  await app.register(shareRoutes);
  await app.register(giftcodeRoutes);
  await app.register(poolRoutes);
  await app.register(activityRoutes);
  await app.register(luckycodeRoutes);
  await app.register(popupsRoutes);
}
