import { fortune } from '@arcadia/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall } from '../../lib/register-call.ts';
import { utcDay } from '../fortune/money-format.ts';
import { addAgentLink, applyAsAgent, listAgentLinks } from './agents.ts';
import { ensureDevice } from './device.ts';
import { runCommissionJob, settleIds } from './job.ts';
import { isSubAgentOf, rememberDevice } from './repo.ts';
import {
  dailySummary,
  dailySummaryBy,
  type InviteDeps,
  inviteRewards,
  inviteSummary,
  inviteUsers,
  masterConf,
  pwaInviteUrl,
  subAgentDailySummary,
  subAgentsSummary,
  weeklyRank,
} from './service.ts';
import { CONF_READS_PER_IP, INVITES, LINK_ADDS_PER_HOUR } from './settings.ts';

/**
 * Fortune's invites, agents and sub-agents (issue 17, docs/fortune-invites.md): the players' calls under
 * /svc/fortune/fortune/, and the daily commission job on every server process (each inviter's day is paid once
 * whichever process gets there first).
 */
export async function fortuneInvitesRoutes(app: FastifyInstance) {
  const db = app.db;
  const deps: InviteDeps = { db, origin: app.config.publicOrigin };
  const ids = await settleIds(db);
  const secure = app.config.publicOrigin.startsWith('https:');
  /** The devices inviters use, for the self-referral check of their invitees (a browser gets its device cookie). */
  const seen = async (req: FastifyRequest, reply: FastifyReply) => {
    const did = ensureDevice(req, reply, secure);
    if (req.userId) await rememberDevice(db, req.userId, did);
  };

  registerCall(app, fortune.fortunePwaInviteUrl, async (_i, req, reply) => {
    const answer = await pwaInviteUrl(deps, req.userId);
    await seen(req, reply);
    return answer;
  });
  registerCall(app, fortune.fortuneInviteSummary, async (_i, req, reply) => {
    const answer = await inviteSummary(deps, req.userId);
    await seen(req, reply);
    return answer;
  });
  registerCall(app, fortune.fortuneInviteUsers, async (input, req) =>
    inviteUsers(db, req.userId, input.page, input.page_size, utcDay(new Date())),
  );
  registerCall(app, fortune.fortuneInviteRewards, async (input, req) =>
    inviteRewards(db, req.userId, input.page, input.page_size),
  );
  registerCall(app, fortune.fortuneInviteWeeklyRank, async (input, req) => weeklyRank(db, req.userId, input.week));
  registerCall(app, fortune.fortuneInviteMasterConf, async (_i, req, reply) => {
    if (!req.userId) await app.rateLimit('fortune-invite-conf', req.ip, CONF_READS_PER_IP);
    const answer = await masterConf(db, req.userId || undefined);
    // A visitor's browser gets its device cookie here too, so joining records the device it joined from.
    await seen(req, reply);
    return answer;
  });
  registerCall(app, fortune.fortuneInviteDailySummary, async (input, req) => dailySummary(db, req.userId, input.days));
  registerCall(app, fortune.fortuneInviteDailySummaryByPkg, async (input, req) => ({
    list: (await dailySummaryBy(db, req.userId, input.days, 'package')).map(({ group, ...row }) => ({
      ...row,
      package: group,
    })),
  }));
  registerCall(app, fortune.fortuneInviteDailySummaryByCampaign, async (input, req) => ({
    list: (await dailySummaryBy(db, req.userId, input.days, 'campaign')).map(({ group, ...row }) => ({
      ...row,
      campaign: group,
    })),
  }));
  registerCall(app, fortune.fortuneInviteSubAgentsSummary, async (input, req) =>
    subAgentsSummary(db, req.userId, input.days),
  );
  registerCall(app, fortune.fortuneInviteSubagentDailySummary, async (input, req) =>
    subAgentDailySummary(db, req.userId, input.days, input.sub_agent_id, (agent, sub) => isSubAgentOf(db, agent, sub)),
  );
  registerCall(app, fortune.fortuneAgentInviteLinkList, async (_i, req, reply) => {
    const answer = await listAgentLinks(deps, req.userId);
    await seen(req, reply);
    return answer;
  });
  registerCall(app, fortune.fortuneAgentInviteLinkAdd, async (input, req, reply) => {
    await app.rateLimit('fortune-invite-link', req.userId, LINK_ADDS_PER_HOUR);
    const answer = await addAgentLink(deps, req.userId, input);
    await seen(req, reply);
    return answer;
  });
  registerCall(app, fortune.fortuneAgentApply, async (input, req, reply) => {
    const answer = await applyAsAgent(db, req.userId, input);
    await seen(req, reply);
    return answer;
  });

  runEvery(app, {
    name: 'fortune invite commissions settled',
    everyMs: INVITES.jobEveryMs,
    run: async () => {
      const days = (await runCommissionJob(db, ids)).filter((d) => d.settled > 0 || d.failed.length > 0);
      return days.length > 0 ? { days: days.map((d) => ({ ...d, paid: String(d.paid) })) } : undefined;
    },
  });
}
