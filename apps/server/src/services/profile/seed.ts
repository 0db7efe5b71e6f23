import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import type { BlobStore } from '../../lib/storage.ts';
import { type AvatarLook, avatarSvg, backgroundSvg, rasterise, type Scene } from './demo-art.ts';
import { everHadProfile, insertProfile, mirrorIntoUser, shownProfile, userInfo } from './repo.ts';

/**
 * Demo profiles (docs/profiles.md), idempotent: a player who has profiles already is left alone. The demo players
 * of every market that has one (vn, id, br, th, ph, my, mx, ru) get their first profile under their username with
 * an intro in their language, links, and an avatar and background drawn for the app (demo-art.ts); Linh has a
 * second one. Fixed xids (demo data only; real ones are random) so a demo can open /profile/linhtran01.
 */

interface DemoProfile {
  xid: string;
  /** Only for extra profiles: the first keeps the player's username. */
  name?: string;
  intro: string;
  links: { label: string; url: string }[];
  look: AvatarLook;
  scene: Scene;
  palette: string[];
}

const DAY_MS = 24 * 3600 * 1000;

const SKY = {
  dusk: ['#2b1b4f', '#f08a5d', '#5b3a78', '#3d2763', '#241845', '#ffd36e'],
  terraces: ['#9be7ff', '#e7fbe9', '#7fc48a', '#4f9d5d', '#2f6b3b', '#fff3b0'],
  sunset: ['#ff9a6b', '#ffd3a5', '#1f6f8b', '#ffffff', '#ffcf5c'],
  teal: ['#62d2c7', '#e0fff8', '#137a7f', '#ffffff', '#fff6c9'],
  night: ['#0b1033', '#2a1f5c', '#161a3a', '#ffd66e', '#fff4cf'],
  violet: ['#120c2c', '#3a1f6b', '#ffd86b', '#ff4f9a', '#ff4fd8'],
  polar: ['#050b24', '#15305a', '#4ff0b0', '#7b6bff', '#0a1530'],
};

