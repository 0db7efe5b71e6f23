import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The lobby's "provably fair" link is named by `lobby.fairLabel` and shows `lobby.fair`: a name that does not contain
 * the visible words fails WCAG 2.5.3 (axe's label-content-name-mismatch), as ru-RU, ja-JP and ko-KR once did.
 */
const folder = join(dirname(fileURLToPath(import.meta.url)), '../../../../public/resource/i18n/fortune');
const locales = readdirSync(folder).filter((file) => file.endsWith('.json'));

describe("the lobby's fair link", () => {
  it.each(locales)('%s: the accessible name contains the visible text', (file) => {
    const lobby = JSON.parse(readFileSync(join(folder, file), 'utf8')).lobby as Record<string, string>;
    expect(lobby.fairLabel?.toLocaleLowerCase()).toContain(lobby.fair?.toLocaleLowerCase());
  });
});
