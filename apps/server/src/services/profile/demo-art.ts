import sharp from 'sharp';

/**
 * Artwork for the demo profiles, drawn here as SVG and rasterised by sharp (nothing is fetched): illustrated
 * avatars (a person in a circle: skin, hair, shirt and backdrop vary) and background scenes (mountains, a sea at
 * sunset, a night city, an aurora, a synthwave grid). Deterministic, so a reseed draws the same pictures.
 */

export interface AvatarLook {
  backdrop: [string, string];
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'cap' | 'curly';
  shirt: string;
  glasses?: boolean;
}

export type Scene = 'mountains' | 'sea' | 'city' | 'aurora' | 'synthwave';

function hairShape(look: AvatarLook): string {
  const h = look.hair;
  switch (look.hairStyle) {
    case 'long':
      return `<path d="M150 92c-52 0-78 40-74 96l-6 92c20 14 44 18 60 16l-4-96c22-4 40-22 48-44 8 22 26 40 48 44l-4 96c16 2 40-2 60-16l-6-92c4-56-22-96-74-96z" fill="${h}"/>`;
    case 'bun':
      return `<circle cx="200" cy="92" r="30" fill="${h}"/><path d="M200 114c-48 0-72 30-70 74 20-26 52-38 70-40 18 2 50 14 70 40 2-44-22-74-70-74z" fill="${h}"/>`;
    case 'cap':
      return `<path d="M128 170c0-46 32-72 72-72s72 26 72 72z" fill="${h}"/><path d="M118 168h164c10 0 10 14 0 14H118c-10 0-10-14 0-14z" fill="${h}" opacity=".85"/><circle cx="200" cy="104" r="7" fill="#fff" opacity=".7"/>`;
    case 'curly':
      return `${[0, 1, 2, 3, 4, 5, 6]
        .map((i) => {
          const a = Math.PI * (0.95 + i * 0.18);
          return `<circle cx="${200 + Math.cos(a) * 62}" cy="${172 + Math.sin(a) * 62}" r="28" fill="${h}"/>`;
        })
        .join('')}`;
    default:
      return `<path d="M200 108c-46 0-74 28-72 74 14-20 40-30 72-30s58 10 72 30c2-46-26-74-72-74z" fill="${h}"/>`;
  }
}

export function avatarSvg(look: AvatarLook): string {
  const [from, to] = look.backdrop;
  const glasses = look.glasses
    ? '<g fill="none" stroke="#1d1b2e" stroke-width="5"><circle cx="176" cy="196" r="15"/><circle cx="224" cy="196" r="15"/><path d="M191 196h18"/></g>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <clipPath id="c"><circle cx="200" cy="200" r="200"/></clipPath>
  </defs>
  <g clip-path="url(#c)">
    <rect width="400" height="400" fill="url(#bg)"/>
    <circle cx="320" cy="80" r="60" fill="#fff" opacity=".12"/>
    <circle cx="70" cy="330" r="90" fill="#fff" opacity=".08"/>
    ${look.hairStyle === 'long' ? hairShape(look) : ''}
    <path d="M80 420c0-80 54-124 120-124s120 44 120 124z" fill="${look.shirt}"/>
    <path d="M176 280h48v30c0 14-48 14-48 0z" fill="${look.skin}"/>
    <ellipse cx="200" cy="196" rx="66" ry="76" fill="${look.skin}"/>
    <ellipse cx="134" cy="202" rx="10" ry="16" fill="${look.skin}"/>
    <ellipse cx="266" cy="202" rx="10" ry="16" fill="${look.skin}"/>
    ${look.hairStyle === 'long' ? '' : hairShape(look)}
    <circle cx="176" cy="198" r="7" fill="#1d1b2e"/><circle cx="224" cy="198" r="7" fill="#1d1b2e"/>
    <circle cx="178" cy="195" r="2.2" fill="#fff"/><circle cx="226" cy="195" r="2.2" fill="#fff"/>
    ${glasses}
    <ellipse cx="160" cy="222" rx="11" ry="6" fill="#ff7a8a" opacity=".35"/><ellipse cx="240" cy="222" rx="11" ry="6" fill="#ff7a8a" opacity=".35"/>
    <path d="M182 234c10 12 26 12 36 0" fill="none" stroke="#7a3b3b" stroke-width="5" stroke-linecap="round"/>
  </g>
</svg>`;
}

function mountains(palette: string[]): string {
  const [sky1, sky2, far, mid, near, sun] = palette;
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
  <rect width="1200" height="600" fill="url(#s)"/>
  <circle cx="860" cy="230" r="90" fill="${sun}" opacity=".9"/>
  <path d="M0 380L140 250 260 330 420 190 560 320 700 220 860 340 1000 230 1200 350V600H0z" fill="${far}"/>
  <path d="M0 450L180 330 340 420 520 300 700 430 880 320 1060 420 1200 360V600H0z" fill="${mid}"/>
  <path d="M0 520L220 430 420 500 640 410 860 510 1040 440 1200 500V600H0z" fill="${near}"/>`;
}

