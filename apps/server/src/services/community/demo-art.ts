import sharp from 'sharp';

/**
 * Pictures for the demo posts, drawn here as SVG and rasterised by sharp (nothing is fetched): small illustrated
 * scenes that match each post (red packets, a race track, a desk, a night window, a crossword, a trophy, a hex
 * map, puzzle pieces, playing cards, a chess board) and an animated pixel cat. Deterministic: a reseed draws the
 * same pictures. No text is drawn (fonts differ between machines).
 */

export type PostArt =
  | 'packets'
  | 'track'
  | 'desk'
  | 'lofi'
  | 'crossword'
  | 'trophy'
  | 'hexmap'
  | 'puzzle'
  | 'cards'
  | 'chess'
  | 'sprite';

const W = 1200;
const H = 750;

const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const gradient = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

function packets(): string {
  const envelope = (x: number, y: number, r: number, s: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><rect x="-90" y="-130" width="180" height="260" rx="18" fill="#d81e2c"/><path d="M-90-112q90 80 180 0v-0" fill="#b3121f"/><circle cy="-20" r="34" fill="#ffcf4a"/><circle cy="-20" r="22" fill="none" stroke="#d81e2c" stroke-width="6"/></g>`;
  const coins = [0, 1, 2, 3, 4, 5, 6]
    .map(
      (i) =>
        `<circle cx="${180 + i * 140}" cy="${640 - (i % 3) * 30}" r="${26 + (i % 2) * 8}" fill="#ffd35c" stroke="#e0a82e" stroke-width="6"/>`,
    )
    .join('');
  return frame(
    gradient('bg', '#3a0d1c', '#7a1530'),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="980" cy="140" r="110" fill="#ffcf4a" opacity=".18"/>${envelope(360, 340, -12, 1.1)}${envelope(620, 320, 6, 1.25)}${envelope(860, 360, 16, 1)}${coins}`,
  );
}

function track(): string {
  return frame(
    gradient('sky', '#7dd3fc', '#e0f2fe') + gradient('grass', '#4ade80', '#15803d'),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect y="300" width="${W}" height="450" fill="url(#grass)"/>
    <path d="M-50 700C200 520 320 380 600 360s520 120 700 40" fill="none" stroke="#374151" stroke-width="150"/>
    <path d="M-50 700C200 520 320 380 600 360s520 120 700 40" fill="none" stroke="#f9fafb" stroke-width="8" stroke-dasharray="40 40"/>
    <g transform="translate(560 330)"><rect x="-70" y="-28" width="140" height="56" rx="20" fill="#ef4444"/><rect x="-30" y="-48" width="60" height="30" rx="10" fill="#1f2937"/><circle cx="-40" cy="30" r="18" fill="#111827"/><circle cx="40" cy="30" r="18" fill="#111827"/></g>
    <g transform="translate(880 420)"><rect x="-70" y="-28" width="140" height="56" rx="20" fill="#3b82f6"/><rect x="-30" y="-48" width="60" height="30" rx="10" fill="#1f2937"/><circle cx="-40" cy="30" r="18" fill="#111827"/><circle cx="40" cy="30" r="18" fill="#111827"/></g>
    <circle cx="1040" cy="110" r="60" fill="#fde047"/>`,
  );
}

function desk(): string {
  return frame(
    gradient('wall', '#1e1b4b', '#312e81'),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="520" width="${W}" height="230" fill="#3f2d20"/>
    <rect x="330" y="150" width="540" height="320" rx="18" fill="#0f172a" stroke="#a78bfa" stroke-width="10"/>
    <rect x="360" y="180" width="480" height="260" fill="#22d3ee" opacity=".25"/>
    <path d="M420 400l80-120 70 90 60-60 90 90z" fill="#22d3ee" opacity=".8"/>
    <rect x="580" y="470" width="40" height="60" fill="#64748b"/><rect x="500" y="525" width="200" height="14" rx="7" fill="#64748b"/>
    <rect x="360" y="580" width="320" height="60" rx="12" fill="#1f2937"/><g fill="#a78bfa">${[0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="${376 + i * 37}" y="594" width="28" height="14" rx="3"/>`)
      .join('')}</g>
    <ellipse cx="820" cy="610" rx="60" ry="34" fill="#1f2937"/><circle cx="150" cy="420" r="70" fill="#22c55e" opacity=".7"/><rect x="130" y="480" width="40" height="60" fill="#92400e"/>`,
  );
}

function lofi(): string {
  const stars = Array.from(
    { length: 24 },
    (_, i) =>
      `<circle cx="${((i * 173) % 1100) + 50}" cy="${((i * 97) % 300) + 40}" r="${2 + (i % 3)}" fill="#fff" opacity=".8"/>`,
  ).join('');
  return frame(
    gradient('night', '#0b1033', '#2a1f5c'),
    `<rect width="${W}" height="${H}" fill="url(#night)"/>${stars}<circle cx="900" cy="180" r="80" fill="#fde68a"/><circle cx="930" cy="160" r="80" fill="#1a1648"/>
    <rect x="0" y="470" width="${W}" height="280" fill="#120f2e"/>
    <g fill="#1d1a45">${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<rect x="${i * 180}" y="${330 + (i % 3) * 40}" width="150" height="${420 - (i % 3) * 40}"/>`)
      .join('')}</g>
    <g fill="#fcd34d" opacity=".85">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((i) => `<rect x="${30 + i * 120}" y="${400 + (i % 4) * 50}" width="22" height="30"/>`)
      .join('')}</g>
    <path d="M420 600h360v90H420z" fill="#7c2d12"/><rect x="560" y="540" width="80" height="60" rx="10" fill="#f5f5f4"/><path d="M640 555q40 10 0 35" fill="none" stroke="#f5f5f4" stroke-width="10"/>`,
  );
}

