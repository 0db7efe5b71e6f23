import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';

/**
 * Artwork of the demo catalogue, made here: an icon and three screenshots per product, drawn as SVG from the
 * product's slug (a seeded random generator picks hues, shapes and a scene), so the same slug always gives the same
 * picture and nothing is fetched from outside. Served at /task-art/<slug>/<icon|shot-1|shot-2|shot-3>.svg with a
 * year-long immutable cache (the drawing of a slug never changes; a new look needs a new slug or name).
 */

const ART_NAMES = ['icon', 'shot-1', 'shot-2', 'shot-3'] as const;
export type ArtName = (typeof ART_NAMES)[number];
const SLUG = /^[a-z0-9][a-z0-9-]{0,47}$/;

export const artUrl = (slug: string, name: ArtName) => `/task-art/${slug}/${name}.svg`;

/** mulberry32 seeded by FNV-1a of the text. */
function rng(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

interface Palette {
  hue: number;
  a: string;
  b: string;
  c: string;
  accent: string;
  dark: string;
}

function paletteOf(slug: string): Palette {
  const rand = rng(`palette:${slug}`);
  const hue = rand() * 360;
  const shift = 30 + rand() * 60;
  return {
    hue,
    a: hsl(hue, 70 + rand() * 20, 52 + rand() * 10),
    b: hsl(hue + shift, 75, 38 + rand() * 10),
    c: hsl(hue - shift / 2, 80, 68),
    accent: hsl(hue + 180, 90, 60),
    dark: hsl(hue + shift, 45, 14),
  };
}

function titleOf(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
}

function initialsOf(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? 'x').slice(0, 2);
  return letters.toUpperCase();
}

function star(cx: number, cy: number, outer: number, inner: number, points: number, turn: number): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? outer : inner;
    const angle = turn + (Math.PI * i) / points;
    pts.push(`${r1(cx + rad * Math.cos(angle))},${r1(cy + rad * Math.sin(angle))}`);
  }
  return pts.join(' ');
}

function scatter(rand: () => number, w: number, h: number, count: number, colors: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r1(rand() * w);
    const y = r1(rand() * h);
    const size = 6 + rand() * (w / 8);
    const color = colors[Math.floor(rand() * colors.length)];
    const opacity = r1(0.15 + rand() * 0.35);
    const kind = Math.floor(rand() * 3);
    if (kind === 0) out.push(`<circle cx="${x}" cy="${y}" r="${r1(size / 2)}" fill="${color}" opacity="${opacity}"/>`);
    else if (kind === 1)
      out.push(
        `<rect x="${x}" y="${y}" width="${r1(size)}" height="${r1(size)}" rx="${r1(size / 5)}" fill="${color}" opacity="${opacity}" transform="rotate(${Math.round(rand() * 90)} ${x} ${y})"/>`,
      );
    else
      out.push(
        `<polygon points="${star(x, y, size / 2, size / 4.5, 5, rand() * Math.PI)}" fill="${color}" opacity="${opacity}"/>`,
      );
  }
  return out.join('');
}

function iconSvg(slug: string): string {
  const p = paletteOf(slug);
  const rand = rng(`icon:${slug}`);
  const motif = Math.floor(rand() * 4);
  const shapes =
    motif === 0
      ? `<circle cx="380" cy="120" r="150" fill="${p.c}" opacity=".35"/><circle cx="90" cy="430" r="120" fill="${p.accent}" opacity=".25"/>`
      : motif === 1
        ? `<polygon points="${star(400, 110, 120, 50, 5, rand())}" fill="${p.c}" opacity=".4"/><rect x="-60" y="360" width="300" height="300" rx="60" fill="${p.accent}" opacity=".22" transform="rotate(25 90 510)"/>`
        : motif === 2
          ? `<path d="M0 370 Q128 290 256 360 T512 340 V512 H0Z" fill="${p.b}" opacity=".55"/><path d="M0 420 Q140 360 270 420 T512 410 V512 H0Z" fill="${p.dark}" opacity=".35"/><circle cx="390" cy="130" r="70" fill="${p.c}" opacity=".6"/>`
          : `<g opacity=".28" fill="${p.c}">${Array.from({ length: 6 }, (_, i) => `<rect x="${i * 90 - 20}" y="${-40 + (i % 2) * 40}" width="60" height="600" rx="30" transform="rotate(30 256 256)"/>`).join('')}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>
<radialGradient id="l" cx=".3" cy=".2" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<clipPath id="c"><rect width="512" height="512" rx="112"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="512" height="512" fill="url(#g)"/>${shapes}${scatter(rand, 512, 512, 7, ['#fff', p.c, p.accent])}<rect width="512" height="512" fill="url(#l)"/></g>
<text x="256" y="262" text-anchor="middle" dominant-baseline="central" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="200" font-weight="800" fill="${p.dark}" opacity=".35" transform="translate(6 10)">${initialsOf(slug)}</text>
<text x="256" y="262" text-anchor="middle" dominant-baseline="central" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="200" font-weight="800" fill="#fff">${initialsOf(slug)}</text>
</svg>`;
}

