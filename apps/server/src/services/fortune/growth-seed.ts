import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { balanceOf, inTransaction } from '../../ledger/ledger.ts';
import { one } from '../../ledger/sql.ts';
import { findPlayer } from './access.ts';
import { giftCodeOf, insertGiftCode } from './gift-repo.ts';
import { fundWebcastCode, giftIds } from './gift-service.ts';
import { usdtWhole } from './money-format.ts';
import { insertRtPrize } from './rt-prize-repo.ts';

/**
 * Fortune's campaign demo data (docs/fortune.md, "Campaigns"), idempotent. Fixed codes (demo data only; real codes
 * are random) so a demo can type them:
 * - HAPPY2NEWS: 1 USDT cash, 1000 claims, every market;
 * - WEEKEND8BX: a 5 USDT bonus wagered 10 times, 500 claims, every market;
 * - PAYDAY2WYN: 2 USDT cash, 200 claims, Vietnam only;
 * - STREAM8VNX: Linh's (100001) webcast code, 6 claims of 0.5 USDT funded from her cash into escrow.
 * And a real-time prize drop titled in the 13 locales, running from an hour before seeding for three days.
 */
const COIN = FORTUNE_COIN as CoinCode;
const DAY_MS = 24 * 3600 * 1000;

const CAMPAIGN = [
  { code: 'HAPPY2NEWS', prizeKind: 'cash', amount: 1, wagerMultiplier: 0, maxClaims: 1000, markets: [] },
  { code: 'WEEKEND8BX', prizeKind: 'bonus', amount: 5, wagerMultiplier: 10, maxClaims: 500, markets: [] },
  { code: 'PAYDAY2WYN', prizeKind: 'cash', amount: 2, wagerMultiplier: 0, maxClaims: 200, markets: ['vn'] },
] as const;

const STREAMER = { userId: 100001, code: 'STREAM8VNX', amount: 0.5, claims: 6, hours: 72 };

const DROP_TITLE = 'Happy hour drop';
const DROP_TITLES: Record<string, string> = {
  'en-US': DROP_TITLE,
  'vi-VN': 'Giờ vàng nhận thưởng',
  'pt-BR': 'Prêmio da hora feliz',
  'id-ID': 'Hadiah jam bahagia',
  'th-TH': 'รางวัลชั่วโมงแห่งความสุข',
  'ms-MY': 'Hadiah waktu gembira',
  'ru-RU': 'Призы счастливого часа',
  'es-MX': 'Premio de la hora feliz',
  'zh-CN': '欢乐时光奖励',
  'fr-FR': "Prime de l'happy hour",
  'ja-JP': 'ハッピーアワー賞金',
  'ko-KR': '해피 아워 상금',
  'tr-TR': 'Mutlu saat ödülü',
};

async function seedCampaign(db: Db, now: Date) {
  for (const c of CAMPAIGN)
    await insertGiftCode(db, {
      code: c.code,
      kind: 'operator',
      prizeKind: c.prizeKind,
      amountPerClaim: usdtWhole(c.amount),
      wagerMultiplier: c.wagerMultiplier,
      maxClaims: c.maxClaims,
      markets: [...c.markets],
      note: 'Demo campaign',
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
      createdAt: now,
    });
}

async function seedDrop(db: Db, now: Date) {
  const seeded = await one(db, sql`select 1 as one from fortune_rt_prizes where titles->>'en-US' = ${DROP_TITLE}`);
  if (seeded) return;
  await insertRtPrize(db, {
    titles: DROP_TITLES,
    amount: usdtWhole(2),
    winners: 50,
    minWager: usdtWhole(10),
    markets: [],
    startsAt: new Date(now.getTime() - 3600 * 1000),
    endsAt: new Date(now.getTime() + 3 * DAY_MS),
    createdAt: now,
  });
}

/** Linh's code, funded through the real escrow move; skipped when she has not joined or lacks the cash. */
async function seedWebcast(db: Db, now: Date) {
  if (await giftCodeOf(db, STREAMER.code)) return;
  if (!(await findPlayer(db, STREAMER.userId))) return;
  const amount = usdtWhole(STREAMER.amount);
  if ((await balanceOf(db, { userId: STREAMER.userId }, COIN)) < amount * BigInt(STREAMER.claims)) return;
  const ids = await giftIds(db);
  const account = await accountId(db, { userId: STREAMER.userId }, COIN);
  await inTransaction(db, (tx) =>
    fundWebcastCode(
      tx,
      ids,
      { userId: STREAMER.userId, account },
      {
        amount,
        claims: STREAMER.claims,
        expiresAt: new Date(now.getTime() + STREAMER.hours * 3600 * 1000),
        code: STREAMER.code,
      },
      now,
    ),
  );
}

/** Runs after the wallet seed (Linh's USDT) and seedFortune (markets, Linh joined). */
export async function seedFortuneGrowth(db: Db): Promise<void> {
  const now = new Date();
  await seedCampaign(db, now);
  await seedDrop(db, now);
  await seedWebcast(db, now);
}
