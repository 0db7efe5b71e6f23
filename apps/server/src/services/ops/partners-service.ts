import type { PartnerStatus } from '@arcadia/contract/calls/partner/common';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import {
  type ApplicationRow,
  applicationById,
  applicationQueue,
  decidePending,
  insertPartner,
  playerFacts,
  type QueueRow,
} from '../partner/repo.ts';
import { applicationView } from '../partner/service.ts';
import { findUserById } from '../user/repo.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';

/**
 * The console's partner applications queue (docs/partner.md, "Console"): approve makes the player a partner with
 * the bonus of the day (PARTNER_BONUS_PERCENT), reject keeps a reason the player reads; each decision is audited in
 * its transaction. The guarded pending -> decided update is what one of two racing reviewers wins.
 */
const PAGE_SIZE = 20;
const secs = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

function opsView(
  row: ApplicationRow,
  o: { username: string; joinedAt: Date | string; phone: boolean; active: number },
) {
  return {
    ...applicationView(row),
    user_id: Number(row.user_id),
    username: o.username,
    joined_at: secs(o.joinedAt),
    phone_bound: o.phone,
    active_invitees: o.active,
  };
}

const queueView = (r: QueueRow) =>
  opsView(r, {
    username: r.username ?? '',
    joinedAt: r.joined_at,
    phone: r.phone_bound === true || String(r.phone_bound) === 'true',
    active: Number(r.active_invitees),
  });

export async function listApplications(deps: OpsDeps, input: { status: PartnerStatus; page: number }) {
  const found = await applicationQueue(deps.db, input.status, input.page, PAGE_SIZE);
  return { list: found.slice(0, PAGE_SIZE).map(queueView), has_more: found.length > PAGE_SIZE };
}

export async function decideApplication(
  deps: OpsDeps,
  caller: OpsCaller,
  input: { application_id: number; approve: boolean; reason?: string | undefined },
  bonusPercent: number,
  now = new Date(),
) {
  const reason = input.approve ? '' : (input.reason ?? '').trim();
  if (!input.approve && reason.length < 3) throw fieldError({ reason: ['Say why, in 3 to 300 characters'] });
  const found = await applicationById(deps.db, input.application_id);
  if (!found) throw new AppError('NOT_FOUND', 'No such application.');
  const decided = await inTransaction(deps.db, async (tx) => {
    const row = await decidePending(tx, found.id, {
      status: input.approve ? 'approved' : 'rejected',
      reason,
      decidedBy: caller.operator.id,
      at: now,
    });
    if (!row)
      throw new AppError('CONFLICT', 'This application has already been decided.', {
        reason: 'already_decided',
        status: (await applicationById(tx, found.id))?.status ?? found.status,
      });
    const userId = Number(row.user_id);
    if (input.approve)
      await insertPartner(tx, { userId, applicationId: row.id, market: row.market, bonusPercent, at: now });
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: input.approve ? 'partner.approve' : 'partner.reject',
      target: `partner_application:${row.id}`,
      before: { status: 'pending', user_id: userId, channel_link: row.channel_link },
      after: { status: row.status, reason, ...(input.approve ? { bonus_percent: bonusPercent } : {}) },
    });
    return row;
  });
  const userId = Number(decided.user_id);
  const [user, facts] = await Promise.all([findUserById(deps.db, userId), playerFacts(deps.db, userId)]);
  return {
    application: opsView(decided, {
      username: user?.username ?? '',
      joinedAt: facts?.joinedAt ?? now,
      phone: !!facts?.phone,
      active: facts?.activeInvitees ?? 0,
    }),
  };
}
