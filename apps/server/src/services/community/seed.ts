import type { Block, Mark, Span, TextStyle } from '@arcadia/contract/calls/community/common';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postComments, postLikes, postMedia, posts, profileFollows, profiles } from '../../db/schema/index.ts';
import type { BlobStore } from '../../lib/storage.ts';
import { drawPicture, drawSprite, type PostArt } from './demo-art.ts';
import { IMAGE_AREA } from './media-service.ts';
import { excerptOf } from './views.ts';

/**
 * Demo posts (docs/posts.md "Demo data"), idempotent: fixed post ids (demo data only; real ones are random), each
 * written once with pictures drawn for it (demo-art.ts) under the demo profiles the profile service seeded (read
 * by their xids, none made here: a profile that is missing skips its posts). Players of every market with a demo
 * profile write in their language; some follow each other so /space is not empty, and like and comment.
 */

const HOUR_MS = 3600 * 1000;

const s = (text: string, ...marks: Mark[]): Span => (marks.length > 0 ? { text, marks } : { text });
const a = (text: string, href: string): Span => ({ text, href });
const block = (style: TextStyle, ...items: (Span[] | string)[]): Block => ({
  type: 'text',
  style,
  items: items.map((item) => (typeof item === 'string' ? [s(item)] : item)),
});

type Media = { art: Exclude<PostArt, 'sprite'> | 'sprite'; caption?: string };
type Part = Block | Media;

interface DemoPost {
  xid: string;
  profile: string;
  hoursAgo: number;
  title: string;
  cover?: Exclude<PostArt, 'sprite'>;
  parts: Part[];
}

