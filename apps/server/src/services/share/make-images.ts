/**
 * Draws the 8 invite cards (1200x630 PNG) that an invite link's preview shows (docs/share.md, "Previews"), one per
 * share language of spec section 9, into apps/web/public/share/<lang>.png. SVG rendered by sharp with the machine's
 * fonts; nothing fetched. Run again after changing a text: `node apps/server/src/services/share/make-images.ts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '../../../../web/public/share');

const TEXTS: Record<string, { title: string; sub: string; badge: string }> = {
  vi: {
    title: 'Bạn được mời chơi Arcadia',
    sub: 'Đăng ký qua link của bạn bè: cả hai cùng nhận thưởng',
    badge: 'Quà chào mừng',
  },
  en: {
    title: "You're invited to Arcadia",
    sub: "Sign up with your friend's link and you both get rewarded",
    badge: 'Welcome gift',
  },
  pt: {
    title: 'Você foi convidado para a Arcadia',
    sub: 'Cadastre-se pelo link do seu amigo e vocês dois ganham',
    badge: 'Presente de boas-vindas',
  },
  id: {
    title: 'Kamu diundang ke Arcadia',
    sub: 'Daftar lewat tautan temanmu, kalian berdua dapat hadiah',
    badge: 'Hadiah sambutan',
  },
  ms: {
    title: 'Anda dijemput ke Arcadia',
    sub: 'Daftar melalui pautan rakan anda, kedua-dua anda dapat ganjaran',
    badge: 'Hadiah alu-aluan',
  },
  th: { title: 'คุณได้รับคำเชิญสู่ Arcadia', sub: 'สมัครผ่านลิงก์ของเพื่อน รับรางวัลทั้งคู่', badge: 'ของขวัญต้อนรับ' },
  ru: {
    title: 'Вас пригласили в Arcadia',
    sub: 'Зарегистрируйтесь по ссылке друга, и награду получите оба',
    badge: 'Подарок новичку',
  },
  es: {
    title: 'Te invitaron a Arcadia',
    sub: 'Regístrate con el enlace de tu amigo y ambos reciben premios',
    badge: 'Regalo de bienvenida',
  },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a line in two near the middle when it is too long for the card. */
function wrap(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const words = text.split(' ');
  if (words.length === 1) return [text];
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ').length;
    if (Math.abs(a - text.length / 2) < Math.abs(words.slice(0, best).join(' ').length - text.length / 2)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

export function cardSvg(lang: string): string {
  const t = TEXTS[lang] ?? (TEXTS.en as (typeof TEXTS)['en']);
  const font = "'DejaVu Sans', 'Liberation Sans', Garuda, Loma, sans-serif";
  const title = wrap(t.title, 20);
  const sub = wrap(t.sub, 38);
  const titleY = title.length > 1 ? 250 : 290;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d1740"/><stop offset="1" stop-color="#0f1017"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffc94d" stop-opacity="0.5"/><stop offset="1" stop-color="#7c6cf2" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="gift" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffd873"/><stop offset="1" stop-color="#f5b52e"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="960" cy="330" r="260" fill="url(#glow)"/>
  <g transform="translate(760 150) scale(3.4)">
    <circle cx="28" cy="38" r="11" fill="#a99cff"/>
    <path d="M10 80c0-12 8-21 18-21s18 9 18 21z" fill="#7c6cf2"/>
    <circle cx="92" cy="38" r="11" fill="#7fd1ff"/>
    <path d="M74 80c0-12 8-21 18-21s18 9 18 21z" fill="#3fa7f5"/>
    <rect x="46" y="50" width="28" height="26" rx="3" fill="url(#gift)"/>
    <rect x="43" y="44" width="34" height="9" rx="2" fill="#ffc94d"/>
    <rect x="57" y="44" width="6" height="32" fill="#e5484d"/>
    <path d="M60 44c-6-9-15-8-14-2 1 4 9 3 14 2zm0 0c6-9 15-8 14-2-1 4-9 3-14 2z" fill="#e5484d"/>
  </g>
  <rect x="80" y="80" width="72" height="72" rx="18" fill="#7c6cf2"/>
  <text x="116" y="132" text-anchor="middle" font-family="${font}" font-size="44" font-weight="700" fill="#fff">A</text>
  <text x="172" y="130" font-family="${font}" font-size="40" font-weight="700" fill="#fff">Arcadia</text>
  ${title
    .map(
      (line, i) =>
        `<text x="80" y="${titleY + i * 66}" font-family="${font}" font-size="52" font-weight="700" fill="#ffffff">${esc(line)}</text>`,
    )
    .join('')}
  ${sub
    .map(
      (line, i) =>
        `<text x="80" y="${titleY + title.length * 66 + 20 + i * 40}" font-family="${font}" font-size="30" fill="#d6d9e8">${esc(line)}</text>`,
    )
    .join('')}
  <rect x="80" y="500" rx="30" width="${Math.max(240, t.badge.length * 17 + 60)}" height="60" fill="#ffc94d"/>
  <text x="110" y="540" font-family="${font}" font-size="28" font-weight="700" fill="#161826">${esc(t.badge)}</text>
</svg>`;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  mkdirSync(OUT, { recursive: true });
  for (const lang of Object.keys(TEXTS)) {
    await sharp(Buffer.from(cardSvg(lang)))
      .png({ compressionLevel: 9 })
      .toFile(join(OUT, `${lang}.png`));
    console.log(`wrote ${join(OUT, `${lang}.png`)}`);
  }
}
