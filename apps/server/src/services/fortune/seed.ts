import { sql } from 'drizzle-orm';
import { processSettings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { fortuneMarkets, fortunePlayers, fortunePopups, users } from '../../db/schema/index.ts';
import { inTransaction, transfer } from '../../ledger/ledger.ts';
import { one } from '../../ledger/sql.ts';
import { CURRENCIES, paymentMarketsFrom } from '../payment/markets.ts';
import { grantBonus, systemIds } from './bonus-service.ts';
import { seedFortuneGrowth } from './growth-seed.ts';
import { usdtWhole } from './money-format.ts';
import { recordPlay } from './wagering.ts';

/**
 * Fortune's demo data: the markets a demo operator opened (uz, kz and in stay closed, to show that state), Linh
 * (100001, vn) as a player with a month of play (VIP levels) and a locked bonus half wagered, Budi (100002, id) and
 * Ana (100003, br) not joined yet, and players of every open market whose completed withdrawals feed the money
 * page's ticker. Idempotent.
 */
const OPEN = ['vn', 'id', 'br', 'th', 'ph', 'my', 'mx', 'ru'];
const DAY_MS = 24 * 3600 * 1000;

/** Ticker players: one or two per open market, names as people there write them. */
export const TICKER = [
  { id: 100201, name: 'Nguyễn Thu Hà', market: 'vn', amount: 42 },
  { id: 100202, name: 'Phạm Quang', market: 'vn', amount: 15.5 },
  { id: 100203, name: 'Siti Rahma', market: 'id', amount: 27 },
  { id: 100204, name: 'João Pereira', market: 'br', amount: 88 },
  { id: 100205, name: 'Camila Rocha', market: 'br', amount: 12 },
  { id: 100206, name: 'Somchai K.', market: 'th', amount: 33.25 },
  { id: 100207, name: 'Maria Santos', market: 'ph', amount: 20 },
  { id: 100208, name: 'Aiman Hakim', market: 'my', amount: 61 },
  { id: 100209, name: 'Luis Hernández', market: 'mx', amount: 18 },
  { id: 100210, name: 'Дмитрий Орлов', market: 'ru', amount: 55 },
];

async function seedMarkets(db: Db) {
  for (const market of Object.keys(CURRENCIES))
    await db
      .insert(fortuneMarkets)
      .values({ market, enabled: OPEN.includes(market) })
      .onConflictDoNothing();
}

async function seedPlayer(db: Db, userId: number, market: string, dailyStake: number) {
  const joined = await db
    .insert(fortunePlayers)
    .values({ userId, market, ageConfirmedAt: new Date(Date.now() - 40 * DAY_MS), registeredAt: new Date() })
    .onConflictDoNothing()
    .returning();
  if (joined.length === 0) return;
  const ids = await systemIds(db);
  await inTransaction(db, async (tx) => {
    for (let day = 1; day <= 28; day += 1) {
      const stake = usdtWhole(dailyStake * (1 + (day % 5) / 4));
      // Most days lose a little, some win: the house edge over a month, not a straight line.
      const win = day % 4 === 0 ? (stake * 13n) / 10n : (stake * 9n) / 10n;
      await recordPlay(tx, { userId, stake, win, at: new Date(Date.now() - day * DAY_MS) });
    }
    const bonus = await grantBonus(tx, ids, {
      userId,
      amount: usdtWhole(20),
      wagerMultiplier: 10,
      expiresDays: 30,
      source: 'first_deposit',
      sourceRef: `user:${userId}`,
    });
    // Half of its wagering done today.
    if (bonus) await recordPlay(tx, { userId, stake: usdtWhole(100), win: usdtWhole(96), at: new Date() });
  });
}

async function seedTicker(db: Db) {
  // The deployment's rates (PAYMENT_RATES), so the seeded amounts read as the screens will show them.
  const markets = paymentMarketsFrom(processSettings());
  for (const [i, p] of TICKER.entries()) {
    await db
      .insert(users)
      .values({ id: p.id, username: p.name, userLogin: `demo_fortune_${p.id}`, countryCode: p.market, isDemo: true })
      .onConflictDoNothing();
    await db
      .insert(fortunePlayers)
      .values({ userId: p.id, market: p.market, ageConfirmedAt: new Date() })
      .onConflictDoNothing();
    const id = `w_seed_fortune_${p.id}`;
    if (await one(db, sql`select 1 as one from payment_orders where id = ${id}`)) continue;
    const amount = usdtWhole(p.amount);
    const rateE4 = markets.rateE4(p.market);
    const cents = (amount * rateE4) / 10_000n / 10_000n;
    const at = new Date(Date.now() - (i * 37 + 5) * 60_000);
    // The money really came in and went out: a recharge, then the payout of the withdrawal.
    await transfer(
      db,
      [{ debit: { system: 'issuance' }, credit: { userId: p.id }, coin: 'USDT', amount, kind: 'recharge' }],
      { reference: `seed:${id}`, idempotencyKey: `seed:${id}:in` },
    );
    await transfer(
      db,
      [{ debit: { userId: p.id }, credit: { system: 'issuance' }, coin: 'USDT', amount, kind: 'withdrawal' }],
      { reference: `withdraw:${id}`, idempotencyKey: `seed:${id}:out` },
    );
    const currency = (CURRENCIES[p.market] as { code: string }).code;
    await db.execute(sql`
      insert into payment_quotes (id, user_id, direction, market, channel, currency, fiat_cents, fee_cents, coin,
                                  coin_amount, rate_e4, expires_at, used_at, created_at)
      values (${`q_seed_${p.id}`}, ${p.id}, 'withdraw', ${p.market}, 'bank', ${currency}, ${String(cents)}::bigint, 0,
              'USDT', ${String(amount)}::bigint, ${String(rateE4)}::bigint, ${at.toISOString()}::timestamptz,
              ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
      on conflict do nothing`);
    await db.execute(sql`
      insert into payment_orders (id, user_id, kind, brand, status, quote_id, market, channel, provider, currency,
                                  fiat_cents, fee_cents, coin, coin_amount, expires_at, created_at, updated_at)
      values (${id}, ${p.id}, 'withdraw', 'fortune', 'completed', ${`q_seed_${p.id}`}, ${p.market}, 'bank', 'sandbox',
              ${currency}, ${String(cents)}::bigint, 0, 'USDT', ${String(amount)}::bigint,
              ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
      on conflict do nothing`);
  }
}

/** Two operator popups: a welcome for players in their first week, and a safer-play reminder for everyone. */
const POPUPS = [
  {
    id: 1,
    deepLink: '/fortune/money/pay',
    newWithinDays: 7,
    priority: 10,
    titles: {
      'en-US': 'Welcome to Fortune',
      'vi-VN': 'Chào mừng đến với Fortune',
      'id-ID': 'Selamat datang di Fortune',
      'pt-BR': 'Boas-vindas ao Fortune',
      'es-MX': 'Bienvenido a Fortune',
      'fr-FR': 'Bienvenue sur Fortune',
      'ru-RU': 'Добро пожаловать в Fortune',
      'th-TH': 'ยินดีต้อนรับสู่ Fortune',
      'ms-MY': 'Selamat datang ke Fortune',
      'tr-TR': "Fortune'a hoş geldiniz",
      'zh-CN': '欢迎来到 Fortune',
      'ja-JP': 'Fortune へようこそ',
      'ko-KR': 'Fortune에 오신 것을 환영합니다',
    },
    bodies: {
      'en-US': 'Your first recharge is matched 100% up to 50 USDT, plus a free spin.',
      'vi-VN': 'Lần nạp đầu được thưởng 100% tối đa 50 USDT, kèm một lượt quay miễn phí.',
      'id-ID': 'Isi ulang pertamamu dibonus 100% hingga 50 USDT, plus satu putaran gratis.',
      'pt-BR': 'Sua primeira recarga vale 100% de bônus até 50 USDT, mais um giro grátis.',
      'es-MX': 'Tu primera recarga recibe 100% de bono hasta 50 USDT, más un giro gratis.',
      'fr-FR': 'Votre première recharge est doublée jusqu’à 50 USDT, plus un tour gratuit.',
      'ru-RU': 'Первое пополнение удваиваем до 50 USDT и дарим бесплатное вращение.',
      'th-TH': 'เติมเงินครั้งแรกรับโบนัส 100% สูงสุด 50 USDT พร้อมสปินฟรีหนึ่งครั้ง',
      'ms-MY': 'Tambah nilai pertama anda dipadankan 100% hingga 50 USDT, serta satu putaran percuma.',
      'tr-TR': 'İlk yüklemenize 50 USDT’ye kadar %100 bonus ve bir ücretsiz çevirme.',
      'zh-CN': '首次充值 100% 奖励，最高 50 USDT，另送一次免费转盘。',
      'ja-JP': '初回チャージは最大 50 USDT まで 100% ボーナス、さらに無料スピン 1 回。',
      'ko-KR': '첫 충전 시 최대 50 USDT까지 100% 보너스와 무료 스핀 1회를 드립니다.',
    },
  },
  {
    id: 2,
    deepLink: '/fortune?tab=me',
    newWithinDays: 0,
    priority: 5,
    titles: {
      'en-US': 'Play on your terms',
      'vi-VN': 'Chơi theo cách của bạn',
      'id-ID': 'Main sesuai aturanmu',
      'pt-BR': 'Jogue do seu jeito',
      'es-MX': 'Juega a tu manera',
      'fr-FR': 'Jouez selon vos règles',
      'ru-RU': 'Играйте на своих условиях',
      'th-TH': 'เล่นตามเงื่อนไขของคุณ',
      'ms-MY': 'Bermain mengikut cara anda',
      'tr-TR': 'Kendi kurallarınla oyna',
      'zh-CN': '按你的方式玩',
      'ja-JP': '自分のルールで遊ぼう',
      'ko-KR': '나만의 방식으로 즐기세요',
    },
    bodies: {
      'en-US': 'Set deposit, loss and wager limits, or take a break, any time from the Me tab.',
      'vi-VN': 'Đặt giới hạn nạp, thua và cược, hoặc tạm nghỉ, bất cứ lúc nào trong thẻ Tôi.',
      'id-ID': 'Atur batas deposit, kekalahan, dan taruhan, atau rehat, kapan saja dari tab Saya.',
      'pt-BR': 'Defina limites de depósito, perda e aposta, ou faça uma pausa, a qualquer momento na aba Eu.',
      'es-MX': 'Define límites de depósito, pérdida y apuesta, o toma un descanso, cuando quieras en la pestaña Yo.',
      'fr-FR':
        'Fixez des limites de dépôt, de perte et de mise, ou faites une pause, à tout moment depuis l’onglet Moi.',
      'ru-RU': 'Установите лимиты депозитов, проигрышей и ставок или сделайте перерыв во вкладке «Я».',
      'th-TH': 'ตั้งวงเงินฝาก ขาดทุน และเดิมพัน หรือพักการเล่นได้ทุกเมื่อในแท็บฉัน',
      'ms-MY': 'Tetapkan had deposit, kerugian dan pertaruhan, atau berehat, bila-bila masa dari tab Saya.',
      'tr-TR': 'Yatırma, kayıp ve bahis limitlerini belirleyin ya da ara verin; Ben sekmesinden istediğiniz zaman.',
      'zh-CN': '随时在“我的”页设置充值、亏损和投注限额，或暂停游戏。',
      'ja-JP': '入金・損失・賭け金の上限設定や休止は、いつでも「マイ」タブから。',
      'ko-KR': '내 정보 탭에서 언제든 입금·손실·베팅 한도를 정하거나 휴식을 선택하세요.',
    },
  },
];

async function seedPopups(db: Db) {
  const from = new Date(Date.now() - DAY_MS);
  const until = new Date(Date.now() + 365 * DAY_MS);
  for (const p of POPUPS)
    await db
      .insert(fortunePopups)
      .values({ ...p, image: '/fortune/icon.svg', maxShows: 3, everyHours: 24, startsAt: from, endsAt: until })
      .onConflictDoNothing();
  // Keep generated ids clear of the demo's.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('fortune_popups', 'id'), greatest((select max(id) from fortune_popups), 100))`,
  );
}

export async function seedFortune(db: Db): Promise<void> {
  await seedMarkets(db);
  await seedPopups(db);
  await seedPlayer(db, 100001, 'vn', 40);
  await seedTicker(db);
  await seedFortuneGrowth(db);
}
