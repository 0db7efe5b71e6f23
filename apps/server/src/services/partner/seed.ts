import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../ledger/sql.ts';
import { insertApplication, insertPartner } from './repo.ts';

/**
 * Demo partner programme (docs/partner.md), idempotent: Linh (vn) has an application waiting in the console's
 * queue, Budi (id) is an approved partner with the default bonus. A player who has any application is left as is.
 */
const DAY_MS = 86_400_000;
const DEMO_BONUS_PERCENT = 30;

const DEMO = [
  {
    userId: 100001,
    market: 'vn',
    channelType: 'tiktok',
    channelLink: 'https://www.tiktok.com/@linh.plays',
    audience: '10k_100k',
    pitch: 'Mình làm video chơi game mỗi ngày cho khán giả Việt Nam và muốn giới thiệu Arcadia.',
    approve: false,
  },
  {
    userId: 100002,
    market: 'id',
    channelType: 'youtube',
    channelLink: 'https://www.youtube.com/@budi.games',
    audience: '100k_plus',
    pitch: 'Saya membuat ulasan game mingguan untuk pemain Indonesia dan ingin mengajak mereka ke Arcadia.',
    approve: true,
  },
] as const;

export async function seedPartners(db: Db, now = new Date()) {
  for (const d of DEMO) {
    const known = await one(db, sql`select id from partner_applications where user_id = ${d.userId} limit 1`);
    if (known) continue;
    const row = await insertApplication(db, { ...d, createdAt: new Date(now.getTime() - 3 * DAY_MS) });
    if (!d.approve) continue;
    await db.execute(
      sql`update partner_applications set status = 'approved', decided_at = ${new Date(now.getTime() - DAY_MS).toISOString()}
          where id = ${row.id}`,
    );
    await insertPartner(db, {
      userId: d.userId,
      applicationId: row.id,
      market: d.market,
      bonusPercent: DEMO_BONUS_PERCENT,
      at: new Date(now.getTime() - DAY_MS),
    });
  }
}