const POSTS: DemoPost[] = [
  {
    xid: 'demolinh0001',
    profile: 'linhtran01',
    hoursAgo: 5,
    title: 'Tuần này mình săn được 3 bao lì xì 🧧',
    cover: 'packets',
    parts: [
      block('paragraph', [
        s('Mẹo nhỏ: bật thông báo của kênh cộng đồng, mã lì xì thường ra vào '),
        s('8 giờ tối', 'bold'),
        s(' và hết rất nhanh.'),
      ]),
      block('unordered', 'Mở app lúc 7 giờ 55', 'Chuẩn bị sẵn ví', [s('Nhập mã '), s('trong 10 giây đầu', 'italic')]),
      { art: 'trophy', caption: 'Bảng thành tích tuần này' },
    ],
  },
  {
    xid: 'demolinhpx01',
    profile: 'linhpixel7',
    hoursAgo: 30,
    title: 'Chú mèo pixel 16×16, có cả bản động',
    parts: [
      block('paragraph', [
        s('Bản phác đầu tiên cho bộ nhân vật mới. Mỗi khung hình chỉ đổi '),
        s('đuôi và tai', 'bold'),
        s('.'),
      ]),
      { art: 'sprite', caption: '4 khung hình, 250 ms mỗi khung' },
      block('h2', 'Cách mình làm'),
      block('ordered', 'Vẽ dáng đứng trên lưới 16×16', 'Nhân bản thành 4 khung', 'Chỉnh đuôi lệch 1 ô mỗi khung'),
      block('blockquote', 'Ít khung hình mà nhịp đều thì vẫn mượt.'),
    ],
  },
  {
    xid: 'demobudi0001',
    profile: 'budisantos',
    hoursAgo: 8,
    title: '5 hal yang bikin waktu lap turun',
    cover: 'track',
    parts: [
      block(
        'ordered',
        'Rem sebelum tikungan, bukan di tengahnya',
        'Pakai garis dalam',
        [s('Jangan '), s('drift', 'italic'), s(' kalau tidak perlu')],
        'Hafalkan tiga tikungan tersulit',
        'Latihan 10 menit tiap hari',
      ),
      block('blockquote', [s('Pelan itu halus, halus itu '), s('cepat', 'bold'), s('.')]),
    ],
  },
  {
    xid: 'demoana00001',
    profile: 'anasouza22',
    hoursAgo: 12,
    title: 'Meu cantinho de jogo',
    cover: 'desk',
    parts: [
      block('paragraph', [
        s('Finalmente arrumei a mesa! Monitor novo, teclado com '),
        s('switches silenciosos', 'bold'),
        s(' e uma plantinha pra dar vida. Inspirado neste '),
        a('guia de ergonomia', 'https://example.com/ergonomia'),
        s('.'),
      ]),
      { art: 'desk', caption: 'Antes de arrumar os cabos 😅' },
    ],
  },
  {
    xid: 'demothuha001',
    profile: 'thuhagame1',
    hoursAgo: 20,
    title: 'Playlist lo-fi cho những đêm cày game',
    cover: 'lofi',
    parts: [
      block('paragraph', 'Nhạc không lời giúp mình tập trung hơn hẳn khi chơi game nhập vai dài.'),
      block('unordered', 'Mưa đêm Sài Gòn', 'Cà phê lúc 2 giờ sáng', [s('Ánh đèn neon', 'italic')]),
    ],
  },
  {
    xid: 'demositi0001',
    profile: 'sitirahma3',
    hoursAgo: 26,
    title: 'Teka-teki silang minggu ini',
    parts: [
      block('paragraph', [
        s('Yang ini lumayan sulit, apalagi nomor '),
        s('7 mendatar', 'code'),
        s('. Ada yang sudah selesai?'),
      ]),
      { art: 'crossword' },
      block('blockquote', 'Petunjuk: jawabannya nama buah.'),
    ],
  },
  {
    xid: 'demojoao0001',
    profile: 'joaobr2024',
    hoursAgo: 3,
    title: 'Corrida de domingo: recorde novo!',
    cover: 'trophy',
    parts: [
      block('h2', '1:12.480 na pista do litoral'),
      block('paragraph', [
        s('Três semanas treinando a mesma curva. Valeu a pena! '),
        s('Próximo objetivo: 1:11.', 'bold'),
      ]),
    ],
  },
  {
    xid: 'demosomchai1',
    profile: 'somchaik88',
    hoursAgo: 40,
    title: 'เคล็ดลับเกมวางแผนสำหรับมือใหม่',
    cover: 'hexmap',
    parts: [
      block('ordered', 'ยึดพื้นที่กลางแผนที่ก่อน', 'เก็บทรัพยากรให้สมดุล', [s('อย่าบุก', 'bold'), s('ก่อนเทิร์นที่ 10')]),
      { art: 'hexmap', caption: 'แผนที่ที่ผมชอบที่สุด' },
    ],
  },
  {
    xid: 'demomaria001',
    profile: 'mariasanph',
    hoursAgo: 16,
    title: 'Puzzle night with the barkada',
    cover: 'puzzle',
    parts: [
      block('paragraph', [
        s('Natapos namin ang 1000-piece puzzle sa loob ng '),
        s('apat na oras', 'italic'),
        s('! Sino ang next?'),
      ]),
      { art: 'puzzle' },
    ],
  },
  {
    xid: 'demoaiman001',
    profile: 'aimanhakim',
    hoursAgo: 50,
    title: 'Strategi awal permainan yang saya guna',
    parts: [
      block('paragraph', 'Tiga perkara yang saya buat dalam lima minit pertama setiap perlawanan:'),
      block('unordered', 'Bina dua pekerja tambahan', 'Tinjau peta', [
        s('Simpan '),
        s('sumber', 'underline'),
        s(' untuk pertahanan'),
      ]),
    ],
  },
  {
    xid: 'demoluis0001',
    profile: 'luishdzmx1',
    hoursAgo: 10,
    title: 'Noche de cartas con los primos',
    cover: 'cards',
    parts: [
      block('paragraph', [s('Gané tres manos seguidas con '), s('pura suerte', 'strike'), s(' pura estrategia 😎')]),
      { art: 'cards', caption: 'La mano ganadora' },
    ],
  },
  {
    xid: 'demodmitry01',
    profile: 'dmitryorlv',
    hoursAgo: 14,
    title: 'Шахматная задача недели',
    cover: 'chess',
    parts: [
      block('paragraph', [
        s('Белые начинают и ставят мат в '),
        s('два хода', 'bold'),
        s('. Ответы пишите в комментариях!'),
      ]),
      { art: 'chess' },
      block('blockquote', 'Подсказка: не торопитесь с ферзём.'),
    ],
  },
];

/** Who follows whom (a player by user id follows profiles by xid). */
const FOLLOWS: Record<number, string[]> = {
  100001: ['thuhagame1', 'budisantos', 'anasouza22', 'sitirahma3', 'dmitryorlv'],
  100002: ['linhtran01', 'linhpixel7', 'sitirahma3', 'aimanhakim'],
  100003: ['joaobr2024', 'luishdzmx1', 'linhpixel7', 'mariasanph'],
  100201: ['linhtran01', 'linhpixel7', 'budisantos'],
  100204: ['anasouza22', 'luishdzmx1'],
  100206: ['dmitryorlv', 'aimanhakim'],
  100210: ['linhpixel7', 'somchaik88'],
};

const LIKES: Record<string, number[]> = {
  demolinh0001: [100002, 100201, 100003],
  demolinhpx01: [100002, 100003, 100210, 100201],
  demobudi0001: [100001, 100203],
  demoana00001: [100204, 100209],
  demojoao0001: [100003],
  demodmitry01: [100001, 100206],
};

