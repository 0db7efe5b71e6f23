// Fortune's invites, agents and sub-agents (docs/fortune-invites.md): what other features may use.

export { type DayResult, type JobHooks, runCommissionJob, settleableDays, settleDay, settleIds } from './job.ts';
export { type InviteJoin, inviteJoin } from './join.ts';
export { fortuneInvitesRoutes } from './routes.ts';