const PLANS: Record<number, DemoProfile[]> = {
  100001: [
    {
      xid: 'linhtran01',
      intro: 'Mê game giải đố và pixel art 🎮 Ngày nào cũng điểm danh, tuần nào cũng săn lì xì.',
      links: [{ label: 'Blog của Linh', url: 'https://linhtran.example.com' }],
      look: { backdrop: ['#ff8fb1', '#7b5cff'], skin: '#f6d2b8', hair: '#2b1d1a', hairStyle: 'long', shirt: '#ffffff' },
      scene: 'city',
      palette: SKY.night,
    },
    {
      xid: 'linhpixel7',
      name: 'Linh • Pixel Studio',
      intro: 'Góc sáng tác pixel art: nhân vật, bản đồ và hình nền game. Nhận đặt vẽ theo yêu cầu.',
      links: [{ label: 'Portfolio', url: 'https://pixel.linhtran.example.com' }],
      look: {
        backdrop: ['#5ee7df', '#b490ca'],
        skin: '#f6d2b8',
        hair: '#2b1d1a',
        hairStyle: 'bun',
        shirt: '#ff6a88',
        glasses: true,
      },
      scene: 'synthwave',
      palette: SKY.violet,
    },
  ],
  100002: [
    {
      xid: 'budisantos',
      intro: 'Pemain kasual dari Bandung. Suka game balap dan hadiah harian. Ayo main bareng!',
      links: [{ label: 'Instagram', url: 'https://instagram.example.com/budi.santoso' }],
      look: {
        backdrop: ['#f6d365', '#fda085'],
        skin: '#c68e63',
        hair: '#1b1411',
        hairStyle: 'short',
        shirt: '#3a6ea5',
      },
      scene: 'mountains',
      palette: SKY.terraces,
    },
  ],
  100003: [
    {
      xid: 'anasouza22',
      intro: 'Jogo de tudo um pouco: quebra-cabeças, cartas e corridas. Sempre de olho nos códigos de presente! 🍀',
      links: [{ label: 'Meu canal', url: 'https://video.example.com/anasouza' }],
      look: {
        backdrop: ['#43e97b', '#38f9d7'],
        skin: '#a8714f',
        hair: '#3b2416',
        hairStyle: 'curly',
        shirt: '#ffcc33',
      },
      scene: 'sea',
      palette: SKY.sunset,
    },
  ],
  100201: [
    {
      xid: 'thuhagame1',
      intro: 'Yêu game nhập vai và nhạc lo-fi. Một ly cà phê sữa đá, một ván game, Sài Gòn ☕',
      links: [],
      look: { backdrop: ['#a18cd1', '#fbc2eb'], skin: '#f3cfb3', hair: '#1f1a24', hairStyle: 'long', shirt: '#6c5ce7' },
      scene: 'aurora',
      palette: SKY.polar,
    },
  ],
  100203: [
    {
      xid: 'sitirahma3',
      intro: 'Suka teka-teki silang dan game santai sebelum tidur. Salam hangat dari Surabaya.',
      links: [],
      look: { backdrop: ['#84fab0', '#8fd3f4'], skin: '#d9a27c', hair: '#7b2d5b', hairStyle: 'cap', shirt: '#e84393' },
      scene: 'sea',
      palette: SKY.teal,
    },
  ],
  100204: [
    {
      xid: 'joaobr2024',
      intro: 'Futebol no fim de semana, jogos de corrida o resto do tempo. Direto do Rio de Janeiro.',
      links: [{ label: 'Twitch', url: 'https://stream.example.com/joaop' }],
      look: {
        backdrop: ['#30cfd0', '#330867'],
        skin: '#8d5a3b',
        hair: '#111111',
        hairStyle: 'short',
        shirt: '#27ae60',
      },
      scene: 'city',
      palette: SKY.night,
    },
  ],
  100206: [
    {
      xid: 'somchaik88',
      intro: 'ชอบเกมแข่งรถและเกมวางแผน เล่นทุกคืนหลังเลิกงาน 🏁',
      links: [],
      look: { backdrop: ['#fccb90', '#d57eeb'], skin: '#e0b48e', hair: '#151515', hairStyle: 'cap', shirt: '#2d3436' },
      scene: 'mountains',
      palette: SKY.dusk,
    },
  ],
  100207: [
    {
      xid: 'mariasanph',
      intro: 'Mahilig sa puzzle games at karaoke. Laging handa sa bagong hamon! Manila 🌴',
      links: [],
      look: { backdrop: ['#ffecd2', '#fcb69f'], skin: '#c98f6b', hair: '#2a1a12', hairStyle: 'long', shirt: '#0984e3' },
      scene: 'sea',
      palette: SKY.sunset,
    },
  ],
  100208: [
    {
      xid: 'aimanhakim',
      intro: 'Peminat permainan strategi. Kuala Lumpur, sentiasa mencari kod hadiah baharu.',
      links: [{ label: 'Blog', url: 'https://aiman.example.my' }],
      look: {
        backdrop: ['#667eea', '#764ba2'],
        skin: '#c18a63',
        hair: '#0f0f0f',
        hairStyle: 'short',
        shirt: '#f39c12',
        glasses: true,
      },
      scene: 'city',
      palette: SKY.night,
    },
  ],
  100209: [
    {
      xid: 'luishdzmx1',
      intro: 'Jugador de cartas y carreras. Tacos los viernes 🌮 Saludos desde la CDMX.',
      links: [],
      look: {
        backdrop: ['#f093fb', '#f5576c'],
        skin: '#c48a62',
        hair: '#241612',
        hairStyle: 'short',
        shirt: '#00b894',
      },
      scene: 'synthwave',
      palette: SKY.violet,
    },
  ],
  100210: [
    {
      xid: 'dmitryorlv',
      intro: 'Люблю головоломки и стратегии. Санкт-Петербург, белые ночи и шахматы по вечерам.',
      links: [],
      look: {
        backdrop: ['#4facfe', '#00f2fe'],
        skin: '#f1d0bd',
        hair: '#8a6a4a',
        hairStyle: 'short',
        shirt: '#2d3436',
      },
      scene: 'aurora',
      palette: SKY.polar,
    },
  ],
};

export const DEMO_PROFILE_XIDS: Readonly<Record<number, readonly string[]>> = Object.fromEntries(
  Object.entries(PLANS).map(([id, plans]) => [Number(id), plans.map((p) => p.xid)]),
);

export async function seedProfiles(db: Db, blobs: BlobStore, now = new Date()): Promise<void> {
  for (const [id, plans] of Object.entries(PLANS)) {
    const userId = Number(id);
    const info = await userInfo(db, userId);
    if (!info || (await everHadProfile(db, userId))) continue;
    const pictures: { avatarKey: string; backgroundKey: string }[] = [];
    for (const plan of plans)
      pictures.push({
        avatarKey: await blobs.put('avatar', await rasterise(avatarSvg(plan.look), 512), 'webp'),
        backgroundKey: await blobs.put(
          'profile-bg',
          await rasterise(backgroundSvg(plan.scene, plan.palette), 1600),
          'webp',
        ),
      });
    await inTransaction(db, async (tx) => {
      for (const [i, plan] of plans.entries()) {
        await insertProfile(tx, {
          xid: plan.xid,
          userId,
          name: plan.name ?? info.username,
          intro: plan.intro,
          links: plan.links,
          ...pictures[i],
          // The first is the one shown; the others were selected before it.
          selectedAt: new Date(now.getTime() - i * DAY_MS),
          createdAt: new Date(now.getTime() - (40 - i * 7) * DAY_MS),
        });
      }
      const shown = await shownProfile(tx, userId);
      if (shown) await mirrorIntoUser(tx, shown);
    });
  }
}
