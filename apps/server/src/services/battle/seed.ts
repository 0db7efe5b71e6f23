import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { give, setTitle } from '../honor/repo.ts';
import { evaluate } from '../honor/service.ts';
import { credit, seasonOf, settle } from './service.ts';
import type { BattleTerms } from './terms.ts';

/**
 * Demo battle data (docs/battle.md, "Demo"): nine rivals in every market, three past seasons paid through the
 * ledger (the demo players among the winners), the running season with standings, and badges and titles for the
 * demo players. Idempotent: credits carry refs, seasons are found again, payment is once per season.
 */

const RIVALS: Record<string, string[]> = {
  vn: [
    'Trần Bảo Anh',
    'Ngô Gia Huy',
    'Lý Minh Thư',
    'Bùi Đức Long',
    'Hồ Ngọc Vy',
    'Đỗ Khánh Linh',
    'Vũ Tuấn Kiệt',
    'Mai Phương',
    'Phan Quốc Bảo',
  ],
  id: [
    'Agus Wijaya',
    'Dewi Lestari',
    'Rizky Pratama',
    'Putri Ayu',
    'Bayu Saputra',
    'Intan Permata',
    'Fajar Nugroho',
    'Nur Aisyah',
    'Eko Prasetyo',
  ],
  br: [
    'Lucas Almeida',
    'Beatriz Costa',
    'Gabriel Lima',
    'Larissa Melo',
    'Rafael Souza',
    'Juliana Dias',
    'Thiago Ramos',
    'Fernanda Alves',
    'Bruno Castro',
  ],
  th: [
    'Anan Chaiyo',
    'Pim Suksan',
    'Krit Wongsa',
    'Nok Sirilak',
    'Tawan Boonmee',
    'Ploy Kanya',
    'Arthit Srisuk',
    'Mali Chanida',
    'Niran Thong',
  ],
  ph: [
    'Juan Dela Cruz',
    'Angel Reyes',
    'Mark Bautista',
    'Kristine Garcia',
    'Paolo Mendoza',
    'Bea Villanueva',
    'Carlo Ramos',
    'Joy Santiago',
    'Miguel Torres',
  ],
  my: [
    'Amir Rahman',
    'Nurul Izzah',
    'Hafiz Ismail',
    'Siti Aminah',
    'Daniel Lim',
    'Mei Ling Tan',
    'Arjun Nair',
    'Farah Aziz',
    'Irfan Yusof',
  ],
  mx: [
    'Diego Ramírez',
    'Valeria Torres',
    'Santiago Cruz',
    'Camila Flores',
    'Mateo Morales',
    'Ximena Reyes',
    'Emiliano Ortiz',
    'Regina Vargas',
    'Andrés Castillo',
  ],
  ru: [
    'Алексей Смирнов',
    'Мария Иванова',
    'Иван Кузнецов',
    'Анна Попова',
    'Дмитрий Волков',
    'Елена Соколова',
    'Сергей Морозов',
    'Ольга Новикова',
    'Никита Федоров',
  ],
};

/** The demo players and their markets (db/seed.ts DEMO_USERS, services/fortune/seed.ts). */
const DEMO = [
  { id: 100001, market: 'vn' },
  { id: 100002, market: 'id' },
  { id: 100003, market: 'br' },
  { id: 100201, market: 'vn' },
  { id: 100206, market: 'th' },
  { id: 100210, market: 'ru' },
];

const FIRST_ID = 104_001;
const HOUR = 3_600_000;

/** A stable pseudo-random number in [0, 1) per (a, b). */
const noise = (a: number, b: number) => {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

async function rivals(db: Db): Promise<{ id: number; market: string }[]> {
  const list = Object.entries(RIVALS).flatMap(([market, names], m) =>
    names.map((name, i) => ({ id: FIRST_ID + m * 20 + i, market, name })),
  );
  await db.execute(
    sql`insert into users (id, username, user_login, country_code, is_demo) values ${sql.join(
      list.map((r) => sql`(${r.id}, ${r.name}, ${`demo_battle_${r.id}`}, ${r.market}, true)`),
      sql`, `,
    )} on conflict do nothing`,
  );
  return list;
}

/** Points of a player in a season: rivals spread out, the demo players placed where the demo shows them. */
function pointsOf(id: number, index: number, back: number): number {
  const demoPlace: Record<number, number[]> = {
    // back 0 = the running season, 1-3 = past ones (Linh won two seasons ago, Budi the last one).
    100001: [5200, 9100, 15800, 6400],
    100002: [3100, 14900, 7200, 2600],
    100003: [1800, 4200, 3900, 8800],
    100201: [4700, 6100, 5200, 0],
    100206: [6900, 2000, 0, 4100],
    100210: [2500, 0, 6600, 5900],
  };
  const fixed = demoPlace[id]?.[back];
  if (fixed !== undefined) return fixed;
  return Math.round(800 + noise(id, back) * 12_000 - index * 350);
}

export async function seedBattle(db: Db, terms: BattleTerms, now = new Date()): Promise<void> {
  const everyone = [...(await rivals(db)), ...DEMO];
  for (let back = 3; back >= 0; back -= 1) {
    const season = await seasonOf(db, terms, new Date(now.getTime() - back * terms.seasonMs));
    const span = Math.max(HOUR, Math.min(now.getTime(), season.endsAt.getTime()) - season.startsAt.getTime());
    await inTransaction(db, async (tx) => {
      for (const [i, p] of everyone.entries()) {
        const points = pointsOf(p.id, i % 9, back);
        if (points <= 0) continue;
        const at = new Date(season.startsAt.getTime() + Math.floor(noise(p.id, back + 7) * (span - 60_000)));
        await credit(tx, { userId: p.id, source: 'play', points, ref: `demo:${season.id}`, at }, terms);
      }
    });
    if (back > 0) await settle({ db, terms, now: () => now }, season.id);
  }
  // Badges the demo players earned before the demo began, then every rule of theirs; Linh shows her crown.
  const earlier = new Date(now.getTime() - 20 * 24 * HOUR);
  await inTransaction(db, async (tx) => {
    await give(tx, 100001, ['first_win', 'rounds_100', 'sudoku_streak_7', 'first_post'], 'rule', earlier);
    await give(tx, 100002, ['first_win', 'rounds_100', 'rounds_1000'], 'rule', earlier);
    await give(tx, 100003, ['first_win'], 'rule', earlier);
    await give(tx, 100201, ['first_win', 'invited_10'], 'rule', earlier);
  });
  for (const p of DEMO) await evaluate(db, p.id, 'sweep', now);
  await setTitle(db, 100001, 'season_champion');
  await setTitle(db, 100002, 'rounds_1000');
}
