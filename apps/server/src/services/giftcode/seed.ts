import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf } from '../../ledger/coins.ts';
import { balanceOf, inTransaction } from '../../ledger/ledger.ts';
import { NO_GUARD } from './guard.ts';
import { shareTextFrom } from './messages.ts';
import { giftOf, insertGift } from './repo.ts';
import { claimGift, fundPacket, type GiftDeps, packetTerms } from './service.ts';
import { DEFAULT_GIFT_SETTINGS } from './settings.ts';
import { randomSplit } from './split.ts';

/**
 * Demo gift codes (docs/giftcodes.md), idempotent: fixed codes (demo data only; real codes are random) so a demo
 * can type them. Campaign codes from the house, and a red packet from each demo player funded from their WH into
 * escrow, in their language, some already claimed by the others.
 */
const DAY_MS = 24 * 3600 * 1000;

const CAMPAIGNS = [
  { code: 'WEMEETAGAN', coin: 'WH', amount: 5n, claims: 1000, message: 'Welcome to Arcadia! A gift from the team.' },
  { code: 'TETHAPPY26', coin: 'WH', amount: 8n, claims: 500, message: 'Chúc mừng năm mới! Lì xì từ Arcadia.' },
  { code: 'SAWASDEE26', coin: 'WH', amount: 6n, claims: 500, message: 'สวัสดีปีใหม่! ของขวัญจาก Arcadia' },
  { code: 'BRSUERTE26', coin: 'HAPPY', amount: 10n, claims: 300, message: 'Boa sorte! Um presente da Arcadia.' },
] as const;

const PACKETS = [
  {
    code: 'VN8PACKET2',
    userId: 100001,
    coin: 'WH',
    split: 'random',
    amount: '88',
    claims: 8,
    message: 'Lì xì may mắn cho cả nhà! 🧧',
    claimers: [100002, 100003],
  },
  {
    code: 'SEMANGAT25',
    userId: 100002,
    coin: 'WH',
    split: 'fixed',
    amount: '20',
    claims: 5,
    message: 'Selamat ya! Semoga berkah 🎉',
    claimers: [100001],
  },
  {
    code: 'BRFESTA777',
    userId: 100003,
    coin: 'WH',
    split: 'fixed',
    amount: '10',
    claims: 4,
    message: 'Boa sorte, galera! 🍀',
    claimers: [],
  },
] as const;

export async function seedGiftcodes(db: Db, webDist = ''): Promise<void> {
  const now = new Date();
  for (const c of CAMPAIGNS) {
    const unit = 10n ** BigInt(coinOf(c.coin).decimals);
    await insertGift(db, {
      code: c.code,
      kind: 'campaign',
      coin: c.coin,
      split: 'fixed',
      total: c.amount * unit * BigInt(c.claims),
      amountPerClaim: c.amount * unit,
      maxClaims: c.claims,
      message: c.message,
      note: 'Demo campaign',
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
      createdAt: now,
    });
  }
  const deps: GiftDeps = { db, settings: DEFAULT_GIFT_SETTINGS, shareText: shareTextFrom(webDist) };
  for (const p of PACKETS) {
    if (await giftOf(db, p.code)) continue;
    const coin = p.coin as CoinCode;
    const input = {
      coin,
      split: p.split,
      amount: p.amount,
      claims: p.claims,
      expires_in_hours: 168,
      message: p.message,
    };
    const terms = packetTerms(input, DEFAULT_GIFT_SETTINGS);
    if ((await balanceOf(db, { userId: p.userId }, coin)) < terms.total) continue;
    const ids = {
      account: await accountId(db, { userId: p.userId }, coin),
      escrow: await accountId(db, { system: 'escrow' }, coin),
    };
    const parts = p.split === 'random' ? randomSplit(terms.total, p.claims) : [];
    await inTransaction(db, (tx) => fundPacket(tx, ids, p.userId, input, terms, parts, now, p.code));
    for (const claimer of p.claimers) await claimGift(deps, claimer, `seed-giftcode-${p.code}`, p.code, NO_GUARD, now);
  }
}
