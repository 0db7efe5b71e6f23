import { sql } from 'drizzle-orm';
import type { Settings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { inTransaction, move } from '../../ledger/ledger.ts';
import { rows } from '../../ledger/sql.ts';
import { levelOf, shareSettingsFrom } from './settings.ts';

/**
 * The share area's demo data (docs/share.md): every demo inviter has a share code, and friends from their markets
 * joined through them over the last two weeks, some qualified and paid (rewards moved from issuance through the
 * ledger with the settlement's own keys, so a later settlement never pays them again), some still pending, and one
 * self-invite (Linh's second account on her phone) refused. Idempotent: each relation and its payments are made once.
 */

const DAY_MS = 86_400_000;

const CODES: [number, string][] = [
  [100001, 'TRANVN26'], // Linh Tran, vn
  [100002, 'BUDSAN26'], // Budi Santoso, id
  [100003, 'ANASBR26'], // Ana Souza, br
  [100206, 'SMCHTH26'], // Somchai K., th
  [100210, 'DMTRRU26'], // Dmitry Orlov, ru
];

interface DemoInvitee {
  id: number;
  name: string;
  market: string;
  inviter: number;
  source: 'link' | 'code' | 'tg';
  /** Days ago they joined; qualified (and paid) the same day when `paid`. */
  daysAgo: number;
  status: 'pending' | 'paid' | 'refused';
}

const INVITEES: DemoInvitee[] = [
  { id: 100701, name: 'Võ Minh Khang', market: 'vn', inviter: 100001, source: 'link', daysAgo: 12, status: 'paid' },
  { id: 100702, name: 'Đặng Thảo My', market: 'vn', inviter: 100001, source: 'tg', daysAgo: 9, status: 'paid' },
  { id: 100703, name: 'Lê Hoàng Phúc', market: 'vn', inviter: 100001, source: 'code', daysAgo: 4, status: 'paid' },
  { id: 100704, name: 'Bùi Ngọc Anh', market: 'vn', inviter: 100001, source: 'link', daysAgo: 1, status: 'paid' },
  { id: 100705, name: 'Trần Gia Bảo', market: 'vn', inviter: 100001, source: 'link', daysAgo: 0, status: 'pending' },
  { id: 100706, name: 'Linh T. (2)', market: 'vn', inviter: 100001, source: 'link', daysAgo: 2, status: 'refused' },
  { id: 100707, name: 'Dewi Lestari', market: 'id', inviter: 100002, source: 'link', daysAgo: 6, status: 'paid' },
  { id: 100708, name: 'Rizky Pratama', market: 'id', inviter: 100002, source: 'code', daysAgo: 3, status: 'paid' },
  { id: 100709, name: 'Putri Ayu', market: 'id', inviter: 100002, source: 'link', daysAgo: 0, status: 'pending' },
  { id: 100710, name: 'Lucas Oliveira', market: 'br', inviter: 100003, source: 'link', daysAgo: 5, status: 'paid' },
  { id: 100711, name: 'Nattapong S.', market: 'th', inviter: 100206, source: 'tg', daysAgo: 2, status: 'paid' },
  { id: 100712, name: 'Anan Chaiyo', market: 'th', inviter: 100206, source: 'link', daysAgo: 1, status: 'paid' },
  { id: 100713, name: 'Ирина Смирнова', market: 'ru', inviter: 100210, source: 'link', daysAgo: 3, status: 'paid' },
];

export async function seedShare(db: Db, settings: Settings, now = new Date()) {
  const s = shareSettingsFrom(settings);
  for (const [userId, code] of CODES) {
    if ((await rows(db, sql`select 1 from users where id = ${userId}`)).length === 0) continue;
    await db.execute(sql`insert into share_codes (user_id, code) values (${userId}, ${code}) on conflict do nothing`);
  }
  const issuance = await accountId(db, { system: 'issuance' }, s.coin);
  const active = new Map<number, number>();
  for (const p of INVITEES) {
    await db.execute(
      sql`insert into users (id, username, user_login, country_code, is_demo, created_at)
          values (${p.id}, ${p.name}, ${`demo_share_${p.id}`}, ${p.market}, true,
                  ${new Date(now.getTime() - p.daysAgo * DAY_MS - 3600_000).toISOString()}::timestamptz)
          on conflict (id) do nothing`,
    );
    const code = CODES.find(([id]) => id === p.inviter)?.[1];
    if (!code || (await rows(db, sql`select 1 from share_codes where user_id = ${p.inviter}`)).length === 0) continue;
    const at = new Date(now.getTime() - p.daysAgo * DAY_MS);
    const inviteeAccount = await accountId(db, { userId: p.id }, s.coin);
    const inviterAccount = await accountId(db, { userId: p.inviter }, s.coin);
    const n = (active.get(p.inviter) ?? 0) + (p.status === 'paid' ? 1 : 0);
    active.set(p.inviter, n);
    const bonus = levelOf(s.levels, n).bonus_percent;
    const inviterAmount = p.status === 'paid' ? (s.inviterReward * BigInt(100 + bonus)) / 100n : 0n;
    const inviteeAmount = p.status === 'paid' ? s.inviteeReward : 0n;
    await inTransaction(db, async (tx) => {
      const made = await rows(
        tx,
        sql`insert into share_invites (invitee_id, inviter_id, source, code, status, refused_reason, coin, inviter_amount,
              invitee_amount, level_bonus_percent, bound_at, qualified_at, paid_at)
            values (${p.id}, ${p.inviter}, ${p.source}, ${code}, ${p.status},
              ${p.status === 'refused' ? 'same_device' : null}, ${s.coin}, ${String(inviterAmount)}::bigint,
              ${String(inviteeAmount)}::bigint, ${bonus}, ${at.toISOString()}::timestamptz,
              ${p.status === 'paid' ? at.toISOString() : null}::timestamptz,
              ${p.status === 'paid' ? at.toISOString() : null}::timestamptz)
            on conflict (invitee_id) do nothing returning invitee_id`,
      );
      if (made.length === 0 || p.status !== 'paid') return;
      const legs = [
        ...(inviteeAmount > 0n
          ? [
              {
                debitId: issuance,
                creditId: inviteeAccount,
                coin: s.coin,
                amount: inviteeAmount,
                kind: 'share_invitee',
              },
            ]
          : []),
      ];
      if (legs.length)
        await move(tx, legs, { reference: `share_invite:${p.id}`, idempotencyKey: `share:invitee:${p.id}` });
      if (inviterAmount > 0n)
        await move(
          tx,
          [{ debitId: issuance, creditId: inviterAccount, coin: s.coin, amount: inviterAmount, kind: 'share_inviter' }],
          { reference: `share_invite:${p.id}`, idempotencyKey: `share:inviter:${p.id}` },
        );
    });
  }
}