function crossword(): string {
  const cells: string[] = [];
  const open = (r: number, c: number) => (r * 7 + c * 3) % 5 !== 0;
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 9; c++)
      cells.push(
        `<rect x="${240 + c * 80}" y="${90 + r * 80}" width="76" height="76" fill="${open(r, c) ? '#fffbeb' : '#1f2937'}"/>`,
      );
  return frame(
    gradient('bg', '#fde68a', '#f59e0b'),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="230" y="80" width="732" height="572" fill="#1f2937" rx="8"/>${cells.join('')}
    <g transform="translate(1010 560) rotate(-35)"><rect x="-18" y="-160" width="36" height="260" rx="8" fill="#2563eb"/><path d="M-18 100l18 50 18-50z" fill="#fcd34d"/></g>`,
  );
}

function trophy(): string {
  return frame(
    gradient('bg', '#064e3b', '#10b981'),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    <g>${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 100}" y="620" width="100" height="60" fill="${i % 2 ? '#111' : '#fff'}"/><rect x="${i * 100}" y="680" width="100" height="70" fill="${i % 2 ? '#fff' : '#111'}"/>`).join('')}</g>
    <path d="M480 150h240v120c0 90-60 150-120 150s-120-60-120-150z" fill="#fbbf24"/>
    <path d="M480 190h-70c0 90 50 120 90 120M720 190h70c0 90-50 120-90 120" fill="none" stroke="#fbbf24" stroke-width="24"/>
    <rect x="570" y="420" width="60" height="90" fill="#f59e0b"/><rect x="500" y="500" width="200" height="50" rx="10" fill="#92400e"/>
    <circle cx="600" cy="260" r="46" fill="#fde68a"/>`,
  );
}

function hexmap(): string {
  const hex = (cx: number, cy: number, fill: string) => {
    const pts = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      return `${(cx + Math.cos(a) * 70).toFixed(1)},${(cy + Math.sin(a) * 70).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${pts}" fill="${fill}" stroke="#0f172a" stroke-width="6"/>`;
  };
  const colors = ['#84cc16', '#65a30d', '#0ea5e9', '#a16207', '#d4d4d8', '#16a34a'];
  const tiles: string[] = [];
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 9; c++)
      tiles.push(hex(120 + c * 121 + (r % 2) * 60, 90 + r * 105, colors[(r * 5 + c * 2) % colors.length] as string));
  return frame(
    '',
    `<rect width="${W}" height="${H}" fill="#0f172a"/>${tiles.join('')}<g fill="#ef4444"><path d="M420 250l20-60 20 60z"/><rect x="436" y="190" width="6" height="60"/></g><g fill="#3b82f6"><path d="M780 460l20-60 20 60z"/><rect x="796" y="400" width="6" height="60"/></g>`,
  );
}