const COMMENTS: { post: string; userId: number; body: string }[] = [
  { post: 'demolinhpx01', userId: 100002, body: 'Lucu sekali kucingnya! 🐱' },
  { post: 'demolinhpx01', userId: 100003, body: 'Que fofo! Faz um cachorro também?' },
  { post: 'demolinh0001', userId: 100201, body: 'Cảm ơn mẹo nha, tối nay mình thử!' },
  { post: 'demobudi0001', userId: 100001, body: 'Mẹo số 1 chuẩn luôn 👍' },
  { post: 'demodmitry01', userId: 100206, body: 'Ферзь на h5? 🤔' },
];

function isMedia(part: Part): part is Media {
  return 'art' in part;
}

async function storePicture(db: Db, blobs: BlobStore, userId: number, art: Media['art']) {
  const picture = art === 'sprite' ? await drawSprite() : await drawPicture(art);
  const key = await blobs.put(IMAGE_AREA, picture.bytes, 'webp');
  await db.insert(postMedia).values({
    key,
    userId,
    kind: art === 'sprite' ? 'gif' : 'image',
    contentType: 'image/webp',
    bytes: picture.bytes.length,
    width: picture.width,
    height: picture.height,
  });
  return { key, width: picture.width, height: picture.height };
}

export async function seedCommunity(db: Db, blobs: BlobStore, now = new Date()): Promise<void> {
  const xids = [...new Set([...POSTS.map((p) => p.profile), ...Object.values(FOLLOWS).flat()])];
  const found = await db
    .select()
    .from(profiles)
    .where(and(inArray(profiles.xid, xids), isNull(profiles.deletedAt)));
  const byXid = new Map(found.map((p) => [p.xid, p]));
  // Players whose demo profiles exist (so their user rows do too).
  const present = new Set(found.map((p) => p.userId));
  const existing = new Set(
    (
      await db
        .select({ xid: posts.xid })
        .from(posts)
        .where(
          inArray(
            posts.xid,
            POSTS.map((p) => p.xid),
          ),
        )
    ).map((r) => r.xid),
  );
  const ids = new Map<string, number>();
  for (const plan of POSTS) {
    const profile = byXid.get(plan.profile);
    if (!profile || existing.has(plan.xid)) continue;
    const blocks: Block[] = [];
    for (const part of plan.parts) {
      if (!isMedia(part)) {
        blocks.push(part);
        continue;
      }
      const picture = await storePicture(db, blobs, profile.userId, part.art);
      blocks.push({
        type: part.art === 'sprite' ? 'gif' : 'image',
        key: picture.key,
        width: picture.width,
        height: picture.height,
        ...(part.caption ? { caption: part.caption } : {}),
      });
    }
    const cover = plan.cover ? (await storePicture(db, blobs, profile.userId, plan.cover)).key : '';
    const at = new Date(now.getTime() - plan.hoursAgo * HOUR_MS);
    const [row] = await db
      .insert(posts)
      .values({
        xid: plan.xid,
        profileId: profile.id,
        userId: profile.userId,
        title: plan.title,
        excerpt: excerptOf(blocks),
        coverKey: cover,
        blocks,
        status: 'published',
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: posts.id });
    if (row) ids.set(plan.xid, row.id);
  }
  for (const [userId, targets] of Object.entries(FOLLOWS))
    for (const xid of targets) {
      const profile = byXid.get(xid);
      if (profile && present.has(Number(userId)) && profile.userId !== Number(userId))
        await db
          .insert(profileFollows)
          .values({ userId: Number(userId), profileId: profile.id })
          .onConflictDoNothing();
    }
  // Likes and comments only for posts written now, so a reseed counts them once.
  for (const [xid, postId] of ids) {
    const likers = (LIKES[xid] ?? []).filter((id) => present.has(id));
    if (likers.length > 0) {
      await db
        .insert(postLikes)
        .values(likers.map((userId) => ({ postId, userId })))
        .onConflictDoNothing();
      await db.update(posts).set({ likeCount: likers.length }).where(eq(posts.id, postId));
    }
    const comments = COMMENTS.filter((c) => c.post === xid && present.has(c.userId));
    if (comments.length > 0) {
      await db.insert(postComments).values(
        comments.map((c, i) => ({
          postId,
          userId: c.userId,
          body: c.body,
          createdAt: new Date(now.getTime() - (comments.length - i) * HOUR_MS),
        })),
      );
      await db.update(posts).set({ commentCount: comments.length }).where(eq(posts.id, postId));
    }
  }
}
