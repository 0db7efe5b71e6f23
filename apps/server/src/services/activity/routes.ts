import { activity } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { termsFrom } from '../luckycode/settings.ts';
import { hasQualifiedInvitee } from '../share/index.ts';
import { type NewbieDeps, newbieClaim, newbieRewardsFrom, newbieStatus } from './newbie-service.ts';
import { rechargeRebateRoutes } from './recharge-rebate-routes.ts';
import { pendingRewards, receivedRewards, rewardCatalogue } from './rewards-service.ts';

/** The activity service's journey and reward calls (docs/rewards.md), under /svc/activity. */
export async function activityRoutes(app: FastifyInstance) {
  const settings = app.config.settings;
  const newbie: NewbieDeps = {
    db: app.db,
    days: settings.NEWBIE_DAYS,
    rewards: newbieRewardsFrom(settings),
    hasQualifiedInvitee,
  };
  registerCall(app, activity.newbieStatus, (_input, req) => newbieStatus(newbie, req.userId));
  registerCall(app, activity.newbieClaim, (input, req) => newbieClaim(newbie, req.userId, input.step));
  registerCall(app, activity.rewardsReceived, (input, req) =>
    receivedRewards(app.db, req.userId, input.page, input.page_size),
  );
  registerCall(app, activity.rewardsPending, (_input, req) => pendingRewards(newbie, req.userId));
  registerCall(app, activity.rewardsCatalogue, () =>
    rewardCatalogue({ db: app.db, settings, newbieRewards: newbie.rewards, luckycode: termsFrom(settings) }),
  );
  await rechargeRebateRoutes(app);
}
