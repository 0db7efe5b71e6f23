import { eq, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneAgents } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePlayer } from '../fortune/access.ts';
import { agentLinkCount, agentLinks } from './repo.ts';
import { agentState, ensureLink, type InviteDeps, linkView, requireAgent } from './service.ts';
import { INVITES } from './settings.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface ApplyInput {
  contact: string;
  channel: string;
  note: string;
}

/**
 * agent_apply: none -> pending, or rejected -> pending once `reapplyAfterDays` have passed since the decision. The
 * row is locked while deciding, so two racing applications make one.
 */
export async function applyAsAgent(db: Db, userId: number, input: ApplyInput, now = new Date()) {
  await requirePlayer(db, userId);
  const row = await inTransaction(db, async (tx) => {
    const [fresh] = await asDb(tx)
      .insert(fortuneAgents)
      .values({ userId, status: 'pending', ...input, appliedAt: now })
      .onConflictDoNothing()
      .returning();
    if (fresh) return fresh;
    const [current] = await asDb(tx).select().from(fortuneAgents).where(eq(fortuneAgents.userId, userId)).for('update');
    if (!current) throw new Error('agent application vanished');
    if (current.status === 'pending')
      throw new AppError('CONFLICT', 'Your application is being reviewed.', { reason: 'pending' });
    if (current.status === 'approved')
      throw new AppError('CONFLICT', 'You are an agent already.', { reason: 'already_agent' });
    const reapplyAt = (current.decidedAt ?? current.appliedAt).getTime() + INVITES.reapplyAfterDays * DAY_MS;
    if (now.getTime() < reapplyAt)
      throw new AppError('CONFLICT', 'You can apply again later.', {
        reason: 'reapply_later',
        reapply_at: Math.floor(reapplyAt / 1000),
      });
    const [again] = await asDb(tx)
      .update(fortuneAgents)
      .set({
        status: 'pending',
        ...input,
        appliedAt: now,
        decidedAt: null,
        decidedBy: null,
        reason: '',
        applications: sql`${fortuneAgents.applications} + 1`,
      })
      .where(eq(fortuneAgents.userId, userId))
      .returning();
    return again;
  });
  return { agent: agentState(row) };
}

export async function listAgentLinks(deps: InviteDeps, userId: number) {
  await requireAgent(deps.db, userId);
  const links = await agentLinks(deps.db, userId);
  return { list: links.map((l) => linkView(deps, l, l.invitees)), max_links: INVITES.maxLinks };
}

/** agent_invite_link/add: the agent's link for (campaign, package), made once; at most INVITES.maxLinks. */
export async function addAgentLink(
  deps: InviteDeps,
  userId: number,
  input: { campaign: string; package: string },
  now = new Date(),
) {
  await requireAgent(deps.db, userId);
  const existing = (await agentLinks(deps.db, userId)).find(
    (l) => l.campaign === input.campaign && l.package === input.package,
  );
  if (existing) return { link: linkView(deps, existing, existing.invitees), created: false };
  if ((await agentLinkCount(deps.db, userId)) >= INVITES.maxLinks)
    throw new AppError('CONFLICT', `At most ${INVITES.maxLinks} links.`, {
      reason: 'too_many_links',
      max: INVITES.maxLinks,
    });
  const { link, created } = await ensureLink(deps.db, userId, 'agent', input.campaign, input.package, now);
  return { link: linkView(deps, link, 0), created };
}
