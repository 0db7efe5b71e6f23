import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { usdtWhole, utcDay } from '../fortune/money-format.ts';
import { TICKER } from '../fortune/seed.ts';
import { recordPlay } from '../fortune/wagering.ts';
import { applyAsAgent } from './agents.ts';
import { runCommissionJob, settleIds } from './job.ts';
import { agentOf, insertInvitee, type LinkRow, rememberDevice, selfReferralReason } from './repo.ts';
import { ensureLink } from './service.ts';

/**
 * The invite programme's demo data (docs/fortune-invites.md), across every market the Fortune demo opens:
 * - Linh (100001, vn) is an approved agent with her personal link and two campaign links (a Zalo group in Saigon,
 *   a Telegram channel for South-East Asia);
 * - eight ticker players joined through them: Hà (vn), Siti (id), Somchai (th), Maria (ph), Aiman (my), Dmitry (ru)
 *   and João (br), who became an agent himself (Linh's sub-agent) and brought Camila (br) and Luis (mx); Quang (vn)
 *   registered on Linh's phone and is flagged as her self-referral;
 * - Aiman's agent application waits in the console's queue;
 * - the team played over the last week (wager records, as the games write them) and the daily commission job settled
 *   the closed days, paying the commissions from the house through the ledger.
 * Idempotent: every row is made once, plays only with the binding they belong to, and the job pays each inviter's
 * day once (its own guarantee), so running it at every start changes nothing after the first.
 */

const DAY_MS = 24 * 3600 * 1000;
const LINH = 100001;
const JOAO = 100204;
const AIMAN = 100208;
/** The phone Linh uses, on which Quang registered too. */
const LINH_PHONE = 'demo_did_linh_phone_01';

interface DemoAgent {
  userId: number;
  contact: string;
  channel: 'social' | 'community' | 'streaming' | 'website' | 'offline' | 'other';
  note: string;
  appliedDaysAgo: number;
  /** Undefined: the application is still waiting. */
  approvedDaysAgo?: number;
}

const AGENTS: DemoAgent[] = [
  {
    userId: LINH,
    contact: 'Zalo 0901 234 567',
    channel: 'community',
    note: 'Tôi quản lý nhóm Zalo 3.000 thành viên ở Sài Gòn và một kênh Telegram cho bạn bè trong khu vực.',
    appliedDaysAgo: 30,
    approvedDaysAgo: 29,
  },
  {
    userId: JOAO,
    contact: '@joao.pereira.live',
    channel: 'streaming',
    note: 'Faço lives de slots três noites por semana no YouTube e tenho um grupo no Instagram.',
    appliedDaysAgo: 13,
    approvedDaysAgo: 12,
  },
  {
    userId: AIMAN,
    contact: '@aiman_hakim',
    channel: 'social',
    note: 'Saya urus kumpulan Telegram 2,000 ahli di Johor Bahru dan mahu kongsi pautan di sana.',
    appliedDaysAgo: 1,
  },
];

interface DemoLink {
  key: string;
  owner: number;
  kind: 'personal' | 'agent';
  campaign: string;
  package: string;
  daysAgo: number;
}

const LINKS: DemoLink[] = [
  { key: 'linh', owner: LINH, kind: 'personal', campaign: '', package: '', daysAgo: 35 },
  { key: 'zalo', owner: LINH, kind: 'agent', campaign: 'Nhóm Zalo Sài Gòn', package: 'pwa', daysAgo: 28 },
  { key: 'telegram', owner: LINH, kind: 'agent', campaign: 'Telegram Đông Nam Á', package: 'apk.sea-01', daysAgo: 27 },
  { key: 'joao', owner: JOAO, kind: 'personal', campaign: '', package: '', daysAgo: 14 },
  { key: 'instagram', owner: JOAO, kind: 'agent', campaign: 'Instagram LatAm', package: 'pwa', daysAgo: 11 },
];

interface DemoInvitee {
  userId: number;
  link: string;
  daysAgo: number;
  /** A typical day's stake, USDT. */
  stake: number;
  /** The device they registered from, when it is worth showing. */
  device?: string;
}

