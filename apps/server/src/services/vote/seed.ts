import type { Db } from '../../db/client.ts';
import { voteCandidates, votePollOptions, votePolls, voteRounds } from '../../db/schema/index.ts';

/**
 * Vote demo data (docs/vote.md): in every market one open round (ends in 3 days), one finished round (ended a day ago,
 * nobody staked, so it settles with no winner) and one poll. Candidate artwork is a hue and a glyph the app draws.
 * Runs once: nothing is made when any round exists.
 */
const U = 1_000_000n;
const DAY = 86_400_000;
type Texts = { open: string; done: string; candidates: [string, string, string]; poll: string; options: string[] };
const EN: Texts = {
  open: 'Game of the month',
  done: 'Best new pet',
  candidates: ['Dice Rush', 'Lotto Star', 'Sudoku Zen'],
  poll: 'Which game should we add next?',
  options: ['Racing', 'Puzzle', 'Card games'],
};
const TEXTS: Record<string, Texts> = {
  vn: {
    open: 'Trò chơi của tháng',
    done: 'Thú cưng mới đẹp nhất',
    candidates: ['Xúc xắc tốc độ', 'Ngôi sao Lotto', 'Sudoku Thiền'],
    poll: 'Chúng tôi nên thêm trò chơi nào tiếp theo?',
    options: ['Đua xe', 'Giải đố', 'Đánh bài'],
  },
  br: {
    open: 'Jogo do mês',
    done: 'Melhor novo pet',
    candidates: ['Dados Turbo', 'Estrela Lotto', 'Sudoku Zen'],
    poll: 'Qual jogo devemos adicionar a seguir?',
    options: ['Corrida', 'Quebra-cabeça', 'Cartas'],
  },
  id: {
    open: 'Game bulan ini',
    done: 'Pet baru terbaik',
    candidates: ['Dadu Kilat', 'Bintang Lotto', 'Sudoku Zen'],
    poll: 'Game apa yang harus kami tambahkan berikutnya?',
    options: ['Balapan', 'Teka-teki', 'Kartu'],
  },
  th: {
    open: 'เกมแห่งเดือน',
    done: 'สัตว์เลี้ยงใหม่ยอดเยี่ยม',
    candidates: ['ลูกเต๋าสายฟ้า', 'ดาวล็อตโต้', 'ซูโดกุเซน'],
    poll: 'เราควรเพิ่มเกมอะไรต่อไป?',
    options: ['แข่งรถ', 'ปริศนา', 'ไพ่'],
  },
  ru: {
    open: 'Игра месяца',
    done: 'Лучший новый питомец',
    candidates: ['Кости-турбо', 'Звезда лото', 'Судоку дзен'],
    poll: 'Какую игру добавить следующей?',
    options: ['Гонки', 'Головоломки', 'Карты'],
  },
  mx: {
    open: 'Juego del mes',
    done: 'Mejor mascota nueva',
    candidates: ['Dados Turbo', 'Estrella Lotto', 'Sudoku Zen'],
    poll: '¿Qué juego agregamos después?',
    options: ['Carreras', 'Rompecabezas', 'Cartas'],
  },
};
const MARKETS = ['vn', 'id', 'br', 'th', 'ph', 'my', 'ru', 'mx', 'in', 'uz', 'kz'];
const ART: [number, string][] = [
  [12, '⚄'],
  [45, '★'],
  [200, '◆'],
];

export async function seedVote(db: Db, nowMs = Date.now()) {
  const [any] = await db.select({ id: voteRounds.id }).from(voteRounds).limit(1);
  if (any) return;
  for (const market of MARKETS) {
    const t = TEXTS[market] ?? EN;
    const rounds = await db
      .insert(voteRounds)
      .values([
        {
          market,
          title: t.open,
          minStake: 1n * U,
          rewardPool: 100n * U,
          opensAt: new Date(nowMs - DAY),
          endsAt: new Date(nowMs + 3 * DAY),
        },
        {
          market,
          title: t.done,
          minStake: 1n * U,
          rewardPool: 50n * U,
          opensAt: new Date(nowMs - 8 * DAY),
          endsAt: new Date(nowMs - DAY),
        },
      ])
      .returning({ id: voteRounds.id });
    for (const r of rounds)
      await db
        .insert(voteCandidates)
        .values(
          t.candidates.map((name, i) => ({ roundId: r.id, name, hue: ART[i]?.[0], glyph: ART[i]?.[1], sort: i })),
        );
    const [p] = await db.insert(votePolls).values({ market, question: t.poll }).returning({ id: votePolls.id });
    if (p) await db.insert(votePollOptions).values(t.options.map((label, i) => ({ pollId: p.id, label, sort: i })));
  }
}