function puzzle(): string {
  const piece = (x: number, y: number, fill: string, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M-90-90h60a30 30 0 1 1 60 0h60v60a30 30 0 1 1 0 60v60h-60a30 30 0 1 0-60 0h-60v-60a30 30 0 1 0 0-60z" fill="${fill}" stroke="#1e293b" stroke-width="6"/></g>`;
  return frame(
    gradient('bg', '#fbcfe8', '#c4b5fd'),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${piece(330, 300, '#f472b6', -8)}${piece(560, 420, '#60a5fa', 12)}${piece(800, 280, '#facc15', 4)}${piece(950, 540, '#34d399', -14)}${piece(230, 560, '#fb923c', 20)}`,
  );
}

function cards(): string {
  const card = (x: number, r: number, suit: string, red: boolean) =>
    `<g transform="translate(${x} 380) rotate(${r})"><rect x="-110" y="-160" width="220" height="320" rx="20" fill="#fff" stroke="#d4d4d8" stroke-width="4"/><path d="${suit}" fill="${red ? '#dc2626' : '#111827'}" transform="scale(2.2)"/></g>`;
  const heart = 'M0 20C-30-5-25-30-10-30 0-30 0-20 0-18 0-20 0-30 10-30 25-30 30-5 0 20z';
  const spade = 'M0-30C30-5 25 15 10 15 5 15 2 12 0 8 2 20 5 25 10 28h-20c5-3 8-8 10-20-2 4-5 7-10 7-15 0-20-20 10-45z';
  const diamond = 'M0-30l22 30-22 30-22-30z';
  return frame(
    gradient('felt', '#166534', '#14532d'),
    `<rect width="${W}" height="${H}" fill="url(#felt)"/><ellipse cx="600" cy="380" rx="520" ry="300" fill="none" stroke="#fbbf24" stroke-width="10" opacity=".5"/>${card(420, -18, spade, false)}${card(600, 0, heart, true)}${card(780, 18, diamond, true)}
    <g fill="#dc2626" stroke="#fff" stroke-width="6">${[0, 1, 2].map((i) => `<circle cx="${980 + i * 20}" cy="${600 - i * 18}" r="46"/>`).join('')}</g>`,
  );
}

function chess(): string {
  const squares: string[] = [];
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++)
      squares.push(
        `<rect x="${320 + c * 70}" y="${95 + r * 70}" width="70" height="70" fill="${(r + c) % 2 ? '#b58863' : '#f0d9b5'}"/>`,
      );
  const pawn = (x: number, y: number, fill: string) =>
    `<g fill="${fill}" stroke="#1f2937" stroke-width="3"><circle cx="${x}" cy="${y - 18}" r="12"/><path d="M${x - 16} ${y + 20}q16-40 32 0z"/></g>`;
  const king = (x: number, y: number, fill: string) =>
    `<g fill="${fill}" stroke="#1f2937" stroke-width="3"><rect x="${x - 4}" y="${y - 44}" width="8" height="22"/><rect x="${x - 11}" y="${y - 37}" width="22" height="8"/><path d="M${x - 20} ${y + 22}q20-60 40 0z"/></g>`;
  return frame(
    gradient('bg', '#1e293b', '#334155'),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="310" y="85" width="580" height="580" fill="#5b3a1e"/>${squares.join('')}${king(425, 200, '#f8fafc')}${king(705, 550, '#0f172a')}${pawn(495, 410, '#f8fafc')}${pawn(565, 340, '#0f172a')}${pawn(775, 270, '#f8fafc')}`,
  );
}

/** One frame of the pixel cat (frame 0-3: its tail and ears move). */
function spriteSvg(step: number): string {
  const px = (x: number, y: number, fill: string) =>
    `<rect x="${x * 40}" y="${y * 40}" width="40" height="40" fill="${fill}"/>`;
  const body: string[] = [];
  const fur = '#f59e0b';
  for (let y = 7; y < 12; y++) for (let x = 8; x < 16; x++) body.push(px(x, y, fur));
  for (let y = 4; y < 8; y++) for (let x = 14; x < 19; x++) body.push(px(x, y, fur));
  body.push(px(14, 3 - (step % 2), fur), px(18, 3 - ((step + 1) % 2), fur));
  body.push(px(15, 5, '#111827'), px(17, 5, '#111827'), px(16, 6, '#db2777'));
  for (const leg of [8, 10, 13, 15]) body.push(px(leg, 12 + ((leg + step) % 2 === 0 ? 0 : 0), '#b45309'));
  const tail = [
    [7, 7],
    [6, 6 - (step % 2)],
    [5, 5 - (step % 3 === 0 ? 1 : 0)],
  ];
  for (const [x, y] of tail) body.push(px(x as number, y as number, fur));
  const sky = ['#312e81', '#3730a3', '#4338ca', '#3730a3'][step % 4] as string;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600"><rect width="960" height="600" fill="${sky}"/><rect y="520" width="960" height="80" fill="#166534"/>${body.join('')}<rect x="${(80 + step * 200) % 900}" y="80" width="40" height="40" fill="#fde68a"/></svg>`;
}

const SCENES: Record<Exclude<PostArt, 'sprite'>, () => string> = {
  packets,
  track,
  desk,
  lofi,
  crossword,
  trophy,
  hexmap,
  puzzle,
  cards,
  chess,
};

/** A still picture as WebP, and its size. */
export async function drawPicture(art: Exclude<PostArt, 'sprite'>) {
  const out = await sharp(Buffer.from(SCENES[art]())).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { bytes: out.data, width: out.info.width, height: out.info.height };
}

/** The pixel cat as an animated WebP (four frames, 250 ms each), as a GIF upload becomes. */
export async function drawSprite() {
  const frames = await Promise.all(
    [0, 1, 2, 3].map((step) =>
      sharp(Buffer.from(spriteSvg(step)))
        .resize(480, 300)
        .ensureAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  const strip = Buffer.concat(frames);
  const bytes = await sharp(strip, { raw: { width: 480, height: 1200, channels: 4, pageHeight: 300 } })
    .webp({ quality: 80, loop: 0, delay: [250, 250, 250, 250] })
    .toBuffer();
  return { bytes, width: 480, height: 300 };
}