const INVITEES: DemoInvitee[] = [
  { userId: 100201, link: 'zalo', daysAgo: 20, stake: 35 },
  { userId: 100202, link: 'linh', daysAgo: 18, stake: 30, device: LINH_PHONE },
  { userId: 100203, link: 'telegram', daysAgo: 16, stake: 22 },
  { userId: JOAO, link: 'linh', daysAgo: 15, stake: 60 },
  { userId: 100206, link: 'telegram', daysAgo: 12, stake: 48 },
  { userId: 100205, link: 'joao', daysAgo: 10, stake: 18 },
  { userId: 100207, link: 'telegram', daysAgo: 9, stake: 15 },
  { userId: AIMAN, link: 'telegram', daysAgo: 8, stake: 25 },
  { userId: 100209, link: 'instagram', daysAgo: 4, stake: 27 },
  { userId: 100210, link: 'telegram', daysAgo: 2, stake: 80 },
];

/** How many closed days back the team played (the job's lookback). */
const PLAY_DAYS = 7;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

/** Applies (the players' call), then approves the application the seed made, as an operator would. */
async function seedAgent(db: Db, agent: DemoAgent, now: Date) {
  if (!(await agentOf(db, agent.userId)))
    await applyAsAgent(
      db,
      agent.userId,
      { contact: agent.contact, channel: agent.channel, note: agent.note },
      daysAgo(now, agent.appliedDaysAgo),
    );
  if (agent.approvedDaysAgo === undefined) return;
  // No operator exists in a fresh demo: the decision is the seed's (decided_by stays empty), and only of its own
  // application, so a demo player's real application is never decided here.
  await db.execute(
    sql`update fortune_agents set status = 'approved', reason = '',
          decided_at = ${daysAgo(now, agent.approvedDaysAgo).toISOString()}::timestamptz
        where user_id = ${agent.userId} and status = 'pending' and contact = ${agent.contact}`,
  );
}

/** Binds one invitee as registering through the link would, with the plays of their days since, in one go. */
async function seedInvitee(db: Db, invitee: DemoInvitee, index: number, link: LinkRow, now: Date) {
  const boundDay = utcDay(daysAgo(now, invitee.daysAgo));
  await inTransaction(db, async (tx) => {
    if (invitee.device) {
      await rememberDevice(tx, link.userId, invitee.device);
      await rememberDevice(tx, invitee.userId, invitee.device);
    }
    const reason = await selfReferralReason(tx, invitee.userId, link.userId);
    const boundAt = at(boundDay, '09:00:00');
    const bound = await insertInvitee(tx, {
      userId: invitee.userId,
      inviterId: link.userId,
      linkId: link.id,
      campaign: link.campaign,
      package: link.package,
      deviceId: invitee.device ?? '',
      boundAt,
      flagReason: reason,
      flaggedAt: reason ? boundAt : null,
    });
    if (!bound) return;
    for (let ago = Math.min(PLAY_DAYS, invitee.daysAgo); ago >= 1; ago -= 1) {
      // A rest day now and then; the stake swings between 0.6 and 1.4 times their usual.
      if ((ago + index) % 4 === 0) continue;
      const stake = usdtWhole(invitee.stake * (0.6 + ((ago * 7 + index * 3) % 9) / 10));
      const win = (stake * (ago % 3 === 0 ? 118n : 93n)) / 100n;
      await recordPlay(tx, { userId: invitee.userId, stake, win, at: at(utcDay(daysAgo(now, ago)), '14:00:00') });
    }
  });
}

export async function seedInvites(db: Db, now = new Date()): Promise<void> {
  for (const id of [...INVITEES.map((i) => i.userId), AIMAN])
    if (!TICKER.some((p) => p.id === id)) throw new Error(`invite seed: ${id} is not a demo ticker player`);
  for (const agent of AGENTS) if (agent.approvedDaysAgo !== undefined) await seedAgent(db, agent, now);
  const links = new Map<string, LinkRow>();
  for (const l of LINKS) {
    const { link } = await ensureLink(db, l.owner, l.kind, l.campaign, l.package, daysAgo(now, l.daysAgo));
    links.set(l.key, link);
  }
  for (const [index, invitee] of INVITEES.entries())
    await seedInvitee(db, invitee, index, links.get(invitee.link) as LinkRow, now);
  for (const agent of AGENTS) if (agent.approvedDaysAgo === undefined) await seedAgent(db, agent, now);
  await runCommissionJob(db, await settleIds(db), now);
}
