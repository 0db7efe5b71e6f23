import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { popups } from '../../db/schema/index.ts';

/**
 * Demo popups of the main brand (docs/rewards.md "Popups"), idempotent by their English title: two or three per
 * market in its language (with English), images made for the app under /popups/, buttons into the app. A re-seed
 * keeps them live (a fresh 60-day window).
 */
const DAY_MS = 24 * 3600 * 1000;

interface SeedPopup {
  markets: string[];
  image: string;
  deepLink: string;
  priority: number;
  newWithinDays?: number;
  maxShows?: number;
  everyHours?: number;
  /** locale -> [title, body, button] */
  texts: Record<string, [string, string, string]>;
}

const POPUPS: SeedPopup[] = [
  {
    markets: ['vn'],
    image: '/popups/first-steps.svg',
    deepLink: '/activity/newbie',
    priority: 20,
    newWithinDays: 7,
    maxShows: 3,
    texts: {
      'en-US': [
        'Your first steps pay',
        'Bind your phone, finish a task and top up once: up to 110 KC in your first week.',
        'Start now',
      ],
      'vi-VN': [
        'Những bước đầu có thưởng',
        'Liên kết số điện thoại, hoàn thành một nhiệm vụ và nạp lần đầu: nhận tới 110 KC trong tuần đầu tiên.',
        'Bắt đầu ngay',
      ],
    },
  },
  {
    markets: ['vn'],
    image: '/popups/red-packet.svg',
    deepLink: '/giftcode',
    priority: 10,
    maxShows: 2,
    everyHours: 48,
    texts: {
      'en-US': [
        'Send a lucky red packet',
        'Wrap some WH in a red packet and share the code: friends open it for a random amount.',
        'Make a red packet',
      ],
      'vi-VN': [
        'Gửi lì xì may mắn',
        'Gói WH vào bao lì xì rồi chia sẻ mã: bạn bè mở ra nhận số tiền ngẫu nhiên.',
        'Tạo lì xì',
      ],
    },
  },
  {
    markets: ['vn'],
    image: '/popups/lucky-code.svg',
    deepLink: '/luckycode/land',
    priority: 5,
    texts: {
      'en-US': [
        'Lucky code draws are open',
        'Every code is a ticket: the draw is public and anyone can check it.',
        'Get a code',
      ],
      'vi-VN': [
        'Quay số mã may mắn đang mở',
        'Mỗi mã là một vé: kết quả quay công khai, ai cũng có thể kiểm tra.',
        'Lấy mã',
      ],
    },
  },
  {
    markets: ['th'],
    image: '/popups/first-steps.svg',
    deepLink: '/activity/newbie',
    priority: 20,
    newWithinDays: 7,
    maxShows: 3,
    texts: {
      'en-US': [
        'Welcome rewards for new players',
        'Complete four easy steps in your first week and collect up to 110 KC.',
        'See the steps',
      ],
      'th-TH': ['รางวัลต้อนรับผู้เล่นใหม่', 'ทำ 4 ขั้นตอนง่าย ๆ ในสัปดาห์แรก รับสูงสุด 110 KC', 'ดูขั้นตอน'],
    },
  },
  {
    markets: ['th'],
    image: '/popups/invite.svg',
    deepLink: '/share',
    priority: 10,
    maxShows: 2,
    everyHours: 72,
    texts: {
      'en-US': [
        'Invite friends, earn together',
        'Share your invite link: when a friend finishes their first steps, you both get a reward.',
        'Invite friends',
      ],
      'th-TH': ['ชวนเพื่อน รับรางวัลด้วยกัน', 'แชร์ลิงก์เชิญของคุณ เมื่อเพื่อนทำขั้นตอนแรกครบ รับรางวัลทั้งคู่', 'ชวนเพื่อน'],
    },
  },
  {
    markets: ['id'],
    image: '/popups/first-steps.svg',
    deepLink: '/activity/newbie',
    priority: 20,
    newWithinDays: 7,
    maxShows: 3,
    texts: {
      'en-US': ['Rewards for your first week', 'Finish four simple steps and collect up to 110 KC.', 'Start'],
      'id-ID': ['Hadiah minggu pertamamu', 'Selesaikan empat langkah mudah dan kumpulkan hingga 110 KC.', 'Mulai'],
    },
  },
  {
    markets: ['id'],
    image: '/popups/pool.svg',
    deepLink: '/pool',
    priority: 10,
    maxShows: 2,
    everyHours: 48,
    texts: {
      'en-US': ['Your share of the dividend pool', 'Hold KC and get a share of the pool every day.', 'Open the pool'],
      'id-ID': ['Bagianmu dari kolam dividen', 'Simpan KC dan dapatkan bagian dari kolam setiap hari.', 'Buka kolam'],
    },
  },
  {
    markets: ['br'],
    image: '/popups/first-steps.svg',
    deepLink: '/activity/newbie',
    priority: 20,
    newWithinDays: 7,
    maxShows: 3,
    texts: {
      'en-US': ['Welcome bonus steps', 'Four quick steps in your first week: up to 110 KC.', 'Let’s go'],
      'pt-BR': [
        'Primeiros passos premiados',
        'Quatro passos rápidos na sua primeira semana: até 110 KC.',
        'Bora começar',
      ],
    },
  },
  {
    markets: ['br'],
    image: '/popups/red-packet.svg',
    deepLink: '/giftcode',
    priority: 10,
    maxShows: 2,
    everyHours: 48,
    texts: {
      'en-US': ['Surprise your friends', 'Send a gift code with WH inside: the first to open it win.', 'Send a gift'],
      'pt-BR': [
        'Surpreenda seus amigos',
        'Envie um código de presente com WH: quem abrir primeiro ganha.',
        'Enviar presente',
      ],
    },
  },
];

export async function seedPopups(db: Db, now = new Date()): Promise<void> {
  const window = { startsAt: new Date(now.getTime() - DAY_MS), endsAt: new Date(now.getTime() + 60 * DAY_MS) };
  for (const p of POPUPS) {
    const pick = (i: 0 | 1 | 2) => Object.fromEntries(Object.entries(p.texts).map(([locale, t]) => [locale, t[i]]));
    const title = p.texts['en-US']?.[0] ?? '';
    const same = await db
      .select({ id: popups.id, markets: popups.markets })
      .from(popups)
      .where(and(isNull(popups.operatorId), sql`${popups.titles}->>'en-US' = ${title}`));
    const found = same.find((row) => row.markets.join() === p.markets.join());
    if (found) {
      await db
        .update(popups)
        .set({ ...window, active: true })
        .where(eq(popups.id, found.id));
      continue;
    }
    await db.insert(popups).values({
      titles: pick(0),
      bodies: pick(1),
      buttons: pick(2),
      image: p.image,
      deepLink: p.deepLink,
      markets: p.markets,
      newWithinDays: p.newWithinDays ?? 0,
      maxShows: p.maxShows ?? 1,
      everyHours: p.everyHours ?? 24,
      priority: p.priority,
      ...window,
    });
  }
}
