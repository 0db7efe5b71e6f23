/**
 * Artwork of the demo creators' products, drawn here as SVG (rendered to WebP with sharp by the seed; nothing is
 * fetched): an icon with a motif of the product's category, and phone-sized screenshots of a scene, both coloured
 * from a seeded generator so the same slug always gives the same pictures. No text: no font is needed to draw them.
 */

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

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
const r1 = (n: number) => Math.round(n * 10) / 10;

function polygon(cx: number, cy: number, radius: number, sides: number, turn = 0, inner = 0): string {
  const points: string[] = [];
  const count = inner > 0 ? sides * 2 : sides;
  for (let i = 0; i < count; i++) {
    const r = inner > 0 && i % 2 === 1 ? inner : radius;
    const angle = turn + (Math.PI * 2 * i) / count;
    points.push(`${r1(cx + r * Math.cos(angle))},${r1(cy + r * Math.sin(angle))}`);
  }
  return points.join(' ');
}

/** The icon's motif by catalogue category. */
function motif(category: string, c: { light: string; dark: string; accent: string }): string {
  switch (category) {
    case 'puzzle':
      return [0, 1, 2]
        .flatMap((row) =>
          [0, 1, 2].map(
            (col) =>
              `<rect x="${136 + col * 84}" y="${136 + row * 84}" width="72" height="72" rx="14" fill="${(row + col) % 2 ? c.light : c.accent}"/>`,
          ),
        )
        .join('');
    case 'rpg':
      return `<polygon points="256,104 370,150 356,300 256,404 156,300 142,150" fill="${c.light}"/><polygon points="256,150 326,180 318,290 256,356 194,290 186,180" fill="${c.accent}"/>`;
    case 'strategy':
      return `<polygon points="${polygon(256, 256, 150, 6, Math.PI / 6)}" fill="${c.light}"/><polygon points="${polygon(256, 256, 84, 6, Math.PI / 6)}" fill="${c.accent}"/>`;
    case 'action':
      return `<polygon points="290,96 170,282 246,282 214,416 346,214 266,214" fill="${c.accent}"/>`;
    case 'sports':
      return `<circle cx="256" cy="256" r="140" fill="${c.light}"/><polygon points="${polygon(256, 256, 52, 5, -Math.PI / 2)}" fill="${c.dark}"/><path d="M256 116v88M124 214l84 24M388 214l-84 24M170 372l52-80M342 372l-52-80" stroke="${c.dark}" stroke-width="14"/>`;
    case 'apps':
      return [0, 1]
        .flatMap((row) =>
          [0, 1].map(
            (col) =>
              `<rect x="${150 + col * 116}" y="${150 + row * 116}" width="96" height="96" rx="26" fill="${row === col ? c.accent : c.light}"/>`,
          ),
        )
        .join('');
    case 'web3':
      return `<polygon points="${polygon(200, 256, 74, 6)}" fill="none" stroke="${c.light}" stroke-width="26"/><polygon points="${polygon(312, 256, 74, 6)}" fill="none" stroke="${c.accent}" stroke-width="26"/>`;
    default:
      return `<polygon points="${polygon(256, 262, 150, 5, -Math.PI / 2, 66)}" fill="${c.accent}"/><circle cx="256" cy="262" r="40" fill="${c.light}"/>`;
  }
}

export function productIconSvg(slug: string, category: string): string {
  const rand = rng(`icon:${slug}`);
  const hue = rand() * 360;
  const colours = {
    light: hsl(hue + 40, 90, 84),
    dark: hsl(hue + 200, 45, 16),
    accent: hsl(hue + 180, 92, 62),
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 78, 56)}"/><stop offset="1" stop-color="${hsl(hue + 50, 70, 34)}"/></linearGradient></defs>
<rect width="512" height="512" rx="112" fill="url(#g)"/>
<circle cx="${r1(90 + rand() * 80)}" cy="${r1(80 + rand() * 60)}" r="${r1(60 + rand() * 40)}" fill="#fff" opacity=".12"/>
${motif(category, colours)}
</svg>`;
}

/** A phone screen of the product: sky, hills, a few objects and the bars of a game's interface. */
export function productShotSvg(slug: string, index: number): string {
  const rand = rng(`shot:${slug}:${index}`);
  const hue = rand() * 360;
  const objects: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = r1(60 + rand() * 600);
    const y = r1(420 + rand() * 520);
    const size = r1(26 + rand() * 54);
    const colour = hsl(hue + 120 + rand() * 120, 85, 60 + rand() * 15);
    objects.push(
      rand() > 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${colour}"/>`
        : `<polygon points="${polygon(x, y, size, 3 + Math.floor(rand() * 4), rand() * Math.PI)}" fill="${colour}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280" viewBox="0 0 720 1280">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 62)}"/><stop offset="1" stop-color="${hsl(hue + 30, 60, 30)}"/></linearGradient></defs>
<rect width="720" height="1280" fill="url(#s)"/>
<circle cx="${r1(120 + rand() * 480)}" cy="240" r="90" fill="${hsl(hue + 50, 95, 80)}" opacity=".9"/>
<path d="M0 ${r1(900 + rand() * 60)} Q 180 ${r1(780 + rand() * 60)} 360 ${r1(880 + rand() * 40)} T 720 ${r1(840 + rand() * 60)} V 1280 H 0 Z" fill="${hsl(hue + 150, 45, 32)}"/>
<path d="M0 ${r1(1040 + rand() * 40)} Q 240 ${r1(960 + rand() * 40)} 480 ${r1(1030 + rand() * 30)} T 720 1000 V 1280 H 0 Z" fill="${hsl(hue + 160, 50, 22)}"/>
${objects.join('\n')}
<rect x="24" y="32" width="280" height="56" rx="28" fill="#000" opacity=".35"/><rect x="40" y="48" width="${r1(80 + rand() * 160)}" height="24" rx="12" fill="${hsl(hue + 90, 90, 60)}"/>
<rect x="500" y="32" width="196" height="56" rx="28" fill="#000" opacity=".35"/><circle cx="532" cy="60" r="16" fill="#ffd54a"/>
<rect x="160" y="1150" width="400" height="88" rx="44" fill="${hsl(hue + 200, 90, 58)}"/>
</svg>`;
}
