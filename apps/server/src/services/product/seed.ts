import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { inTransaction } from '../../ledger/ledger.ts';
import { one } from '../../ledger/sql.ts';
import { intoCatalogue } from './catalogue.ts';
import { PRODUCT_AREA } from './images.ts';
import { insertSubmission, setProductId } from './repo.ts';
import { productIconSvg, productShotSvg } from './seed-art.ts';

/**
 * Demo creators' products (docs/creator-products.md): one creator in every market with two submissions, one waiting
 * for review in the console and one approved into the catalogue (/products/<id>), in the creator's language. The
 * artwork is drawn here (seed-art.ts) and rendered with sharp into the `product/` uploads. Idempotent: a creator who
 * has submissions already is left alone.
 */

interface SeedSubmission {
  slug: string;
  title: string;
  category: string;
  description: string;
  link: string;
}

interface SeedCreator {
  id: number;
  name: string;
  market: string;
  approved: SeedSubmission;
  pending: SeedSubmission;
}

const DAY_MS = 24 * 3600 * 1000;

export const SEED_CREATORS: SeedCreator[] = [
  {
    id: 100950,
    name: 'Sen Vàng Studio',
    market: 'vn',
    approved: {
      slug: 'pho-rush',
      title: 'Phở Rush',
      category: 'casual',
      description:
        'Nấu phở thật nhanh cho khách trên phố cổ: thái bánh, chan nước dùng và giao đúng giờ để nhận thêm tiền boa.',
      link: 'https://senvang.example.com/pho-rush',
    },
    pending: {
      slug: 'lotus-lantern',
      title: 'Lotus Lantern',
      category: 'puzzle',
      description: 'Xếp đèn lồng theo màu để thắp sáng dòng sông Hoài. Hơn 200 màn chơi nhẹ nhàng, không cần mạng.',
      link: 'https://senvang.example.com/lotus-lantern',
    },
  },
  {
    id: 100951,
    name: 'Chao Phraya Games',
    market: 'th',
    approved: {
      slug: 'muay-legends',
      title: 'Muay Legends',
      category: 'action',
      description: 'ฝึกมวยไทยกับครูในตำนาน ออกอาวุธให้ถูจังหวะ และไต่อันดับสู่แชมป์เวทีราชดำเนิน',
      link: 'https://chaophraya.example.com/muay',
    },
    pending: {
      slug: 'floating-market',
      title: 'Floating Market',
      category: 'strategy',
      description: 'บริหารแผงค้าในตลาดน้ำ ซื้อผลไม้ตอนเช้า ขายให้นักท่องเที่ยวตอนบ่าย แล้วขยายเรือของคุณ',
      link: 'https://chaophraya.example.com/market',
    },
  },
  {
    id: 100952,
    name: 'Nusantara Play',
    market: 'id',
    approved: {
      slug: 'batik-match',
      title: 'Batik Match',
      category: 'puzzle',
      description: 'Cocokkan motif batik dari seluruh Nusantara dan kumpulkan kain langka di setiap pulau.',
      link: 'https://nusantara.example.com/batik',
    },
    pending: {
      slug: 'ojek-dash',
      title: 'Ojek Dash',
      category: 'casual',
      description: 'Antar penumpang menembus macet Jakarta, hindari lubang jalan, dan jadilah pengemudi bintang lima.',
      link: 'https://nusantara.example.com/ojek',
    },
  },
  {
    id: 100953,
    name: 'Bayanihan Bits',
    market: 'ph',
    approved: {
      slug: 'jeepney-jam',
      title: 'Jeepney Jam',
      category: 'casual',
      description: 'Drive a colourful jeepney through Manila, pick up passengers and keep every route on time.',
      link: 'https://bayanihan.example.com/jeepney',
    },
    pending: {
      slug: 'island-hopper',
      title: 'Island Hopper',
      category: 'rpg',
      description: 'Sail the 7,641 islands, meet their heroes and gather a crew for the great festival.',
      link: 'https://bayanihan.example.com/island',
    },
  },
  {
    id: 100954,
    name: 'Kampung Kreatif',
    market: 'my',
    approved: {
      slug: 'wau-flyer',
      title: 'Wau Flyer',
      category: 'sports',
      description: 'Terbangkan wau bulan setinggi mungkin, tangkis angin kencang dan menangi pertandingan kampung.',
      link: 'https://kampung.example.com/wau',
    },
    pending: {
      slug: 'pasar-malam',
      title: 'Pasar Malam Tycoon',
      category: 'strategy',
      description: 'Buka gerai di pasar malam, cipta resipi baharu dan tarik pengunjung setiap malam minggu.',
      link: 'https://kampung.example.com/pasar',
    },
  },
  {
    id: 100955,
    name: 'Estúdio Capivara',
    market: 'br',
    approved: {
      slug: 'samba-beats',
      title: 'Samba Beats',
      category: 'casual',
      description: 'Toque no ritmo da bateria da escola de samba e leve sua ala ao título do carnaval.',
      link: 'https://capivara.example.com/samba',
    },
    pending: {
      slug: 'futevolei-pro',
      title: 'Futevôlei Pro',
      category: 'sports',
      description: 'Partidas rápidas de futevôlei na praia: embaixadinhas, cortes de peito e torneios entre amigos.',
      link: 'https://capivara.example.com/futevolei',
    },
  },
  {
    id: 100956,
    name: 'Taller Ajolote',
    market: 'mx',
    approved: {
      slug: 'lucha-stars',
      title: 'Lucha Stars',
      category: 'action',
      description: 'Elige tu máscara, aprende llaves legendarias y conquista la arena en combates de lucha libre.',
      link: 'https://ajolote.example.com/lucha',
    },
    pending: {
      slug: 'taco-express',
      title: 'Taco Express',
      category: 'casual',
      description: 'Prepara tacos al pastor a toda velocidad y atiende la fila antes de que cierre el puesto.',
      link: 'https://ajolote.example.com/tacos',
    },
  },
  {
    id: 100957,
    name: 'Chai Pixel Labs',
    market: 'in',
    approved: {
      slug: 'cricket-clash',
      title: 'Cricket Clash',
      category: 'sports',
      description: 'Bat, bowl and field in quick six-over matches, then take your street team to the city league.',
      link: 'https://chaipixel.example.com/cricket',
    },
    pending: {
      slug: 'rangoli-quest',
      title: 'Rangoli Quest',
      category: 'puzzle',
      description: 'Complete glowing rangoli patterns for Diwali, one colour at a time, in 150 calm levels.',
      link: 'https://chaipixel.example.com/rangoli',
    },
  },
  {
    id: 100958,
    name: 'Белка Геймс',
    market: 'ru',
    approved: {
      slug: 'taiga-trail',
      title: 'Taiga Trail',
      category: 'rpg',
      description: 'Проведите караван через тайгу, торгуйте в деревнях и разгадайте тайну старой обсерватории.',
      link: 'https://belka.example.com/taiga',
    },
    pending: {
      slug: 'budget-buddy',
      title: 'Budget Buddy',
      category: 'apps',
      description: 'Простой учёт расходов: категории, лимиты на месяц и напоминания, без рекламы и регистрации.',
      link: 'https://belka.example.com/budget',
    },
  },
  {
    id: 100959,
    name: 'Samarkand Soft',
    market: 'uz',
    approved: {
      slug: 'silk-road-trader',
      title: 'Silk Road Trader',
      category: 'strategy',
      description: 'Торгуйте шёлком и специями на Великом шёлковом пути и постройте караван-сарай в Самарканде.',
      link: 'https://samarkand.example.com/silk',
    },
    pending: {
      slug: 'plov-master',
      title: 'Plov Master',
      category: 'casual',
      description: 'Готовьте настоящий плов в казане: морковь, рис и время — гости ждут к обеду.',
      link: 'https://samarkand.example.com/plov',
    },
  },
  {
    id: 100960,
    name: 'Steppe Studio',
    market: 'kz',
    approved: {
      slug: 'steppe-riders',
      title: 'Steppe Riders',
      category: 'action',
      description: 'Скачите по бескрайней степи, соревнуйтесь в кокпаре и соберите лучший табун в ауле.',
      link: 'https://steppe.example.com/riders',
    },
    pending: {
      slug: 'tenge-tracker',
      title: 'Tenge Tracker',
      category: 'web3',
      description: 'Кошелёк для наблюдения за токенами: курсы, уведомления о переводах и отчёты за месяц.',
      link: 'https://steppe.example.com/tracker',
    },
  },
];

