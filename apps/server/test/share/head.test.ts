import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { inviter } from './support.ts';

/** The invite link's preview, as a messenger's crawler fetches it: no JavaScript, plain HTML. */
const ORIGIN = 'https://arcadia.test';
const meta = (body: string, name: string) => new RegExp(`<meta property="${name}" content="([^"]*)">`).exec(body)?.[1];

describe.each(DB_KINDS)('share: previews (%s)', (kind) => {
  const t = useTestApp(kind, {
    config: { webDist: join(import.meta.dirname, '../head/fixture'), publicOrigin: ORIGIN },
  });

  it('follows /r/<code> to a landing page whose og:image is the invite card of its locale', async () => {
    const a = await inviter(t);
    const cases: [string, string][] = [
      ['vi-VN', 'vi'],
      ['th-TH', 'th'],
      ['pt-BR', 'pt'],
      ['ko-KR', 'en'],
    ];
    for (const [locale, lang] of cases) {
      const short = await t.app.inject({ method: 'GET', url: `/${locale}/r/${a.code}` });
      expect(short.statusCode).toBe(302);
      const page = await t.app.inject({ method: 'GET', url: short.headers.location as string });
      expect(page.statusCode).toBe(200);
      expect(meta(page.body, 'og:image')).toBe(`${ORIGIN}/share/${lang}.png`);
      expect(meta(page.body, 'og:url')).toBe(`${ORIGIN}/${locale}/share/land?share_uid=${a.code}`);
    }
    // A landing page without a known inviter keeps the brand's card.
    const plain = await t.app.inject({ method: 'GET', url: '/pt-BR/share/land?share_uid=ZZZZZZZZ' });
    expect(meta(plain.body, 'og:image')).toBe(`${ORIGIN}/resource/share/pt.png`);
  });
});