function sea(palette: string[]): string {
  const [sky1, sky2, water, wave, sun] = palette;
  const waves = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M0 ${400 + i * 42}q75-18 150 0t150 0 150 0 150 0 150 0 150 0 150 0 150 0" fill="none" stroke="${wave}" stroke-width="${6 - i}" opacity="${0.5 - i * 0.06}"/>`,
    )
    .join('');
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
  <rect width="1200" height="600" fill="url(#s)"/>
  <circle cx="600" cy="360" r="120" fill="${sun}"/>
  <rect y="360" width="1200" height="240" fill="${water}"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${540 - i * 6}" y="${378 + i * 26}" width="${120 + i * 12}" height="6" rx="3" fill="${sun}" opacity="${0.7 - i * 0.1}"/>`).join('')}
  ${waves}`;
}

function city(palette: string[]): string {
  const [sky1, sky2, building, light, moon] = palette;
  const stars = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 173) % 1200;
    const y = (i * 97) % 260;
    return `<circle cx="${x}" cy="${y + 10}" r="${1 + (i % 3)}" fill="#fff" opacity="${0.3 + (i % 5) * 0.12}"/>`;
  }).join('');
  let x = 0;
  let i = 0;
  const blocks: string[] = [];
  while (x < 1200) {
    const w = 70 + ((i * 37) % 70);
    const h = 160 + ((i * 83) % 230);
    blocks.push(`<rect x="${x}" y="${600 - h}" width="${w - 6}" height="${h}" fill="${building}"/>`);
    for (let wy = 600 - h + 18; wy < 580; wy += 28)
      for (let wx = x + 10; wx < x + w - 20; wx += 22)
        if ((wx * 7 + wy * 3 + i) % 5 < 2)
          blocks.push(`<rect x="${wx}" y="${wy}" width="10" height="14" fill="${light}" opacity=".85"/>`);
    x += w;
    i += 1;
  }
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
  <rect width="1200" height="600" fill="url(#s)"/>${stars}
  <circle cx="980" cy="110" r="46" fill="${moon}"/><circle cx="998" cy="98" r="44" fill="${sky1}"/>
  ${blocks.join('')}`;
}

function aurora(palette: string[]): string {
  const [sky1, sky2, band1, band2, ground] = palette;
  const trees = Array.from({ length: 26 }, (_, i) => {
    const x = i * 48 + ((i * 13) % 20);
    const h = 70 + ((i * 29) % 60);
    return `<path d="M${x} 560l22-${h} 22 ${h}z" fill="${ground}"/>`;
  }).join('');
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient>
  <filter id="b" x="-10%" y="-60%" width="120%" height="220%"><feGaussianBlur stdDeviation="18"/></filter></defs>
  <rect width="1200" height="600" fill="url(#s)"/>
  <g filter="url(#b)" opacity=".8">
    <path d="M-50 260C200 120 380 300 620 180S1000 120 1260 220" fill="none" stroke="${band1}" stroke-width="60"/>
    <path d="M-50 330C240 220 460 360 700 260S1040 220 1260 300" fill="none" stroke="${band2}" stroke-width="40"/>
  </g>
  ${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i * 211) % 1200}" cy="${((i * 59) % 200) + 10}" r="1.6" fill="#fff" opacity=".7"/>`).join('')}
  <rect y="540" width="1200" height="60" fill="${ground}"/>${trees}`;
}

function synthwave(palette: string[]): string {
  const [sky1, sky2, sun1, sun2, grid] = palette;
  const horizontals = Array.from({ length: 9 }, (_, i) => {
    const y = 380 + (i * i * 3.4 + i * 6);
    return `<path d="M0 ${y}H1200" stroke="${grid}" stroke-width="2" opacity=".8"/>`;
  }).join('');
  const verticals = Array.from({ length: 25 }, (_, i) => {
    const x = i * 50;
    return `<path d="M${600 + (x - 600) * 0.25} 380L${600 + (x - 600) * 2.2} 600" stroke="${grid}" stroke-width="2" opacity=".8"/>`;
  }).join('');
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient>
  <linearGradient id="u" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sun1}"/><stop offset="1" stop-color="${sun2}"/></linearGradient></defs>
  <rect width="1200" height="600" fill="url(#s)"/>
  <circle cx="600" cy="300" r="150" fill="url(#u)"/>
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="440" y="${318 + i * 14}" width="320" height="${3 + i}" fill="${sky2}"/>`).join('')}
  <rect y="380" width="1200" height="220" fill="#140a2a"/>${horizontals}${verticals}`;
}

const SCENES: Record<Scene, (palette: string[]) => string> = { mountains, sea, city, aurora, synthwave };

export function backgroundSvg(scene: Scene, palette: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">${SCENES[scene](palette)}</svg>`;
}

/** The SVG as WebP, as an upload would be stored. */
export async function rasterise(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 82 }).toBuffer();
}