/** A phone screenshot (360 x 640): a scene, a HUD with coins and level, and a button bar. */
function shotSvg(slug: string, index: number): string {
  const p = paletteOf(slug);
  const rand = rng(`shot${index}:${slug}`);
  const W = 360;
  const H = 640;
  const scene = (Math.floor(rand() * 4) + index) % 4;
  let body = '';
  if (scene === 0) {
    // Landscape: layered hills, a sun, a hero marker on a path.
    const hills = [0, 1, 2]
      .map((i) => {
        const y = 330 + i * 70;
        const c = i === 0 ? p.c : i === 1 ? p.a : p.b;
        return `<path d="M0 ${y} Q90 ${y - 60 - rand() * 40} 180 ${y - 10} T360 ${y - 20} V640 H0Z" fill="${c}" opacity="${0.55 + i * 0.15}"/>`;
      })
      .join('');
    body = `<circle cx="${r1(80 + rand() * 200)}" cy="190" r="46" fill="#fff" opacity=".8"/>${hills}
<path d="M60 600 C120 520 220 560 250 470 S300 380 260 330" stroke="#fff" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round" fill="none" opacity=".8"/>
<polygon points="${star(260, 320, 22, 10, 5, -Math.PI / 2)}" fill="${p.accent}" stroke="#fff" stroke-width="3"/>`;
  } else if (scene === 1) {
    // Tile board.
    const tiles: string[] = [];
    const colors = [p.a, p.c, p.accent, '#fff', p.b];
    for (let row = 0; row < 6; row++)
      for (let col = 0; col < 6; col++) {
        const x = 36 + col * 49;
        const y = 190 + row * 49;
        const color = colors[Math.floor(rand() * colors.length)];
        tiles.push(`<rect x="${x}" y="${y}" width="43" height="43" rx="10" fill="${color}" opacity=".9"/>`);
      }
    body = `<rect x="26" y="180" width="308" height="308" rx="20" fill="${p.dark}" opacity=".45"/>${tiles.join('')}`;
  } else if (scene === 2) {
    // Cards of a collection.
    body = [0, 1, 2]
      .map((i) => {
        const x = 40 + i * 100;
        const rot = (i - 1) * 8;
        return `<g transform="rotate(${rot} ${x + 40} 380)"><rect x="${x}" y="260" width="90" height="140" rx="12" fill="#fff" opacity=".92"/><rect x="${x + 8}" y="268" width="74" height="80" rx="8" fill="${i === 1 ? p.accent : p.a}"/><polygon points="${star(x + 45, 308, 22, 9, 5, -Math.PI / 2)}" fill="#fff" opacity=".85"/><rect x="${x + 12}" y="358" width="66" height="8" rx="4" fill="${p.b}" opacity=".6"/><rect x="${x + 12}" y="374" width="44" height="8" rx="4" fill="${p.b}" opacity=".35"/></g>`;
      })
      .join('');
    body += `<rect x="60" y="440" width="240" height="14" rx="7" fill="#fff" opacity=".3"/><rect x="60" y="440" width="${r1(80 + rand() * 150)}" height="14" rx="7" fill="${p.accent}"/>`;
  } else {
    // A city of bars (strategy, apps): a chart-like skyline.
    const bars: string[] = [];
    for (let i = 0; i < 9; i++) {
      const h = 80 + rand() * 220;
      bars.push(
        `<rect x="${24 + i * 36}" y="${r1(520 - h)}" width="28" height="${r1(h)}" rx="6" fill="${i % 3 === 0 ? p.accent : p.c}" opacity="${r1(0.6 + rand() * 0.4)}"/>`,
      );
    }
    body = `${bars.join('')}<rect x="0" y="520" width="360" height="4" fill="#fff" opacity=".5"/>`;
  }
  const level = 3 + Math.floor(rand() * 40);
  const coins = (1000 + Math.floor(rand() * 90000)).toLocaleString('en-US');
  const caption = titleOf(slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.b}"/><stop offset=".6" stop-color="${p.a}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/>${scatter(rand, W, H, 10, ['#fff', p.c])}${body}
<rect x="12" y="16" width="336" height="52" rx="26" fill="${p.dark}" opacity=".55"/>
<circle cx="40" cy="42" r="16" fill="${p.accent}"/><text x="40" y="47" text-anchor="middle" font-family="system-ui,sans-serif" font-size="14" font-weight="700" fill="#fff">${level}</text>
<text x="66" y="48" font-family="system-ui,sans-serif" font-size="16" font-weight="700" fill="#fff">${caption.length > 18 ? `${caption.slice(0, 17)}…` : caption}</text>
<circle cx="262" cy="42" r="10" fill="#ffd54a"/><text x="278" y="48" font-family="system-ui,sans-serif" font-size="15" font-weight="700" fill="#fff">${coins}</text>
<rect x="24" y="${H - 92}" width="150" height="54" rx="27" fill="#fff" opacity=".92"/><rect x="186" y="${H - 92}" width="150" height="54" rx="27" fill="${p.accent}"/>
<rect x="64" y="${H - 70}" width="70" height="10" rx="5" fill="${p.b}" opacity=".7"/><rect x="226" y="${H - 70}" width="70" height="10" rx="5" fill="#fff" opacity=".9"/>
</svg>`;
}

function artOf(slug: string, name: string): string | undefined {
  if (!SLUG.test(slug)) return undefined;
  if (name === 'icon') return iconSvg(slug);
  const shot = /^shot-([1-3])$/.exec(name);
  return shot ? shotSvg(slug, Number(shot[1])) : undefined;
}

export function registerTaskArt(app: FastifyInstance) {
  app.get<{ Params: { slug: string; file: string } }>('/task-art/:slug/:file', async (request, reply) => {
    const { slug, file } = request.params;
    const svg = file.endsWith('.svg') ? artOf(slug, file.slice(0, -4)) : undefined;
    if (!svg) throw new AppError('NOT_FOUND', 'No such picture');
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return svg;
  });
}