async function render(app: FastifyInstance, svg: string): Promise<string> {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  return app.blobs.put(PRODUCT_AREA, bytes, 'webp');
}

/** The pictures of one seeded submission, recorded as the creator's uploads. */
async function pictures(app: FastifyInstance, creatorId: number, item: SeedSubmission) {
  const icon = await render(app, productIconSvg(item.slug, item.category));
  const shots = [await render(app, productShotSvg(item.slug, 1)), await render(app, productShotSvg(item.slug, 2))];
  for (const [key, role] of [[icon, 'icon'], ...shots.map((k) => [k, 'screenshot'])] as [string, string][])
    await app.db.execute(
      sql`insert into product_uploads (key, user_id, role) values (${key}, ${creatorId}, ${role}) on conflict do nothing`,
    );
  return { icon, shots };
}

export async function seedProducts(app: FastifyInstance, now = new Date()): Promise<void> {
  const db = app.db;
  if (!(await one(db, sql`select 1 as one from task_categories limit 1`))) return;
  for (const creator of SEED_CREATORS) {
    await db.execute(
      sql`insert into users (id, username, user_login, country_code, is_demo)
          values (${creator.id}, ${creator.name}, ${`demo_creator_${creator.id}`}, ${creator.market}, true)
          on conflict (id) do nothing`,
    );
    if (await one(db, sql`select 1 as one from product_submissions where user_id = ${creator.id}`)) continue;
    const approved = await pictures(app, creator.id, creator.approved);
    const pending = await pictures(app, creator.id, creator.pending);
    await inTransaction(db, async (tx) => {
      const base = (item: SeedSubmission, art: { icon: string; shots: string[] }) => ({
        userId: creator.id,
        market: creator.market,
        title: item.title,
        description: item.description,
        categoryId: item.category,
        link: item.link,
        iconKey: art.icon,
        screenshotKeys: art.shots,
      });
      const decided = await insertSubmission(tx, {
        ...base(creator.approved, approved),
        status: 'approved',
        createdAt: new Date(now.getTime() - 6 * DAY_MS),
        decidedAt: new Date(now.getTime() - 5 * DAY_MS),
      });
      await setProductId(tx, decided.id, await intoCatalogue(tx, decided, new Date(now.getTime() - 5 * DAY_MS)));
      await insertSubmission(tx, {
        ...base(creator.pending, pending),
        status: 'pending',
        createdAt: new Date(now.getTime() - DAY_MS),
      });
    });
  }
}
